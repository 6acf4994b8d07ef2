import { and, eq, isNull } from 'drizzle-orm';
import type { Settings, SettingsUpdate } from '@moodcraft/core/accounts/accounts';
import type { AppDeps } from '../../deps';
import { shareLinks, userSettings, users } from '../../db/schema';

type Row = typeof userSettings.$inferSelect;

const toSettings = (row: Row, twoFactorAuth: boolean): Settings => ({
  emailNotifications: row.emailNotifications,
  moodReminders: row.moodReminders,
  weeklyReports: row.weeklyReports,
  darkMode: row.darkMode,
  dataSharing: row.dataSharing,
  twoFactorAuth,
  reminderTime: row.reminderTime,
  timeZone: row.timeZone,
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

export async function settingsOf(deps: AppDeps, userId: string) {
  const { settings, twoFactor } = await load(deps, userId);
  return toSettings(settings, twoFactor);
}

/**
 * Changes settings. Turning Data Sharing off revokes every report link for good, in the same
 * transaction: turning it on again makes none of them work again.
 */
export async function updateSettings(deps: AppDeps, userId: string, changes: SettingsUpdate) {
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
  return settingsOf(deps, userId);
}
