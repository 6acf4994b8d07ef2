import { and, eq, isNull } from 'drizzle-orm';
import type { Settings, SettingsUpdate } from '@moodcraft/core/accounts/accounts';
import { knownRegion } from '@moodcraft/core/companion/helplines';
import type { AppDeps } from '../../deps';
import { shareLinks, userSettings, users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { effectiveRegion } from '../companion/region';

type Row = typeof userSettings.$inferSelect;

const toSettings = (
  deps: AppDeps,
  row: Row,
  twoFactorAuth: boolean,
  languages: readonly string[],
): Settings => ({
  emailNotifications: row.emailNotifications,
  moodReminders: row.moodReminders,
  weeklyReports: row.weeklyReports,
  darkMode: row.darkMode,
  dataSharing: row.dataSharing,
  twoFactorAuth,
  reminderTime: row.reminderTime,
  timeZone: row.timeZone,
  ...(({ region, chosen }) => ({ crisisRegion: region, crisisRegionChosen: chosen }))(
    effectiveRegion(deps, row, languages),
  ),
  weeklyReportDay: row.weeklyReportDay,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function load(deps: AppDeps, userId: string) {
  const db = deps.database.db;
  const [row] = await db
    .select({ settings: userSettings, twoFactor: users.twoFactorEnabled })
    .from(userSettings)
    .innerJoin(users, eq(users.id, userSettings.userId))
    .where(eq(userSettings.userId, userId));
  if (row) return row;
  // An account from before settings existed gets its defaults now.
  await db.insert(userSettings).values({ userId }).onConflictDoNothing();
  const [created] = await db
    .select({ settings: userSettings, twoFactor: users.twoFactorEnabled })
    .from(userSettings)
    .innerJoin(users, eq(users.id, userSettings.userId))
    .where(eq(userSettings.userId, userId));
  return created!;
}

/** `languages`: the browser's, for guessing the helplines' country when none was chosen. */
export async function settingsOf(deps: AppDeps, userId: string, languages: readonly string[] = []) {
  const { settings, twoFactor } = await load(deps, userId);
  return toSettings(deps, settings, twoFactor, languages);
}

/** A chosen region must have helplines: a code this server has no list for is refused. */
export function checkRegion(code: string | null | undefined, field = 'crisisRegion') {
  if (code == null) return null;
  const known = knownRegion(code);
  if (!known)
    throw new HttpError(400, 'We have no helplines for that country yet', [
      { path: field, message: 'Choose a country from the list, or “Another country”' },
    ]);
  return known;
}

/**
 * Changes settings. Turning Data Sharing off revokes every report link for good, in the same
 * transaction: turning it on again makes none of them work again.
 */
export async function updateSettings(
  deps: AppDeps,
  userId: string,
  changes: SettingsUpdate,
  languages: readonly string[] = [],
) {
  if (changes.crisisRegion !== undefined)
    changes = { ...changes, crisisRegion: checkRegion(changes.crisisRegion) };
  await load(deps, userId);
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(userSettings)
      .set({ ...changes, updatedAt: now })
      .where(eq(userSettings.userId, userId));
    if (changes.dataSharing === false) {
      await tx
        .update(shareLinks)
        .set({ revokedAt: now })
        .where(and(eq(shareLinks.userId, userId), isNull(shareLinks.revokedAt)));
    }
  });
  return settingsOf(deps, userId, languages);
}
