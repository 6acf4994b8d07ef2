import type { MoodEntry, MoodEntryData } from '@moodcraft/core/moods/moods';
import {
  averageMood,
  dailyAverages,
  emotionDistribution,
  factorImpact,
  insightTexts,
  topEmotions,
  topTriggers,
  trendOf,
  weeklySummary,
} from '@moodcraft/core/moods/analytics';
import { currentStreak, dayKey } from '@moodcraft/core/stats/days';
import type { Insights } from '@moodcraft/core/moods/insights';
import { detectCrisis } from '@moodcraft/core/companion/crisis';
import { HELPLINES } from '@moodcraft/core/companion/helplines';
import type { AppDeps } from '../../app';
import { HttpError } from '../../plugins/errors';
import { settingsOf } from '../settings/settings.service';
import { deleteMood, insertMood, listMoodFacts, listMoods, updateMood, type MoodRow } from './moods.repository';

export const moodNotFound = () => new HttpError(404, 'This mood entry does not exist');

function toEntry(deps: AppDeps, row: MoodRow): MoodEntry {
  return {
    id: row.id,
    _id: row.id,
    date: row.date.toISOString(),
    primaryEmotion: row.primaryEmotion,
    subEmotion: row.subEmotion,
    score: row.score,
    factors: row.factors,
    notes: row.notes ? deps.encryption.decrypt(row.notes) : '',
    creativeActivity: row.creativeActivity,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toRow = (deps: AppDeps, data: MoodEntryData) => ({
  date: new Date(data.date),
  primaryEmotion: data.primaryEmotion,
  subEmotion: data.subEmotion,
  score: data.score,
  factors: data.factors,
  notes: data.notes ? deps.encryption.encrypt(data.notes) : '',
  creativeActivity: data.creativeActivity,
});

export async function listEntries(deps: AppDeps, userId: string, range: { from?: string; to?: string }) {
  const rows = await listMoods(deps.database.db, userId, {
    from: range.from ? new Date(range.from) : undefined,
    to: range.to ? new Date(range.to) : undefined,
  });
  return rows.map((row) => toEntry(deps, row));
}

/** A note that signals risk gets the helplines with the saved entry (the same check as the chat). */
function withSupport(deps: AppDeps, entry: MoodEntry): MoodEntry {
  if (!entry.notes || !detectCrisis(entry.notes).crisis) return entry;
  return { ...entry, crisis: true, resources: HELPLINES[deps.config.CRISIS_REGION] };
}

export async function createEntry(deps: AppDeps, userId: string, data: MoodEntryData) {
  return withSupport(deps, toEntry(deps, await insertMood(deps.database.db, { userId, ...toRow(deps, data) })));
}

export async function editEntry(deps: AppDeps, userId: string, id: string, data: MoodEntryData) {
  const row = await updateMood(deps.database.db, userId, id, toRow(deps, data));
  if (!row) throw moodNotFound();
  return withSupport(deps, toEntry(deps, row));
}

export async function removeEntry(deps: AppDeps, userId: string, id: string) {
  if (!(await deleteMood(deps.database.db, userId, id))) throw moodNotFound();
}

/** Every insight of the mood tracker and dashboard, from one read of the person's entries. */
export async function insightsFor(deps: AppDeps, userId: string, year?: number): Promise<Insights> {
  const [entries, settings] = await Promise.all([listMoodFacts(deps.database.db, userId), settingsOf(deps, userId)]);
  const now = deps.now();
  const { timeZone } = settings;
  const calendarYear = year ?? Number(dayKey(now, timeZone).slice(0, 4));
  const prefix = `${calendarYear}-`;
  return {
    totalEntries: entries.length,
    averageMood: averageMood(entries),
    trend: trendOf(entries),
    streakDays: currentStreak(
      entries.map((e) => dayKey(e.date, timeZone)),
      dayKey(now, timeZone),
    ),
    weekly: weeklySummary(entries, now),
    topEmotions: topEmotions(entries, 3),
    topTriggers: topTriggers(entries, 3),
    distribution: emotionDistribution(entries, 5),
    factorImpact: factorImpact(entries, now),
    insights: insightTexts(entries, now, timeZone),
    calendar: {
      year: calendarYear,
      days: dailyAverages(entries, timeZone).filter((d) => d.day.startsWith(prefix)),
    },
  };
}
