import { Alert, Snackbar } from '@mui/material';

export type SnackbarMessage = { text: string; severity: 'success' | 'error' | 'info' } | null;

type Props = {
  message: SnackbarMessage;
  onClose: () => void;
  /** ms; the spec sets 4 s for crafts, 6 s for the profile, 8 s for contact */
  duration: number;
};

export function AppSnackbar({ message, onClose, duration }: Props) {
  return (
    <Snackbar
      open={Boolean(message)}
      autoHideDuration={duration}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {message ? (
        <Alert onClose={onClose} severity={message.severity} variant="filled" sx={{ width: '100%' }}>
          {message.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
