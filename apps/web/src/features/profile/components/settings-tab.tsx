import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Divider,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import {
  SETTING_LABELS,
  type Settings,
  type SettingsUpdate,
} from '@moodcraft/core/accounts/accounts';
import { useColorMode } from '../../../app/color-mode';
import { errorMessage } from '../../../lib/api-client';
import {
  useEndOtherSessions,
  useSessions,
  useSettings,
  useUpdateSetting,
} from '../api/profile-api';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { ExportData } from './export-data';
import { ReminderSettings } from './reminder-settings';
import { PushSettings } from './push-settings';
import { HelplineSettings } from './helpline-settings';
import { ShareLinks } from './share-links';
import { TwoFactorDisableDialog, TwoFactorSetupDialog } from './two-factor-dialogs';
import { formatDate } from '../../../lib/dates';
import { FactorsManager } from '../../../components/own-factors/factors-manager';

type Notify = (text: string, severity: 'success' | 'error') => void;

type Toggle = 'emailNotifications' | 'moodReminders' | 'weeklyReports' | 'darkMode' | 'dataSharing';

const TOGGLES: { key: Toggle; description: string }[] = [
  {
    key: 'emailNotifications',
    description: 'Allow MoodCraft to send you emails. Off means no reminders or reports by email.',
  },
  { key: 'moodReminders', description: 'A gentle daily nudge to check in.' },
  { key: 'weeklyReports', description: 'A short summary of your week.' },
  { key: 'darkMode', description: 'Easier on the eyes at night.' },
  {
    key: 'dataSharing',
    description:
      'Lets you create a private, expiring link to a mood report for your clinician. Nothing is shared unless you make a link.',
  },
];

const formatWhen = (iso: string) =>
  formatDate(iso, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

function SessionsSection({ notify }: { notify: Notify }) {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <Box component="section" aria-labelledby="sessions-heading">
      <Typography id="sessions-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        Active Sessions
      </Typography>
      {sessions.isError && (
        <Alert severity="error">{errorMessage(sessions.error, 'Failed to load sessions')}</Alert>
      )}
      <List dense disablePadding>
        {(sessions.data ?? []).map((s) => (
          <ListItem key={s.id} disableGutters>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{s.device}</span>
                  {s.current && (
                    <Chip size="small" label="This device" color="primary" variant="outlined" />
                  )}
                </Stack>
              }
              secondary={`Signed in ${formatWhen(s.createdAt)} · last active ${formatWhen(s.lastSeenAt)}`}
            />
          </ListItem>
        ))}
      </List>
      <Button
        variant="outlined"
        sx={{ mt: 1 }}
        disabled={others === 0 || endOthers.isPending}
        onClick={() =>
          endOthers.mutate(undefined, {
            onSuccess: () => notify('Signed out of every other session', 'success'),
            onError: (e) => notify(errorMessage(e, 'Failed to end the other sessions'), 'error'),
          })
        }
      >
        Sign out other sessions{others ? ` (${others})` : ''}
      </Button>
    </Box>
  );
}

export function SettingsTab({ notify }: { notify: Notify }) {
  const settings = useSettings();
  const update = useUpdateSetting();
  const { setMode } = useColorMode();
  const [twoFactorDialog, setTwoFactorDialog] = useState<'setup' | 'disable' | null>(null);

  const toggle = (key: Toggle, value: boolean) => {
    if (key === 'darkMode') setMode(value ? 'dark' : 'light');
    update.mutate(
      { [key]: value },
      {
        onSuccess: () => notify(`Setting updated: ${SETTING_LABELS[key]}`, 'success'),
        onError: () => {
          if (key === 'darkMode') setMode(value ? 'light' : 'dark');
          notify('Failed to update setting', 'error');
        },
      },
    );
  };

  const change = (value: SettingsUpdate, label: string) =>
    update.mutate(value, {
      onSuccess: () => notify(`Setting updated: ${label}`, 'success'),
      onError: () => notify('Failed to update setting', 'error'),
    });

  if (settings.isError) return <Alert severity="error">Failed to load user settings</Alert>;
  const data: Settings | undefined = settings.data;

  return (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby="preferences-heading">
        <Typography id="preferences-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          Settings
        </Typography>
        <List disablePadding>
          {TOGGLES.map(({ key, description }) => (
            <ListItem
              key={key}
              disableGutters
              secondaryAction={
                data ? (
                  <Switch
                    edge="end"
                    checked={data[key]}
                    onChange={(e) => toggle(key, e.target.checked)}
                    slotProps={{ input: { 'aria-label': SETTING_LABELS[key] } }}
                  />
                ) : (
                  <Skeleton variant="rounded" width={40} height={24} />
                )
              }
              sx={{ pr: 8 }}
            >
              <ListItemText primary={SETTING_LABELS[key]} secondary={description} />
            </ListItem>
          ))}
          <ListItem
            disableGutters
            sx={{ pr: 8 }}
            secondaryAction={
              data ? (
                <Switch
                  edge="end"
                  checked={data.twoFactorAuth}
                  onChange={(e) => setTwoFactorDialog(e.target.checked ? 'setup' : 'disable')}
                  slotProps={{ input: { 'aria-label': SETTING_LABELS.twoFactorAuth } }}
                />
              ) : (
                <Skeleton variant="rounded" width={40} height={24} />
              )
            }
          >
            <ListItemText
              primary={SETTING_LABELS.twoFactorAuth}
              secondary="Ask for a code from your phone when you sign in."
            />
          </ListItem>
        </List>
      </Box>
      {data && (
        <>
          <ReminderSettings key={data.updatedAt} settings={data} onChange={change} />
          <PushSettings notify={notify} />
          <HelplineSettings settings={data} onChange={change} />
        </>
      )}
      <Divider />
      <Box component="section" aria-labelledby="own-factors-heading">
        <Typography id="own-factors-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
          Your factors
        </Typography>
        <FactorsManager />
      </Box>
      <Divider />
      <ChangePasswordForm />
      <Divider />
      <SessionsSection notify={notify} />
      {data && (
        <>
          <Divider />
          <ShareLinks notify={notify} dataSharing={data.dataSharing} />
        </>
      )}
      <Divider />
      <ExportData />
      <Divider />
      <DeleteAccount />
      <TwoFactorSetupDialog
        open={twoFactorDialog === 'setup'}
        onClose={() => setTwoFactorDialog(null)}
        notify={notify}
      />
      <TwoFactorDisableDialog
        open={twoFactorDialog === 'disable'}
        onClose={() => setTwoFactorDialog(null)}
        notify={notify}
      />
    </Stack>
  );
}
