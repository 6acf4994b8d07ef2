import { useEffect, useRef } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import PhoneInTalk from '@mui/icons-material/PhoneInTalk';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import type { Helpline } from '@moodcraft/core/companion/helplines';
import { Link as RouterLink } from 'react-router';

type Props = {
  helplines: Helpline[];
  onDismiss?: () => void;
  /** the card leads to the person's own safety plan, unless it is on that page */
  showPlanLink?: boolean;
  /** brought into view and focused when it appears (after saving a note or a writing) */
  takeFocus?: boolean;
};

/** "Get help now": the helplines of this server's region and the person's safety plan, one tap away. */
export function CrisisCard({
  helplines,
  onDismiss,
  showPlanLink = true,
  takeFocus = false,
}: Props) {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus || !card.current) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    card.current.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
    card.current.focus({ preventScroll: true });
  }, [takeFocus]);
  return (
    <Alert
      ref={card}
      tabIndex={takeFocus ? -1 : undefined}
      severity="warning"
      icon={<PhoneInTalk />}
      role="region"
      aria-label="Get help now"
      sx={{
        alignItems: 'flex-start',
        minWidth: 0,
        '& .MuiAlert-message': { width: '100%', minWidth: 0 },
      }}
      action={
        onDismiss ? (
          <Button color="inherit" size="small" onClick={onDismiss}>
            Hide
          </Button>
        ) : undefined
      }
    >
      <AlertTitle sx={{ fontWeight: 700 }}>Get help now</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        You don’t have to go through this alone. These people can help right now, any time of day.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {helplines.map((h) => (
          <Button
            key={h.name}
            href={h.href}
            variant="outlined"
            color="inherit"
            sx={{
              justifyContent: 'flex-start',
              textAlign: 'left',
              borderRadius: 3,
              whiteSpace: 'normal',
              width: { xs: '100%', sm: 'auto' },
            }}
          >
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
      {showPlanLink && (
        <Button
          component={RouterLink}
          to="/safety-plan"
          variant="contained"
          startIcon={<ShieldOutlined />}
          sx={{ mt: 1.5, borderRadius: 3, width: { xs: '100%', sm: 'auto' } }}
        >
          Open my safety plan
        </Button>
      )}
    </Alert>
  );
}
