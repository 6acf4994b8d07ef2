import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  Switch,
  Typography,
} from '@mui/material';
import { errorMessage } from '../../../lib/api-client';
import {
  pushState,
  pushSupported,
  sendTestPush,
  turnPushOff,
  turnPushOn,
  type PushState,
} from '../../../lib/push';

type Notify = (text: string, severity: 'success' | 'error') => void;

const EXPLAINED: Record<PushState, string> = {
  unsupported:
    'This browser cannot show notifications from a website. On an iPhone or iPad, add MoodCraft to your Home Screen first.',
  blocked:
    'Notifications are blocked for MoodCraft in this browser’s settings. Allow them there, then come back.',
  off: 'Your reminders and weekly report as notifications on this device, beside or instead of e-mail. They never show a mood or a note.',
  on: 'This device gets your reminders and weekly report. They never show a mood or a note.',
};

/** The per-device switch for push notifications, and a test. */
export function PushSettings({ notify }: { notify: Notify }) {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void pushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState(pushSupported() ? 'off' : 'unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      const next = on ? await turnPushOn() : await turnPushOff();
      setState(next);
      if (next === 'on') notify('Notifications are on for this device', 'success');
      else if (!on) notify('Notifications are off for this device', 'success');
    } catch (error) {
      notify(
        errorMessage(
          error,
          on
            ? 'This browser could not turn on notifications. Try again, or use e-mail reminders.'
            : 'Notifications could not be turned off. Try again.',
        ),
        'error',
      );
      setState(await pushState().catch(() => 'off' as const));
    } finally {
      setBusy(false);
    }
  };

  const test = async () => {
    setBusy(true);
    try {
      await sendTestPush();
      notify('A test notification is on its way', 'success');
    } catch (error) {
      notify(errorMessage(error, 'The test notification could not be sent'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const usable = state === 'on' || state === 'off';
  return (
    <Box component="section" aria-labelledby="push-heading">
      <Typography id="push-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        Notifications on This Device
      </Typography>
      <List disablePadding>
        <ListItem
          disableGutters
          sx={{ pr: 8 }}
          secondaryAction={
            <Switch
              edge="end"
              checked={state === 'on'}
              disabled={!usable || busy}
              onChange={(e) => void change(e.target.checked)}
              slotProps={{ input: { 'aria-label': 'Notifications on this device' } }}
            />
          }
        >
          <ListItemText
            primary="Push notifications"
            secondary={state ? EXPLAINED[state] : 'Checking this browser…'}
          />
        </ListItem>
      </List>
      {state === 'blocked' && (
        <Alert severity="info" sx={{ mt: 1 }}>
          E-mail reminders still work while notifications are blocked.
        </Alert>
      )}
      {state === 'on' && (
        <Button variant="outlined" sx={{ mt: 1 }} disabled={busy} onClick={() => void test()}>
          Send a test notification
        </Button>
      )}
    </Box>
  );
}
