import { Button, CircularProgress } from '@mui/material';

type Props = { busy: boolean; label: string; busyLabel?: string; disabled?: boolean };

/** The full-width submit button of a form, disabled with a spinner while it works. */
export function SubmitButton({ busy, label, busyLabel, disabled }: Props) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={{ mt: 1, py: 1.25 }}
    >
      {busy && busyLabel ? busyLabel : label}
    </Button>
  );
}
