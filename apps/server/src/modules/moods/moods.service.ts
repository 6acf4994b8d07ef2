import {
  FUTURE_DATE_MESSAGE,
  ENTRY_ID_TAKEN_MESSAGE,
  isFutureMood,
  MOOD_PAGE_DEFAULT,
  type MoodCreateData,
  type MoodEditData,
  type MoodEntry,
  type MoodEntryData,
  type MoodListQuery,
} from '@moodcraft/core/moods/moods';
import {
  averageMood,
  dailyAverages,
  emotionDistribution,
  entriesInRange,
  factorImpact,
  insightTexts,
  type InsightRange,
  topEmotions,
  topTriggers,
  trendOf,
  weeklySummary,
} from '@moodcraft/core/moods/analytics';
import { currentStreak, dayKey } from '@moodcraft/core/stats/days';
import { insightsResponse, type Insights } from '@moodcraft/core/moods/insights';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { openField, sealField } from '../../db/encrypted-fields';
import { moodEntries } from '../../db/schema';
import { compress, COMPRESS_THRESHOLD, type Encoding } from '../../lib/compression';
import { HttpError } from '../../plugins/errors';
import { settingsOf } from '../settings/settings.service';
import type { JsonBody, MoodFacts, MoodReadCache } from './mood-read-cache';

const MINUTE = 60 * 1000;
import {
  deleteMood,
  findMood,
  insertMood,
  insertMoodOnce,
  listMoodFacts,
  listMoods,
  ownsMood,
  updateMood,
  type MoodRow,
} from './moods.repository';

/** Keeps the bytes of the JSON text, with room for its compressed forms (a tenth of it or less). */
function cacheJson(set: (body: JsonBody, bytes: number) => void, json: string): JsonBody {
  const body: JsonBody = { bytes: Buffer.from(json), encoded: {} };
  set(body, body.bytes.length * 1.25);
  return body;
}

/** a fair estimate of the memory one analytics fact takes */
const FACT_BYTES = 240;

export const moodNotFound = () => new HttpError(404, 'This mood entry does not exist');

function toEntry(deps: AppDeps, row: MoodRow): MoodEntry {
  return {
    id: row.id,
    _id: row.id,
    date: row.date.toISOString(),
    primaryEmotion: row.primaryEmotion,
    subEmotion: row.subEmotion,
    score: row.score,
    pleasantness: row.pleasantness,
    pleasantnessDerived: row.pleasantnessDerived,
    factors: row.factors,
    notes: openField(deps.encryption, moodEntries.notes, row.id, row.notes),
    creativeActivity: row.creativeActivity,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The row's values; the notes sealed for the row `id`. */
const toRow = (deps: AppDeps, id: string, data: MoodEntryData) => ({
  date: new Date(data.date),
  primaryEmotion: data.primaryEmotion,
  subEmotion: data.subEmotion,
  score: data.score,
  pleasantness: data.pleasantness,
  pleasantnessDerived: data.pleasantnessDerived,
  factors: data.factors,
  notes: sealField(deps.encryption, moodEntries.notes, id, data.notes),
  creativeActivity: data.creativeActivity,
});

export async function listEntries(deps: AppDeps, userId: string, query: MoodListQuery) {
  const rows = await listMoods(deps.database.db, userId, {
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    limit: query.limit ?? MOOD_PAGE_DEFAULT,
    before: query.before,
    emotion: query.emotion,
    factor: query.factor,
  });
  // an empty page after an entry that is not there (deleted, or someone else's) says so
  if (
    query.before &&
    rows.length === 0 &&
    !(await ownsMood(deps.database.db, userId, query.before))
  ) {
    throw new HttpError(400, 'That entry is no longer in your list: start again from the newest');
  }
  return rows.map((row) => toEntry(deps, row));
}

/** A cached answer in the encoding asked for, compressed once per version. */
export async function encodedBody(body: JsonBody, encoding: Encoding | null): Promise<Buffer> {
  if (!encoding || body.bytes.length < COMPRESS_THRESHOLD) return body.bytes;
  return (body.encoded[encoding] ??= await compress(body.bytes, encoding));
}

/** A mood is for now or the past: a time still to come would move every chart's axis. */
function notInFuture(deps: AppDeps, data: MoodEntryData) {
  if (isFutureMood(data.date, deps.now()))
    throw new HttpError(400, FUTURE_DATE_MESSAGE, [{ path: 'date', message: FUTURE_DATE_MESSAGE }]);
}

/**
 * Logs an entry. One whose id was made on the device is stored once: sent again, the answer is
 * the entry as stored (`created: false`); an id that is someone else's entry is refused without
 * a word about that entry.
 */
export async function createEntry(
  deps: AppDeps,
  userId: string,
  { id: deviceId, ...data }: MoodCreateData,
): Promise<{ entry: MoodEntry; created: boolean }> {
  notInFuture(deps, data);
  const { db } = deps.database;
  if (!deviceId) {
    const id = randomUUID();
    const row = await insertMood(db, { id, userId, ...toRow(deps, id, data) });
    return { entry: toEntry(deps, row), created: true };
  }
  // twice at most: an entry in the way may be deleted between the insert and the look-up
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = await insertMoodOnce(db, {
      id: deviceId,
      userId,
      ...toRow(deps, deviceId, data),
    });
    if (row) return { entry: toEntry(deps, row), created: true };
    const stored = await findMood(db, deviceId);
    if (stored?.userId === userId) return { entry: toEntry(deps, stored), created: false };
    if (stored) throw new HttpError(409, ENTRY_ID_TAKEN_MESSAGE);
  }
  throw new HttpError(409, ENTRY_ID_TAKEN_MESSAGE);
}

/**
 * Changes an entry. With `updatedAt` (when the edit was made on the device), an entry changed
 * later than that stays as stored, and is the answer: the later edit wins.
 */
export async function editEntry(
  deps: AppDeps,
  userId: string,
  id: string,
  { updatedAt, ...data }: MoodEditData,
) {
  notInFuture(deps, data);
  const { db } = deps.database;
  const row = await updateMood(db, userId, id, toRow(deps, id, data), {
    now: deps.now(),
    editedAt: updatedAt ? new Date(updatedAt) : undefined,
  });
  if (row) return toEntry(deps, row);
  // not changed: either newer than this edit, or not the person's entry at all
  const stored = updatedAt ? await findMood(db, id) : undefined;
  if (stored?.userId !== userId) throw moodNotFound();
  return toEntry(deps, stored);
}

export async function removeEntry(deps: AppDeps, userId: string, id: string) {
  if (!(await deleteMood(deps.database.db, userId, id))) throw moodNotFound();
}

/**
 * The insights answer as JSON text, computed once per version of the person's entries, time
 * zone, year and range asked for and clock minute: a dashboard opened again, or open in two tabs,
 * costs a lookup instead of a pass over every entry.
 */
export async function insightsJson(
  deps: AppDeps,
  cache: MoodReadCache,
  auth: { userId: string; moodsVersion: number },
  { year, range = 'month' }: { year?: number; range?: InsightRange } = {},
): Promise<JsonBody> {
  const { timeZone } = await settingsOf(deps, auth.userId);
  const now = deps.now();
  const key = `${year ?? ''}/${range}/${timeZone}/${Math.floor(now.getTime() / MINUTE)}`;
  const cached = cache.insights.get(auth.userId, key, auth.moodsVersion);
  if (cached !== undefined) return cached;
  return cacheJson(
    (body, bytes) => cache.insights.set(auth.userId, key, auth.moodsVersion, body, bytes),
    JSON.stringify(
      insightsResponse.parse(await insightsFor(deps, cache, auth, { timeZone, now, year, range })),
    ),
  );
}

/**
 * The facts of every entry of a person (no notes), from the cache while their moods version
 * stands. The version came with the session, read before the entries: a cached copy is never
 * older than it.
 */
export async function moodFactsOf(
  deps: AppDeps,
  cache: MoodReadCache,
  { userId, moodsVersion }: { userId: string; moodsVersion: number },
) {
  let entries = cache.facts.get(userId, 'all', moodsVersion);
  if (!entries) {
    entries = await listMoodFacts(deps.database.db, userId);
    cache.facts.set(userId, 'all', moodsVersion, entries, entries.length * FACT_BYTES);
  }
  return entries;
}

/** What both the dashboard and the insights show: counts, streak, the week, top emotions and triggers. */
export function summaryOf(entries: MoodFacts, now: Date, timeZone: string) {
  return {
    totalEntries: entries.length,
    streakDays: currentStreak(
      entries.map((e) => dayKey(e.date, timeZone)),
      dayKey(now, timeZone),
    ),
    weekly: weeklySummary(entries, now),
    topEmotions: topEmotions(entries, 3),
    topTriggers: topTriggers(entries, 3),
    distribution: emotionDistribution(entries, 5),
  };
}

/** Every insight of the mood tracker and dashboard, from one read of the person's entries. */
export async function insightsFor(
  deps: AppDeps,
  cache: MoodReadCache,
  auth: { userId: string; moodsVersion: number },
  {
    timeZone,
    now,
    year,
    range = 'month',
  }: { timeZone: string; now: Date; year?: number; range?: InsightRange },
): Promise<Insights> {
  const entries = await moodFactsOf(deps, cache, auth);
  const calendarYear = year ?? Number(dayKey(now, timeZone).slice(0, 4));
  const prefix = `${calendarYear}-`;
  return {
    ...summaryOf(entries, now, timeZone),
    range,
    averageMood: averageMood(entries),
    trend: trendOf(entries),
    // the distribution, factor impact and texts look back over the range; the rest as they are
    distribution: emotionDistribution(entriesInRange(entries, now, range), 5),
    factorImpact: factorImpact(entries, now, 2, 5, range),
    insights: insightTexts(entries, now, timeZone, range),
    calendar: {
      year: calendarYear,
      days: dailyAverages(entries, timeZone).filter((d) => d.day.startsWith(prefix)),
    },
  };
}
