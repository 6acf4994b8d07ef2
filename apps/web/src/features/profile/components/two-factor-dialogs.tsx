import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { errorMessage } from '../../../lib/api-client';
import { PasswordField } from '../../../components/password-field';
import { useTwoFactorDisable, useTwoFactorEnable, useTwoFactorSetup } from '../api/profile-api';

type Props = {
  open: boolean;
  onClose: () => void;
  notify: (text: string, severity: 'success' | 'error') => void;
};

export function TwoFactorSetupDialog({ open, onClose, notify }: Props) {
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);

  const { mutate: startSetup, isIdle } = setup;
  useEffect(() => {
    if (open && isIdle) startSetup();
  }, [open, isIdle, startSetup]);

  const close = () => {
    setCode('');
    setError('');
    setCodes(null);
    setup.reset();
    onClose();
  };

  const confirm = () => {
    setError('');
    enable.mutate(code.trim(), {
      onSuccess: ({ recoveryCodes }) => {
        setCodes(recoveryCodes);
        notify('Setting updated: Two-Factor Authentication', 'success');
      },
      onError: (e) => setError(errorMessage(e, 'That code did not work. Please try again.')),
    });
  };

  const download = () => {
    const blob = new Blob(
      [`MoodCraft recovery codes\n\n${codes!.join('\n')}\n\nEach code works once.\n`],
      { type: 'text/plain' },
    );
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = 'moodcraft-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>Two-factor authentication</DialogTitle>
      <DialogContent>
        {codes ? (
          <>
            <Alert severity="success" sx={{ mb: 2 }}>
              Two-factor authentication is on.
            </Alert>
            <DialogContentText sx={{ mb: 2 }}>
              Keep these recovery codes somewhere safe. Each one signs you in once if you lose your
              phone. They are shown only now.
            </DialogContentText>
            <Box
              component="ul"
              aria-label="Recovery codes"
              sx={{
                listStyle: 'none',
                p: 2,
                m: 0,
                display: 'grid',
                gridTemplateColumns: '1fr 1fr',
                gap: 1,
                bgcolor: 'action.hover',
                borderRadius: 2,
                fontFamily: 'monospace',
                fontSize: '1rem',
              }}
            >
              {codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </Box>
          </>
        ) : (
          <Stack spacing={2}>
            <DialogContentText>
              Scan this code with an authenticator app (such as Aegis, Google Authenticator or
              1Password), then enter the 6-digit code it shows.
            </DialogContentText>
            {setup.isError && (
              <Alert severity="error">
                {errorMessage(setup.error, 'Could not start the setup. Please try again.')}
              </Alert>
            )}
            {setup.data && (
              <>
                <Box
                  component="img"
                  src={setup.data.qrCode}
                  alt="QR code for your authenticator app"
                  sx={{
                    width: 200,
                    height: 200,
                    alignSelf: 'center',
                    borderRadius: 2,
                    bgcolor: '#fff',
                    p: 1,
                  }}
                />
                <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                  Can’t scan? Enter this key:{' '}
                  <Box component="code" sx={{ wordBreak: 'break-all' }}>
                    {setup.data.secret}
                  </Box>
                </Typography>
              </>
            )}
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label="6-digit code"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
              fullWidth
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {codes ? (
          <>
            <Button onClick={download}>Download codes</Button>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close}>Cancel</Button>
            <Button
              variant="contained"
              onClick={confirm}
              disabled={code.length !== 6 || enable.isPending || !setup.data}
            >
              {enable.isPending ? 'Checking...' : 'Turn on'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

export function TwoFactorDisableDialog({ open, onClose, notify }: Props) {
  const disable = useTwoFactorDisable();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const close = () => {
    setPassword('');
    setError('');
    onClose();
  };
  const confirm = () => {
    disable.mutate(password, {
      onSuccess: () => {
        notify('Setting updated: Two-Factor Authentication', 'success');
        close();
      },
      onError: (e) => setError(errorMessage(e, 'Failed to update setting')),
    });
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>Turn off two-factor authentication?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Your account will be protected by your password alone, and your recovery codes will stop
          working. Enter your password to confirm.
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <PasswordField
          label="Password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          fullWidth
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          color="error"
          onClick={confirm}
          disabled={!password || disable.isPending}
        >
          Turn off
        </Button>
      </DialogActions>
    </Dialog>
  );
}
