import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from '../../lib/router';
import { MESSAGES } from '@moodcraft/core/accounts/messages';
import { errorMessage } from '../../lib/api-client';
import { useForgotPassword } from './api/auth-api';
import { AuthCard } from './components/auth-card';
import { SubmitButton } from './components/submit-button';

export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
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
        <Box component="form" noValidate onSubmit={submit}>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
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
