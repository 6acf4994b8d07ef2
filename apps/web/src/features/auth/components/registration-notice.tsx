import { Alert } from '@mui/material';
import type { RegistrationStatus } from '@moodcraft/core/admin/admin';
import { REGISTRATION_MESSAGES } from '@moodcraft/core/admin/registration';

/**
 * What the register page says about who may sign up: why not, when sign-ups are closed or need
 * an invite; a welcome, when an invite link was opened or the account will be the first.
 */
export function RegistrationNotice({ status }: { status: RegistrationStatus | undefined }) {
  if (!status) return null;
  if (!status.open)
    return (
      <Alert severity={status.invite ? 'warning' : 'info'} sx={{ mb: 2 }}>
        {status.message}
      </Alert>
    );
  if (status.firstAccount)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {REGISTRATION_MESSAGES.firstAccount}
      </Alert>
    );
  if (status.invite === 'valid')
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        {REGISTRATION_MESSAGES.invited}
      </Alert>
    );
  return null;
}
