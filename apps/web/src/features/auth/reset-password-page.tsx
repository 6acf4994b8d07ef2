import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { MESSAGES } from '@moodcraft/core/accounts/messages';
import { PASSWORD_MIN } from '@moodcraft/core/common/fields';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useResetPassword } from './api/auth-api';
import { AuthCard } from './components/auth-card';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from './components/submit-button';

export const RESET_REDIRECT_MS = 6000;

export default function ResetPasswordPage() {
  const { resetToken = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [state, setState] = useState<'form' | 'done' | 'invalid'>('form');

  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!password) {
      setError(MESSAGES.enterNewPassword);
      return;
    }
    if (password !== confirm) {
      setError(MESSAGES.passwordsDoNotMatch);
      return;
    }
    reset.mutate(
      { token: resetToken, password },
      {
        onSuccess: () => setState('done'),
        onError: (e) => {
          if (e instanceof ApiError && e.status === 400 && e.message === MESSAGES.invalidToken)
            setState('invalid');
          else setError(errorMessage(e, MESSAGES.resetFailed));
        },
      },
    );
  };

  if (state === 'done') {
    return (
      <AuthCard title="Reset Your Password">
        <Alert severity="success" sx={{ mb: 3 }} role="status">
          {MESSAGES.resetDone}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth size="large">
          Go to Login
        </Button>
      </AuthCard>
    );
  }

  if (state === 'invalid') {
    return (
      <AuthCard title="Reset Your Password">
        <Alert severity="warning" sx={{ mb: 3 }}>
          {MESSAGES.resetInvalid}
        </Alert>
        <Button
          component={RouterLink}
          to="/forgot-password"
          variant="contained"
          fullWidth
          size="large"
        >
          Request New Reset Link
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Your Password">
      <Box component="form" noValidate onSubmit={submit}>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Stack spacing={2} sx={{ mb: 2 }}>
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            helperText={`At least ${PASSWORD_MIN} characters.`}
            fullWidth
          />
          <PasswordField
            label="Confirm New Password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            fullWidth
          />
        </Stack>
        <SubmitButton busy={reset.isPending} label="Reset Password" busyLabel="Resetting..." />
        <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
          <Typography variant="body2">
            <Link component={RouterLink} to="/login">
              Back to Login
            </Link>
          </Typography>
          <Typography variant="body2">
            <Link component={RouterLink} to="/register">
              Don't have an account? Sign Up
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
