import { eq } from 'drizzle-orm';
import { knownRegion, type CrisisRegion } from '@moodcraft/core/companion/helplines';
import { guessRegion } from '@moodcraft/core/companion/region-guess';
import type { AppDeps } from '../../deps';
import { userSettings } from '../../db/schema';

/** The language tags of an Accept-Language header, most wanted first. */
export function languagesOf(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(/q=([\d.]+)/.exec(params.join(';'))?.[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag)
    .slice(0, 10);
}

/**
 * Whose helplines a person sees (DESIGN decision 24): their own choice; else their country guessed
 * from their time zone and their browser's language; else this server's CRISIS_REGION.
 */
export function effectiveRegion(
  deps: AppDeps,
  settings: { crisisRegion: string | null; timeZone: string } | undefined,
  languages: readonly string[],
): { region: CrisisRegion; chosen: boolean } {
  const chosen = knownRegion(settings?.crisisRegion);
  if (chosen) return { region: chosen, chosen: true };
  return {
    region: guessRegion(settings?.timeZone, languages) ?? deps.config.CRISIS_REGION,
    chosen: false,
  };
}

export async function regionOf(deps: AppDeps, userId: string, languages: readonly string[]) {
  const [row] = await deps.database.db
    .select({ crisisRegion: userSettings.crisisRegion, timeZone: userSettings.timeZone })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return effectiveRegion(deps, row, languages).region;
}
