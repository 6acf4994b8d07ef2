import { Alert } from '@mui/material';
import { DELETED_NOTICE_ID } from '../../lib/account-deleted';

/**
 * Shown once, after an account was deleted: the landing page loads no script, so the notice is
 * always in the page and the address's fragment (CSS `:target`) shows it.
 */
export function DeletedNotice() {
  return (
    <Alert
      id={DELETED_NOTICE_ID}
      severity="success"
      sx={{ mb: 4, display: 'none', '&:target': { display: 'flex' } }}
    >
      Your account and everything in it have been deleted. Take care of yourself.
    </Alert>
  );
}
