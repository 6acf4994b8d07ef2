import zones from '../../../../content/helplines/time-zones.json';
import { INTERNATIONAL, knownRegion, type CrisisRegion } from './helplines';

const ZONES: Record<string, string> = zones.zones;

/**
 * A person's country, guessed from what the browser says: its time zone first (it names a place),
 * then the region part of its language ("en-GB", "pt-BR"). Nothing is asked of another service.
 * A time zone of a place without its own list (Asia/Dubai) means the international list; null
 * when nothing points anywhere (UTC and no regional language).
 */
export function guessRegion(
  timeZone: string | null | undefined,
  language?: string | readonly string[] | null,
): CrisisRegion | null {
  const fromZone = timeZone ? ZONES[timeZone] : undefined;
  if (fromZone) return fromZone;
  const languages = typeof language === 'string' ? [language] : (language ?? []);
  for (const tag of languages) {
    const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/.exec(tag.trim())?.[1];
    const known = knownRegion(region);
    if (known) return known;
  }
  const somewhere =
    timeZone && /^[A-Z][a-z]+\/[A-Za-z_]/.test(timeZone) && !timeZone.startsWith('Etc/');
  return somewhere ? INTERNATIONAL : null;
}
