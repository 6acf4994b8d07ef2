import { and, eq, isNotNull } from 'drizzle-orm';
import { computeAchievements } from '@moodcraft/core/stats/achievements';
import { currentStreak, dayKey } from '@moodcraft/core/stats/days';
import type { AppDeps } from '../../deps';
import { articleProgress, chatMessages, crafts, moodEntries, userSettings } from '../../db/schema';

/** Everything stats and achievements are computed from: one pass over each kind of activity. */
async function activityOf(deps: AppDeps, userId: string) {
  const db = deps.database.db;
  const [settings] = await db
    .select({ timeZone: userSettings.timeZone })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  const timeZone = settings?.timeZone ?? 'UTC';
  const moods = await db
    .select({ date: moodEntries.date, pleasantness: moodEntries.pleasantness })
    .from(moodEntries)
    .where(eq(moodEntries.userId, userId));
  const craftRows = await db
    .select({ createdAt: crafts.createdAt, type: crafts.type })
    .from(crafts)
    .where(eq(crafts.userId, userId));
  const chats = await db
    .select({ createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.role, 'user')));
  const progress = await db
    .select()
    .from(articleProgress)
    .where(and(eq(articleProgress.userId, userId), isNotNull(articleProgress.completedAt)));
  // A quiz and a set of exercises are each a module; both date from the article's first completion.
  const modules = progress.flatMap((p) => [
    ...(p.quizScore !== null ? [p.completedAt!] : []),
    ...(p.exercisesCompleted ? [p.completedAt!] : []),
  ]);
  return { timeZone, moods, craftRows, chats, modules };
}

export async function statsOf(deps: AppDeps, userId: string) {
  const { timeZone, moods, craftRows, chats, modules } = await activityOf(deps, userId);
  const moodDays = moods.map((m) => dayKey(m.date, timeZone));
  const activeDays = new Set([
    ...moodDays,
    ...craftRows.map((c) => dayKey(c.createdAt, timeZone)),
    ...chats.map((c) => dayKey(c.createdAt, timeZone)),
    ...modules.map((d) => dayKey(d, timeZone)),
  ]);
  // the average mood is how the entries felt (decision 23), not how strongly
  const total = moods.reduce((sum, m) => sum + m.pleasantness, 0);
  return {
    daysActive: activeDays.size,
    moodEntries: moods.length,
    modulesCompleted: modules.length,
    journalEntries: craftRows.filter((c) => c.type === 'writing').length,
    averageMood: moods.length ? Math.round((total / moods.length) * 10) / 10 : 0,
    streakDays: currentStreak(moodDays, dayKey(deps.now(), timeZone)),
  };
}

export async function achievementsOf(deps: AppDeps, userId: string) {
  const { timeZone, moods, craftRows, chats, modules } = await activityOf(deps, userId);
  return computeAchievements({
    moodDates: moods.map((m) => m.date),
    moodDays: moods.map((m) => dayKey(m.date, timeZone)),
    craftDates: craftRows.map((c) => c.createdAt),
    chatDates: chats.map((c) => c.createdAt),
    moduleDates: modules,
  });
}
