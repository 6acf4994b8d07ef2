import { useEffect, useRef } from 'react';
import { useAuth } from './auth-context';
import { useSettings, useUpdateSetting } from '../features/profile/api/profile-api';
import { useColorMode } from './color-mode';

/** After signing in, the theme follows the dark-mode setting saved on the server. */
export function SettingsSync() {
  const { user, status } = useAuth();
  const settings = useSettings(status === 'signedIn');
  const update = useUpdateSetting();
  const { mode, setMode } = useColorMode();
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user) {
      appliedFor.current = null;
      return;
    }
    if (settings.data && appliedFor.current !== user.id) {
      appliedFor.current = user.id;
      const untouched = settings.data.createdAt === settings.data.updatedAt;
      if (untouched) {
        const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
        // A new account keeps the theme the person already had, and reminders follow their clock.
        update.mutate({
          darkMode: mode === 'dark',
          ...(browserZone && browserZone !== settings.data.timeZone
            ? { timeZone: browserZone }
            : {}),
        });
      } else {
        setMode(settings.data.darkMode ? 'dark' : 'light');
      }
    }
  }, [user, settings.data, setMode, mode, update]);
  return null;
}
