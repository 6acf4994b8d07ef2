import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { MESSAGES } from '@moodcraft/core/accounts/messages';
import { errorMessage } from '../../lib/api-client';
import { useForgotPassword } from './api/auth-api';
import { AuthCard } from './components/auth-card';
import { SubmitButton } from './components/submit-button';

export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);

  // the field keeps what was typed before the page's script started: read from the form itself
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    if (!email.trim()) {
      setError(MESSAGES.enterEmail);
      return;
    }
    forgot.mutate(email, {
      onSuccess: () => setSent(true),
      onError: (e) => setError(errorMessage(e, MESSAGES.forgotFailed)),
    });
  };

  return (
    <AuthCard
      title="Reset Password"
      subtitle={
        sent
          ? undefined
          : "Enter your email address and we'll send you instructions to reset your password."
      }
    >
      {sent ? (
        <Box>
          <Alert severity="success" sx={{ mb: 2 }}>
            {MESSAGES.forgotSent}
          </Alert>
          <Typography color="text.secondary" variant="body2" sx={{ mb: 3 }}>
            The link works for 30 minutes. If nothing arrives, check your spam folder or try again.
          </Typography>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth size="large">
            Return to Login
          </Button>
        </Box>
      ) : (
        <Box component="form" method="post" noValidate onSubmit={submit}>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            name="email"
            fullWidth
            sx={{ mb: 2 }}
          />
          <SubmitButton busy={forgot.isPending} label="Send Reset Link" />
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          Remember your password? Sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}
