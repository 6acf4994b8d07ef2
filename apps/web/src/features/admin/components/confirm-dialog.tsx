import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

export type ConfirmRequest = {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** a change that cannot be undone is shown in the error colour */
  destructive?: boolean;
  run: () => void;
};

type Props = {
  request: ConfirmRequest | null;
  busy: boolean;
  error: string | null;
  onClose: () => void;
};

/** Asks before an admin action goes ahead; stays open with the server's words if it fails. */
export function ConfirmDialog({ request, busy, error, onClose }: Props) {
  return (
    <Dialog
      open={Boolean(request)}
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
    >
      {request && (
        <>
          <DialogTitle id="confirm-title">{request.title}</DialogTitle>
          <DialogContent>
            <DialogContentText id="confirm-text" component="div">
              {request.text}
            </DialogContentText>
            {error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button
              variant="contained"
              color={request.destructive ? 'error' : 'primary'}
              onClick={request.run}
              disabled={busy}
            >
              {busy ? request.busyLabel : request.confirmLabel}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
