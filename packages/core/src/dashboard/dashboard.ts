import { z } from '../common/zod';
import { insightsResponse } from '../moods/insights';
import { weeklyRecapResponse } from '../moods/recap';

/** How many of the newest entries the dashboard's chart draws. */
export const DASHBOARD_POINTS = 14;
/** How many of the newest crafts the dashboard names. */
export const DASHBOARD_CRAFTS = 3;

const { totalEntries, streakDays, weekly, topEmotions, topTriggers, distribution } =
  insightsResponse.shape;

/**
 * Exactly what the dashboard shows, and nothing more: no notes, no craft contents, the chart's
 * points only. Small whatever the length of the history (about 2 KB gzip for ten years).
 */
export const dashboardResponse = z.object({
  username: z.string(),
  totalEntries,
  streakDays,
  weekly,
  topEmotions,
  topTriggers,
  distribution,
  /** the newest entries, newest first: when, how good (pleasantness), how strong (score) and which feeling (no notes) */
  points: z.array(
    z.object({
      date: z.string(),
      score: z.number().int(),
      pleasantness: z.number(),
      primaryEmotion: z.string(),
      subEmotion: z.string(),
    }),
  ),
  /** the newest crafts, newest first: what kind and what title */
  latestCrafts: z.array(
    z.object({
      id: z.string(),
      type: z.enum(['writing', 'drawing', 'audio', 'dancing']),
      title: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** reminders are on, it is past the chosen time in the person's zone, and nothing is logged today */
  reminderDue: z.boolean(),
  /** the last whole week (Monday to Sunday), when it had an entry */
  recap: weeklyRecapResponse.nullable(),
});
export type Dashboard = z.infer<typeof dashboardResponse>;
