import { useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Checkbox,
  Divider,
  FormControlLabel,
  FormHelperText,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '@moodcraft/core/accounts/messages';
import { PASSWORD_MIN } from '@moodcraft/core/common/fields';
import { regionName } from '@moodcraft/core/companion/helplines';
import { guessRegion } from '@moodcraft/core/companion/region-guess';
import { RegionOptions } from '../../components/region-options';
import { ApiError, errorMessage } from '../../lib/api-client';
import { apiFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { useRegister, withoutToken } from './api/auth-api';
import { REGISTER_FIELDS, registerProblems } from './register-rules';
import { useAuth } from '../../app/auth-context';
import { AuthCard } from './components/auth-card';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from './components/submit-button';
import { RegistrationNotice } from './components/registration-notice';
import { SsoButton } from './components/sso-button';
import { useSignInMethods } from './api/sso-api';
import { useRegistrationStatus } from '../../lib/use-registration';

const EMPTY = { username: '', email: '', password: '', confirmPassword: '' };
type Field = keyof typeof EMPTY | 'acceptTerms';

/** The browser's time zone, when it names one. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

const noSubscription = () => () => {};
const guessedName = () => {
  const region = guessRegion(browserTimeZone(), navigator.languages);
  return region ? regionName(region) : null;
};

/**
 * The country the helplines follow if the person does not choose one: known in the browser only,
 * so the page rendered at build time says "From my time zone" until the app takes over.
 */
const useGuessedRegion = () => useSyncExternalStore(noSubscription, guessedName, () => null);

export default function RegisterPage() {
  const { signedIn } = useAuth();
  const navigate = useNavigate();
  const register = useRegister();
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const guessedRegion = useGuessedRegion();
  // an invite link opens /register?invite=TOKEN; the server says whether sign-ups are open
  const [params] = useSearchParams();
  const invite = params.get('invite') || null;
  const registration = useRegistrationStatus(invite);
  const methods = useSignInMethods().data;
  const refused = registration.data?.open === false;

  const edited = (field: Field) => () =>
    setFieldErrors((f) => (f[field] ? { ...f, [field]: '' } : f));

  // the fields keep what was typed before the page's script started: read from the form itself
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const values = Object.fromEntries(
      Object.keys(EMPTY).map((field) => [field, String(form.get(field) ?? '')]),
    ) as typeof EMPTY;
    const acceptTerms = form.get('acceptTerms') === 'on';
    const crisisRegion = String(form.get('crisisRegion') ?? '') || undefined;
    const problems = registerProblems({ ...values, acceptTerms });
    setError(problems.summary);
    setFieldErrors(problems.fields as FieldErrors);
    if (Object.keys(problems.fields).length) {
      // the first field with a problem takes the focus; each says its own problem
      const first = REGISTER_FIELDS.find((f) => problems.fields[f]);
      formElement.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    register.mutate(
      {
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        acceptTerms: true,
        crisisRegion,
        timeZone: browserTimeZone(),
        ...(invite ? { invite } : {}),
      },
      {
        onSuccess: ({ data }) => {
          if (!data?.token) {
            setError(MESSAGES.invalidResponse);
            return;
          }
          signedIn(withoutToken(data));
          void navigate('/dashboard', { replace: true });
        },
        onError: (e) => {
          setFieldErrors(apiFieldErrors(e));
          setError(errorMessage(e, MESSAGES.registerFailed));
          // sign-ups closed, or the invite used, since the page opened: it now says so
          if (e instanceof ApiError && e.status === 403) void registration.refetch();
        },
      },
    );
  };

  const links = (
    <Stack spacing={1} sx={{ mt: 3, alignItems: 'center' }}>
      <Typography variant="body2">
        <Link component={RouterLink} to="/login">
          Already have an account? Sign in
        </Link>
      </Typography>
      <Typography variant="body2">
        <Link component={RouterLink} to="/" color="text.secondary">
          Back to Home
        </Link>
      </Typography>
    </Stack>
  );

  if (refused)
    return (
      <AuthCard title="Create Your account">
        <RegistrationNotice status={registration.data} />
        {links}
      </AuthCard>
    );

  // an organisation's identity provider can begin the account too (with the invite, if any)
  const sso = methods?.sso && (
    <>
      <SsoButton buttonText={methods.sso.buttonText} invite={invite ?? undefined} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Your account begins with your name and e-mail address from there. By continuing you agree to
        the{' '}
        <Link component={RouterLink} to="/terms-of-service" underline="always">
          Terms of Service
        </Link>{' '}
        and the{' '}
        <Link component={RouterLink} to="/privacy-policy" underline="always">
          Privacy Policy
        </Link>
        .
      </Typography>
    </>
  );

  if (methods && !methods.password)
    return (
      <AuthCard title="Create Your account">
        <RegistrationNotice status={registration.data} />
        {sso}
        {links}
      </AuthCard>
    );

  return (
    <AuthCard title="Create Your account">
      <RegistrationNotice status={registration.data} />
      {sso && (
        <>
          {sso}
          <Divider sx={{ my: 3, color: 'text.secondary' }}>or</Divider>
        </>
      )}
      <Box component="form" method="post" noValidate onSubmit={submit}>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Stack spacing={2}>
          <TextField
            label="Username"
            autoComplete="username"
            name="username"
            onChange={edited('username')}
            error={Boolean(fieldErrors.username)}
            helperText={fieldErrors.username}
            fullWidth
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            name="email"
            onChange={edited('email')}
            error={Boolean(fieldErrors.email)}
            helperText={fieldErrors.email}
            fullWidth
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            name="password"
            onChange={edited('password')}
            error={Boolean(fieldErrors.password)}
            helperText={
              fieldErrors.password ||
              `At least ${PASSWORD_MIN} characters. A short phrase is easy to remember.`
            }
            fullWidth
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            name="confirmPassword"
            onChange={edited('confirmPassword')}
            error={Boolean(fieldErrors.confirmPassword)}
            helperText={fieldErrors.confirmPassword}
            fullWidth
          />
          <TextField
            select
            label="Helplines for"
            name="crisisRegion"
            defaultValue=""
            error={Boolean(fieldErrors.crisisRegion)}
            helperText={
              fieldErrors.crisisRegion ||
              'If you ever need help, MoodCraft lists the crisis lines of this country. You can change it in Settings.'
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <option value="">
              {guessedRegion ? `${guessedRegion} (from my time zone)` : 'From my time zone'}
            </option>
            <RegionOptions />
          </TextField>
        </Stack>
        <FormControlLabel
          sx={{ mt: 1, alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
          control={
            <Checkbox
              name="acceptTerms"
              onChange={edited('acceptTerms')}
              slotProps={{
                input: {
                  'aria-invalid': Boolean(fieldErrors.acceptTerms),
                  'aria-describedby': fieldErrors.acceptTerms ? 'terms-error' : undefined,
                },
              }}
            />
          }
          label={
            <Typography variant="body2" sx={{ pt: 1 }}>
              I agree to the Terms of Service and Privacy Policy.
            </Typography>
          }
        />
        {fieldErrors.acceptTerms && (
          <FormHelperText id="terms-error" error sx={{ ml: 4 }}>
            {fieldErrors.acceptTerms}
          </FormHelperText>
        )}
        <FormHelperText sx={{ mb: 1, ml: 4 }}>
          Read the{' '}
          <Link component={RouterLink} to="/terms-of-service" underline="always">
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link component={RouterLink} to="/privacy-policy" underline="always">
            Privacy Policy
          </Link>
          .
        </FormHelperText>
        <SubmitButton busy={register.isPending} label="Sign Up" busyLabel="Creating Account..." />
        {links}
      </Box>
    </AuthCard>
  );
}
