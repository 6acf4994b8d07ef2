import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import type { Helpline } from '@moodcraft/core/companion/helplines';
import {
  SAFETY_PLAN_STEPS,
  type SafetyContact,
  type SafetyPlan,
} from '@moodcraft/core/safety/safety-plan';

type Props = { plan: SafetyPlan; helplines: Helpline[] };

const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+#*]/g, '')}`;

function ContactLine({ contact }: { contact: SafetyContact }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {contact.name}
      </Typography>
      {contact.phone && (
        <Button
          href={telHref(contact.phone)}
          size="small"
          variant="outlined"
          startIcon={<PhoneOutlined />}
          aria-label={`Call ${contact.name}, ${contact.phone}`}
          sx={{ borderRadius: 5 }}
        >
          {contact.phone}
        </Button>
      )}
    </Stack>
  );
}

/** The plan as a person reads it in a hard moment: seven numbered steps, numbers one tap away. */
export function PlanView({ plan, helplines }: Props) {
  return (
    <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {SAFETY_PLAN_STEPS.map((step, index) => {
        const items = plan[step.key];
        return (
          <Card component="li" key={step.key} variant="outlined" className="plan-step">
            <CardContent>
              <Typography
                variant="h6"
                component="h2"
                sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline', mb: 1 }}
              >
                <Box component="span" aria-hidden sx={{ color: 'primary.main', fontWeight: 700 }}>
                  {index + 1}
                </Box>
                {step.title}
              </Typography>
              {items.length === 0 && step.key !== 'professionals' && (
                <Typography variant="body2" color="text.secondary">
                  Nothing here yet.
                </Typography>
              )}
              <Stack component="ul" spacing={1} sx={{ pl: 2.5, m: 0 }}>
                {items.map((item, i) => (
                  <Typography component="li" key={i} sx={{ overflowWrap: 'anywhere' }}>
                    {typeof item === 'string' ? item : <ContactLine contact={item} />}
                  </Typography>
                ))}
                {step.key === 'professionals' &&
                  helplines.map((h) => (
                    <Typography component="li" key={h.name}>
                      <Stack
                        direction="row"
                        sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                      >
                        <Typography component="span" sx={{ fontWeight: 600 }}>
                          {h.name}
                        </Typography>
                        <Button
                          href={h.href}
                          size="small"
                          variant="outlined"
                          startIcon={<PhoneOutlined />}
                          sx={{ borderRadius: 5 }}
                        >
                          {h.contact}
                        </Button>
                      </Stack>
                    </Typography>
                  ))}
              </Stack>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
