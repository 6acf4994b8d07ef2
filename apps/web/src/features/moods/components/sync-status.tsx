import { Alert, Box, Button, Chip, Stack } from '@mui/material';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { Link as RouterLink } from 'react-router';
import type { WaitingEntry } from '../../../lib/offline-moods/queue';

type Props = {
  entry: WaitingEntry;
  onEdit: (entry: WaitingEntry) => void;
  onDiscard: (entry: WaitingEntry) => void;
};

/**
 * An entry kept on this device: "Waiting to sync" until it is sent; if the server refused it,
 * why, and what the person can do (sign in again, or edit or discard it). It stays until then.
 */
export function SyncStatus({ entry, onEdit, onDiscard }: Props) {
  const { refused } = entry.sync;
  if (!refused) {
    return (
      <Box>
        <Chip
          icon={<CloudUploadOutlined />}
          label="Waiting to sync"
          size="small"
          variant="outlined"
          title="Kept on this device; sent when you’re back online"
        />
      </Box>
    );
  }
  const signedOut = refused.status === 401;
  return (
    <Alert
      severity="error"
      icon={<ErrorOutline fontSize="inherit" />}
      sx={{ py: 0.25, px: 1.5, '& .MuiAlert-message': { width: '100%' } }}
    >
      <Box component="strong" sx={{ display: 'block' }}>
        Not sent
      </Box>
      {signedOut
        ? 'Your session has ended. It stays on this device until you sign in again.'
        : `The server refused it: ${refused.message}`}
      {/* the buttons' words line up with the message above them */}
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, ml: '-5px', flexWrap: 'wrap' }} useFlexGap>
        {signedOut ? (
          <Button component={RouterLink} to="/login" size="small" color="inherit">
            Sign in to send it
          </Button>
        ) : (
          <>
            <Button size="small" color="inherit" onClick={() => onEdit(entry)}>
              Edit
            </Button>
            <Button size="small" color="inherit" onClick={() => onDiscard(entry)}>
              Discard
            </Button>
          </>
        )}
      </Stack>
    </Alert>
  );
}
