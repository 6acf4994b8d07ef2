import { useSettings } from '../features/profile/api/profile-api';

/** The signed-in person's time zone (their setting), else this browser's until it is read. */
export function useTimeZone(): string {
  const settings = useSettings();
  return settings.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
