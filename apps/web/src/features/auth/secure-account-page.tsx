import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { MESSAGES } from '@moodcraft/core/accounts/messages';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useSecureAccount } from './api/auth-api';
import { AuthCard } from './components/auth-card';
import { SubmitButton } from './components/submit-button';

const TITLE = 'Secure Your Account';

/**
 * "This wasn't me": opened from the notice sent to the old address after an email change.
 * Opening the page changes nothing (mail scanners open links too); the button does.
 */
export default function SecureAccountPage() {
  const { secureToken = '' } = useParams();
  const secure = useSecureAccount();
  const [error, setError] = useState('');
  const [state, setState] = useState<'ask' | 'invalid'>('ask');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    secure.mutate(secureToken, {
      onError: (e) => {
        if (e instanceof ApiError && e.status === 400 && e.message === MESSAGES.invalidToken)
          setState('invalid');
        else setError(errorMessage(e, 'Your account could not be secured. Please try again.'));
      },
    });
  };

  if (secure.isSuccess) {
    return (
      <AuthCard title={TITLE}>
        <Alert severity="success" sx={{ mb: 3 }} role="status">
          {secure.data.message}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth size="large">
          Go to Login
        </Button>
      </AuthCard>
    );
  }

  if (state === 'invalid') {
    return (
      <AuthCard title={TITLE}>
        <Alert severity="warning" sx={{ mb: 3 }}>
          This link is invalid, has expired or was already used. If you still cannot sign in, you
          can reset your password, or write to us.
        </Alert>
        <Stack spacing={1.5}>
          <Button
            component={RouterLink}
            to="/forgot-password"
            variant="contained"
            fullWidth
            size="large"
          >
            Reset My Password
          </Button>
          <Button component={RouterLink} to="/contact-us" variant="outlined" fullWidth>
            Contact Us
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={TITLE}>
      <Box component="form" noValidate onSubmit={submit}>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Typography sx={{ mb: 2 }}>
          The email address of your MoodCraft account was changed. If that wasn&apos;t you, we will
          sign your account out everywhere, put your previous email address back, and send it a link
          to choose a new password.
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 3 }}>
          If you changed it yourself, there is nothing to do: you can close this page.
        </Typography>
        <SubmitButton busy={secure.isPending} label="Secure My Account" busyLabel="Securing..." />
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to="/login">
            Back to Login
          </Link>
        </Typography>
      </Box>
    </AuthCard>
  );
}
