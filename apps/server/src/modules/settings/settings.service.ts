import { eq } from 'drizzle-orm';
import type { Settings, SettingsUpdate } from '@moodcraft/core/accounts/accounts';
import type { AppDeps } from '../../deps';
import { userSettings, users } from '../../db/schema';

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

export async function updateSettings(deps: AppDeps, userId: string, changes: SettingsUpdate) {
  await load(deps, userId);
  await deps.database.db
    .update(userSettings)
    .set({ ...changes, updatedAt: deps.now() })
    .where(eq(userSettings.userId, userId));
  return settingsOf(deps, userId);
}
