import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { DELETED_NOTICE_ID } from '../../../lib/account-deleted';
import { api, errorMessage } from '../../../lib/api-client';
import { PasswordField } from '../../../components/password-field';
import { useAuth } from '../../../app/auth-context';

export function DeleteAccount() {
  const { signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationFn: (pw: string) =>
      api<void>('/users/me', { method: 'DELETE', body: { password: pw } }),
  });

  const confirm = () =>
    remove.mutate(password, {
      onSuccess: async () => {
        await signOut();
        // A fresh start: nothing of the account stays in memory either. The landing page shows
        // its notice for this address without script (see deleted-notice.tsx).
        window.location.replace(`/#${DELETED_NOTICE_ID}`);
      },
    });

  return (
    <Box component="section" aria-labelledby="delete-heading">
      <Typography id="delete-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        Delete Account
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        This removes your account and everything in it from this server: moods, notes, crafts and
        their files, chats, bookmarks and settings. You may want to export your data first.
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>Delete your account for good?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Everything you have stored here is deleted straight away and cannot be recovered. Every
            device you are signed in on is signed out. Enter your password to confirm.
          </DialogContentText>
          {remove.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(remove.error, 'Your account could not be deleted. Please try again.')}
            </Alert>
          )}
          <PasswordField
            label="Password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            fullWidth
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)}>Keep my account</Button>
          <Button
            color="error"
            variant="contained"
            onClick={confirm}
            disabled={!password || remove.isPending}
          >
            {remove.isPending ? 'Deleting...' : 'Delete everything'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
