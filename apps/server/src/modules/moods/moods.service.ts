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
  unknownFactorMessage,
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
import { findFactor } from '@moodcraft/core/emotions/factors';
import {
  BUILT_IN_ONLY,
  namesOwnFactors,
  withFactorNames,
  type FactorBook,
} from '@moodcraft/core/emotions/own-factors';
import { insightsResponse, type Insights } from '@moodcraft/core/moods/insights';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { openField, sealField } from '../../db/encrypted-fields';
import { moodEntries } from '../../db/schema';
import { compress, COMPRESS_THRESHOLD, type Encoding } from '../../lib/compression';
import { HttpError } from '../../plugins/errors';
import { settingsOf } from '../settings/settings.service';
import { loadFactorBook } from '../factors/factors.service';
import type { JsonBody, MoodFacts, MoodReadCache, NamedFacts } from './mood-read-cache';

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

/**
 * The person's own factors, read once a request needs them: to name an entry's own factors
 * (stored as tokens, decision 25), or to match names to them. Most requests never do.
 */
function factorsOf(deps: AppDeps, userId: string) {
  let book: Promise<FactorBook> | undefined;
  const read = () => (book ??= loadFactorBook(deps, userId));
  return {
    /** the book, when some of `rows` name an own factor */
    forRows: async (rows: readonly { factors: readonly string[] }[]) =>
      namesOwnFactors(rows) ? read() : BUILT_IN_ONLY,
    /** what is stored for each name: a built-in one as it is, an own one's token; 400 when unknown */
    async stored(names: readonly string[]) {
      if (names.every((n) => findFactor(n) === n)) return [...names];
      const known = await read();
      return names.map((name) => {
        const stored = known.storedOf(name);
        if (stored !== undefined) return stored;
        const message = unknownFactorMessage(name);
        throw new HttpError(400, message, [{ path: 'factors', message }]);
      });
    },
    /** a factor asked for by name (or token), as it is stored; unknown names find nothing */
    async query(name: string) {
      return findFactor(name) ?? (await read()).storedOf(name) ?? name;
    },
  };
}

function toEntry(deps: AppDeps, row: MoodRow, book: FactorBook): MoodEntry {
  return {
    id: row.id,
    _id: row.id,
    date: row.date.toISOString(),
    primaryEmotion: row.primaryEmotion,
    subEmotion: row.subEmotion,
    score: row.score,
    pleasantness: row.pleasantness,
    pleasantnessDerived: row.pleasantnessDerived,
    factors: book.namesOf(row.factors),
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
  const factors = factorsOf(deps, userId);
  const rows = await listMoods(deps.database.db, userId, {
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    limit: query.limit ?? MOOD_PAGE_DEFAULT,
    before: query.before,
    emotion: query.emotion,
    factor: query.factor && (await factors.query(query.factor)),
  });
  // an empty page after an entry that is not there (deleted, or someone else's) says so
  if (
    query.before &&
    rows.length === 0 &&
    !(await ownsMood(deps.database.db, userId, query.before))
  ) {
    throw new HttpError(400, 'That entry is no longer in your list: start again from the newest');
  }
  const book = await factors.forRows(rows);
  return rows.map((row) => toEntry(deps, row, book));
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
  const factors = factorsOf(deps, userId);
  const stored = { ...data, factors: await factors.stored(data.factors) };
  const answer = async (row: MoodRow) => toEntry(deps, row, await factors.forRows([row]));
  if (!deviceId) {
    const id = randomUUID();
    const row = await insertMood(db, { id, userId, ...toRow(deps, id, stored) });
    return { entry: await answer(row), created: true };
  }
  // twice at most: an entry in the way may be deleted between the insert and the look-up
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = await insertMoodOnce(db, {
      id: deviceId,
      userId,
      ...toRow(deps, deviceId, stored),
    });
    if (row) return { entry: await answer(row), created: true };
    const found = await findMood(db, deviceId);
    if (found?.userId === userId) return { entry: await answer(found), created: false };
    if (found) throw new HttpError(409, ENTRY_ID_TAKEN_MESSAGE);
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
  const factors = factorsOf(deps, userId);
  const stored = { ...data, factors: await factors.stored(data.factors) };
  const row = await updateMood(db, userId, id, toRow(deps, id, stored), {
    now: deps.now(),
    editedAt: updatedAt ? new Date(updatedAt) : undefined,
  });
  if (row) return toEntry(deps, row, await factors.forRows([row]));
  // not changed: either newer than this edit, or not the person's entry at all
  const found = updatedAt ? await findMood(db, id) : undefined;
  if (found?.userId !== userId) throw moodNotFound();
  return toEntry(deps, found, await factors.forRows([found]));
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
  auth: { userId: string; moodsVersion: number },
) {
  return (await namedFactsOf(deps, cache, auth)).entries;
}

/**
 * The facts with each own factor by its name, and the book that named them (the built-in one
 * alone when no entry names an own factor). A change to an own factor raises the moods version
 * (migration 0015), so a cached copy never keeps an old name.
 */
export async function namedFactsOf(
  deps: AppDeps,
  cache: MoodReadCache,
  { userId, moodsVersion }: { userId: string; moodsVersion: number },
): Promise<NamedFacts> {
  let named = cache.facts.get(userId, 'all', moodsVersion);
  if (!named) {
    const rows = await listMoodFacts(deps.database.db, userId);
    const book = namesOwnFactors(rows) ? await loadFactorBook(deps, userId) : BUILT_IN_ONLY;
    named = { entries: withFactorNames(book, rows), book };
    cache.facts.set(
      userId,
      'all',
      moodsVersion,
      named,
      rows.length * FACT_BYTES + book.own.length * 200,
    );
  }
  return named;
}

/** What both the dashboard and the insights show: counts, streak, the week, top emotions and triggers. */
export function summaryOf(
  entries: MoodFacts,
  now: Date,
  timeZone: string,
  isPositive: FactorBook['isPositive'] = BUILT_IN_ONLY.isPositive,
) {
  return {
    totalEntries: entries.length,
    streakDays: currentStreak(
      entries.map((e) => dayKey(e.date, timeZone)),
      dayKey(now, timeZone),
    ),
    weekly: weeklySummary(entries, now),
    topEmotions: topEmotions(entries, 3),
    topTriggers: topTriggers(entries, 3, isPositive),
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
  const { entries, book } = await namedFactsOf(deps, cache, auth);
  const calendarYear = year ?? Number(dayKey(now, timeZone).slice(0, 4));
  const prefix = `${calendarYear}-`;
  return {
    ...summaryOf(entries, now, timeZone, book.isPositive),
    range,
    averageMood: averageMood(entries),
    trend: trendOf(entries),
    // the distribution, factor impact and texts look back over the range; the rest as they are
    distribution: emotionDistribution(entriesInRange(entries, now, range), 5),
    factorImpact: factorImpact(entries, now, 2, 5, range, book.isPositive),
    insights: insightTexts(entries, now, timeZone, range),
    calendar: {
      year: calendarYear,
      days: dailyAverages(entries, timeZone).filter((d) => d.day.startsWith(prefix)),
    },
  };
}
