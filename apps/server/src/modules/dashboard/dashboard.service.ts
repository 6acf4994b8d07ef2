import { desc, eq, sql } from 'drizzle-orm';
import {
  DASHBOARD_CRAFTS,
  DASHBOARD_POINTS,
  type Dashboard,
} from '@moodcraft/core/dashboard/dashboard';
import { weeklyRecap } from '@moodcraft/core/moods/recap';
import { reminderDue } from '@moodcraft/core/stats/reminders';
import type { AppDeps } from '../../deps';
import { at } from '../../db/encrypted-fields';
import { preparedPerDatabase } from '../../db/prepared';
import { crafts, users } from '../../db/schema';
import type { MoodReadCache } from '../moods/mood-read-cache';
import { namedFactsOf, summaryOf } from '../moods/moods.service';
import { settingsOf } from '../settings/settings.service';

const latestCraftsQuery = preparedPerDatabase((db) =>
  db
    .select({ id: crafts.id, type: crafts.type, title: crafts.title, createdAt: crafts.createdAt })
    .from(crafts)
    .where(eq(crafts.userId, sql.placeholder('userId')))
    .orderBy(desc(crafts.createdAt))
    .limit(DASHBOARD_CRAFTS)
    .prepare('dashboard_latest_crafts'),
);

const usernameQuery = preparedPerDatabase((db) =>
  db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('dashboard_username'),
);

/**
 * The dashboard's figures, from the facts of the person's entries (no notes) and the titles of
 * their three newest crafts (decrypted here): what the page shows, however long the history.
 */
export async function dashboardFor(
  deps: AppDeps,
  moodReads: MoodReadCache,
  auth: { userId: string; moodsVersion: number },
): Promise<Dashboard> {
  const db = deps.database.db;
  const [settings, { entries, book }, latest, [user]] = await Promise.all([
    settingsOf(deps, auth.userId),
    namedFactsOf(deps, moodReads, auth),
    latestCraftsQuery(db).execute({ userId: auth.userId }),
    usernameQuery(db).execute({ userId: auth.userId }),
  ]);
  const now = deps.now();
  return {
    username: user?.username ?? '',
    ...summaryOf(entries, now, settings.timeZone, book.isPositive),
    points: entries.slice(0, DASHBOARD_POINTS).map((e) => ({
      date: e.date.toISOString(),
      score: e.score,
      pleasantness: e.pleasantness,
      primaryEmotion: e.primaryEmotion,
      subEmotion: e.subEmotion,
    })),
    latestCrafts: latest.map((c) => ({
      ...c,
      title: deps.encryption.decrypt(c.title, at(crafts.title, c.id)),
      createdAt: c.createdAt.toISOString(),
    })),
    reminderDue: reminderDue(settings, entries, now),
    recap: weeklyRecap(entries, now, settings.timeZone),
  };
}
