import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Checkbox,
  Divider,
  FormControlLabel,
  LinearProgress,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LoginResponse } from '@moodcraft/core/accounts/accounts';
import { MESSAGES } from '@moodcraft/core/accounts/messages';
import { SSO_MESSAGES, SSO_PROBLEMS, type SsoProblem } from '@moodcraft/core/sso/sso';
import { errorMessage } from '../../lib/api-client';
import { useLogin, useTwoFactorLogin, withoutToken } from './api/auth-api';
import { useAuth } from '../../app/auth-context';
import { AuthCard } from './components/auth-card';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from './components/submit-button';
import { useSignInMethods, useSsoProfile } from './api/sso-api';
import { SsoButton } from './components/sso-button';
import { LinkAccount } from './components/link-account';

export default function LoginPage() {
  const { signedIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/dashboard';
  const login = useLogin();
  const secondFactor = useTwoFactorLogin();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (challenge) codeInput.current?.focus();
  }, [challenge]);

  // single sign-on: how it is offered here, and how it came back (`?sso=done|link|<problem>`)
  const methods = useSignInMethods().data;
  const [params] = useSearchParams();
  const sso = params.get('sso');
  const ssoProblem = SSO_PROBLEMS.includes(sso as SsoProblem)
    ? SSO_MESSAGES[sso as SsoProblem]
    : '';
  const ssoProfile = useSsoProfile(sso === 'done');
  useEffect(() => {
    if (!ssoProfile.data) return;
    signedIn(ssoProfile.data);
    void navigate(from, { replace: true });
  }, [ssoProfile.data, signedIn, navigate, from]);

  const finish = (user: Parameters<typeof withoutToken>[0]) => {
    if (!user?.token) {
      setError(MESSAGES.invalidResponse);
      return;
    }
    signedIn(withoutToken(user));
    void navigate(from, { replace: true });
  };

  const answered = (answer: LoginResponse) => {
    if ('twoFactorRequired' in answer) setChallenge(answer.challengeToken);
    else finish(answer);
  };

  // the fields keep what was typed before the page's script started: read from the form itself
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    const remember = form.get('remember') === 'on';
    if (!email.trim() || !password) {
      setError(MESSAGES.fillAllFields);
      return;
    }
    login.mutate(
      { email, password, remember },
      { onSuccess: answered, onError: (e) => setError(errorMessage(e, MESSAGES.loginFailed)) },
    );
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!challenge || !code.trim()) {
      setError('Please enter the code from your authenticator app');
      return;
    }
    secondFactor.mutate(
      { challengeToken: challenge, code },
      {
        onSuccess: finish,
        onError: (e) => {
          setError(errorMessage(e, MESSAGES.loginFailed));
          if (/sign in again/.test(errorMessage(e, ''))) {
            setChallenge(null);
            setCode('');
          }
        },
      },
    );
  };

  if (challenge) {
    return (
      <AuthCard
        title="Two-step verification"
        subtitle="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
      >
        <Box component="form" noValidate onSubmit={submitCode}>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            label="Authentication code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            slotProps={{
              htmlInput: { inputMode: 'text', autoCapitalize: 'none', spellCheck: false },
            }}
            inputRef={codeInput}
            fullWidth
            sx={{ mb: 2 }}
          />
          <SubmitButton busy={secondFactor.isPending} label="Verify" busyLabel="Verifying..." />
          <Link component="button" type="button" onClick={() => setChallenge(null)} sx={{ mt: 2 }}>
            Back to sign in
          </Link>
        </Box>
      </AuthCard>
    );
  }

  if (sso === 'done' && !ssoProfile.isError) {
    return (
      <AuthCard title="Signing you in">
        <LinearProgress aria-label="Signing you in" />
      </AuthCard>
    );
  }

  if (sso === 'link') {
    return (
      <AuthCard title="Link your account">
        <LinkAccount onAnswer={answered} />
      </AuthCard>
    );
  }

  const passwords = methods?.password !== false;
  return (
    <AuthCard title="Sign in to MoodCraft">
      {(ssoProblem || ssoProfile.isError) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {ssoProblem || SSO_MESSAGES.failed}
        </Alert>
      )}
      {methods?.sso && (
        <>
          <SsoButton buttonText={methods.sso.buttonText} form={form} />
          {passwords && <Divider sx={{ my: 3, color: 'text.secondary' }}>or</Divider>}
        </>
      )}
      <Box
        component="form"
        method="post"
        noValidate
        onSubmit={submit}
        ref={form}
        hidden={!passwords}
      >
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Stack spacing={2}>
          <TextField label="Email" name="email" type="email" autoComplete="email" fullWidth />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            fullWidth
          />
        </Stack>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', my: 1, flexWrap: 'wrap' }}
        >
          <FormControlLabel control={<Checkbox name="remember" />} label="Remember me" />
          <Link component={RouterLink} to="/forgot-password">
            Forgot password?
          </Link>
        </Stack>
        <SubmitButton busy={login.isPending} label="Sign In" busyLabel="Signing in..." />
        <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
          <Typography variant="body2">
            <Link component={RouterLink} to="/register">
              Don't have an account? Sign Up
            </Link>
          </Typography>
          <Typography variant="body2">
            <Link component={RouterLink} to="/" color="text.secondary">
              Back to Home
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
