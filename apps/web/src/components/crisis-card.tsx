import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import PhoneInTalk from '@mui/icons-material/PhoneInTalk';
import type { Helpline } from '@moodcraft/core/companion/helplines';

type Props = { helplines: Helpline[]; onDismiss?: () => void };

/** "Get help now": the helplines of this server's region, one tap away. */
export function CrisisCard({ helplines, onDismiss }: Props) {
  return (
    <Alert
      severity="warning"
      icon={<PhoneInTalk />}
      role="region"
      aria-label="Get help now"
      sx={{ alignItems: 'flex-start', minWidth: 0, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
      action={onDismiss ? <Button color="inherit" size="small" onClick={onDismiss}>Hide</Button> : undefined}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>Get help now</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        You don’t have to go through this alone. These people can help right now, any time of day.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {helplines.map((h) => (
          <Button key={h.name} href={h.href} variant="outlined" color="inherit" sx={{ justifyContent: 'flex-start', textAlign: 'left', borderRadius: 3, whiteSpace: 'normal', width: { xs: '100%', sm: 'auto' } }}>
            <Box>
              <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
                {h.name}: {h.contact}
              </Typography>
              <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                {h.description}
              </Typography>
            </Box>
          </Button>
        ))}
      </Stack>
    </Alert>
  );
}
