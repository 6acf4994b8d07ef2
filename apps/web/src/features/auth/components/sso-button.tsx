import type { RefObject } from 'react';
import { Button } from '@mui/material';
import Login from '@mui/icons-material/Login';
import { ssoStartUrl } from '../api/sso-api';

type Props = {
  buttonText: string;
  /** the sign-in form, whose "Remember me" the sign-on follows too */
  form?: RefObject<HTMLFormElement | null>;
  invite?: string;
};

/** A plain link to the identity provider (through the server), in the look of a button. */
export function SsoButton({ buttonText, form, invite }: Props) {
  const remembered = () => {
    const box = form?.current?.elements.namedItem('remember');
    return box instanceof HTMLInputElement && box.checked;
  };
  return (
    <Button
      component="a"
      href={ssoStartUrl(false, invite)}
      onClick={(event) => {
        event.currentTarget.href = ssoStartUrl(remembered(), invite);
      }}
      variant="outlined"
      size="large"
      fullWidth
      startIcon={<Login />}
      sx={{ py: 1.25 }}
    >
      {buttonText}
    </Button>
  );
}
