import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@moodcraft/core/accounts/messages';
import { PASSWORD_MIN } from '@moodcraft/core/common/fields';
import { ApiError } from '../../../lib/api-client';
import { PasswordField } from '../../../components/password-field';
import { useChangePassword } from '../api/profile-api';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The outcome is told once, in an alert above the fields: no toast repeats it. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState('');
  const [changed, setChanged] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setChanged(false);
    if (!values.currentPassword || !values.newPassword || !values.confirmPassword) {
      setError(MESSAGES.fillAllFields);
      return;
    }
    if (values.newPassword !== values.confirmPassword) {
      setError(MESSAGES.newPasswordsDoNotMatch);
      return;
    }
    if (values.newPassword.length < PASSWORD_MIN) {
      setError(`Password must be at least ${PASSWORD_MIN} characters`);
      return;
    }
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setChanged(true);
        },
        onError: (e) =>
          setError(
            e instanceof ApiError && e.message === MESSAGES.passwordTooCommon
              ? e.message
              : MESSAGES.changePasswordFailed,
          ),
      },
    );
  };

  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="change-password-heading">
      <Typography id="change-password-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        Change Password
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        You stay signed in here; other devices are signed out.
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {changed && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setChanged(false)}>
          {MESSAGES.passwordChanged}
        </Alert>
      )}
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          size="small"
          fullWidth
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
          size="small"
          fullWidth
          helperText={`At least ${PASSWORD_MIN} characters`}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          size="small"
          fullWidth
        />
        <Box>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
