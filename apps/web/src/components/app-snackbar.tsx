import { useCallback, useMemo, useState } from 'react';
import { Alert, Snackbar } from '@mui/material';

type Severity = 'success' | 'error' | 'info';
export type SnackbarMessage = { text: string; severity: Severity } | null;

export type SnackbarState = {
  message: SnackbarMessage;
  show: (text: string, severity: Severity) => void;
  /** Closes `closing` only if it is still the message on screen: a late timer never hides a newer message. */
  close: (closing: SnackbarMessage) => void;
};

export function useSnackbar(): SnackbarState {
  const [message, setMessage] = useState<SnackbarMessage>(null);
  const show = useCallback(
    (text: string, severity: Severity) => setMessage({ text, severity }),
    [],
  );
  const close = useCallback(
    (closing: SnackbarMessage) => setMessage((current) => (current === closing ? null : current)),
    [],
  );
  return useMemo(() => ({ message, show, close }), [message, show, close]);
}

type Props = {
  snackbar: SnackbarState;
  /** ms; the spec sets 4 s for crafts, 6 s for the profile, 8 s for contact */
  duration: number;
};

export function AppSnackbar({ snackbar: { message, close }, duration }: Props) {
  // Each new message gets its own full time on screen, even when its text repeats the last one.
  const [shown, setShown] = useState(message);
  const [count, setCount] = useState(0);
  if (message !== shown) {
    setShown(message);
    if (message) setCount((c) => c + 1);
  }
  const onClose = () => close(message);
  return (
    <Snackbar
      key={count}
      open={Boolean(message)}
      autoHideDuration={duration}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {message ? (
        <Alert
          onClose={onClose}
          severity={message.severity}
          variant="filled"
          sx={{ width: '100%' }}
        >
          {message.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
