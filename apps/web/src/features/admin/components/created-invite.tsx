import { Alert, Box, Button, Typography } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import type { Invite } from '@moodcraft/core/admin/admin';
import { formatDate } from '../../../lib/dates';

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** A link to localhost or a loopback address opens on no one else's device. */
const onlyThisMachine = (url: string) =>
  /^(localhost|127(\.\d+){3}|\[::1\])$/i.test(hostOf(url).replace(/:\d+$/, ''));

export const whenExpires = (iso: string) =>
  formatDate(iso, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

type Props = { invite: Invite & { url: string }; onCopy: (url: string) => void };

/** The link just created: shown once, to copy and send. */
export function CreatedInvite({ invite, onCopy }: Props) {
  return (
    <>
      <Alert severity="success" sx={{ mt: 2, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Send this link to {invite.note || 'the person you are inviting'}. It creates one account
          and works until {whenExpires(invite.expiresAt)}.
        </Typography>
        <Box
          component="code"
          sx={{ display: 'block', overflowWrap: 'anywhere', fontSize: '0.875rem', mb: 1 }}
        >
          {invite.url}
        </Box>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          startIcon={<ContentCopy />}
          onClick={() => onCopy(invite.url)}
        >
          Copy link
        </Button>
        <Typography variant="caption" sx={{ display: 'block', mt: 1 }}>
          Copy it now: for safety it is not shown again.
        </Typography>
      </Alert>
      {onlyThisMachine(invite.url) && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          This link uses {hostOf(invite.url)}, so it opens only on the computer running MoodCraft.
          Set PUBLIC_URL to the address people use to reach this MoodCraft, restart it, and create a
          new link.
        </Alert>
      )}
    </>
  );
}
