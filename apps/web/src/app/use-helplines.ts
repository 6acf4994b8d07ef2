import { helplinesFor, type Helpline } from '@moodcraft/core/companion/helplines';
import { useSettings } from '../features/profile/api/profile-api';
import { useMeta } from '../lib/use-meta';

/**
 * The signed-in person's helplines: those of the country in their settings (chosen, or guessed
 * from their time zone), else this server's region, else the international list. The list itself
 * is part of the app, so it shows without a connection.
 */
export function useHelplines(): Helpline[] {
  const settings = useSettings();
  const meta = useMeta();
  return helplinesFor(settings.data?.crisisRegion ?? meta.data?.crisisRegion);
}
