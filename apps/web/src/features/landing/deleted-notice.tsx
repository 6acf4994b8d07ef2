import { Alert } from '@mui/material';

/** Shown once, after an account was deleted. */
export default function DeletedNotice() {
  return (
    <Alert severity="success" sx={{ mb: 4 }}>
      Your account and everything in it have been deleted. Take care of yourself.
    </Alert>
  );
}
