import { useState } from 'react';
import { Alert, Snackbar } from '@mui/material';

export type SnackbarMessage = { text: string; severity: 'success' | 'error' | 'info' } | null;

type Props = {
  message: SnackbarMessage;
  onClose: () => void;
  /** ms; the spec sets 4 s for crafts, 6 s for the profile, 8 s for contact */
  duration: number;
};

export function AppSnackbar({ message, onClose, duration }: Props) {
  // Each new message gets its own full time on screen, even when its text repeats the last one.
  const [shown, setShown] = useState(message);
  const [count, setCount] = useState(0);
  if (message !== shown) {
    setShown(message);
    if (message) setCount((c) => c + 1);
  }
  return (
    <Snackbar
      key={count}
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
