import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Checkbox, FormControlLabel, Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { LoginResponse } from '@moodcraft/core/accounts/accounts';
import { MESSAGES } from '@moodcraft/core/accounts/messages';
import { SSO_MESSAGES } from '@moodcraft/core/sso/sso';
import { errorMessage } from '../../../lib/api-client';
import { PasswordField } from '../../../components/password-field';
import { useLinkAccount, usePendingLink } from '../api/sso-api';
import { SubmitButton } from './submit-button';

type Props = { onAnswer: (answer: LoginResponse) => void };

/**
 * The identity provider vouched for an e-mail address that already has an account here: its
 * password, once, links the two, so no one takes over an account on the strength of an e-mail.
 */
export function LinkAccount({ onAnswer }: Props) {
  const pending = usePendingLink(true);
  const link = useLinkAccount();
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState('');
  // the one thing this page asks for takes the focus once the account is known
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (pending.data) input.current?.focus();
  }, [pending.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!password) {
      setError('Please enter your password');
      return;
    }
    link.mutate(
      { password, remember },
      { onSuccess: onAnswer, onError: (e) => setError(errorMessage(e, MESSAGES.loginFailed)) },
    );
  };

  if (pending.isPending) return <Skeleton variant="rounded" height={160} />;
  if (pending.isError)
    return (
      <Alert
        severity="warning"
        action={
          <Link component={RouterLink} to="/login" color="inherit">
            Back to sign in
          </Link>
        }
      >
        {SSO_MESSAGES.expired}
      </Alert>
    );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography sx={{ mb: 2 }}>
        An account with <strong>{pending.data.email}</strong> already exists here. Enter its
        password once, and from now on “{pending.data.provider}” signs you in to it.
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        fullWidth
        inputRef={input}
      />
      <FormControlLabel
        control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
        label="Remember me"
        sx={{ my: 1 }}
      />
      <SubmitButton busy={link.isPending} label="Link and sign in" busyLabel="Linking..." />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          Not now: back to sign in
        </Link>
      </Typography>
    </Box>
  );
}
