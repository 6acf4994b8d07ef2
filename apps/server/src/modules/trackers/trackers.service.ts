import { randomUUID } from 'node:crypto';
import {
  normalisedScale,
  TRACKER_LIMIT,
  valueProblem,
  type TrackerKind,
} from '@moodcraft/core/trackers/definitions';
import { moodLinks, type LinkMood, type MoodLinks } from '@moodcraft/core/trackers/mood-links';
import {
  FUTURE_DAY_MESSAGE,
  TRACKER_LIMIT_MESSAGE,
  VALUES_SPAN_DEFAULT_DAYS,
  VALUES_SPAN_MAX_DAYS,
  type Tracker,
  type TrackerValue,
  type TrackerValues,
  type TrackerValuesQuery,
} from '@moodcraft/core/trackers/trackers';
import { dayKey } from '@moodcraft/core/stats/days';
import type { AppDeps } from '../../deps';
import { openField, sealField } from '../../db/encrypted-fields';
import { trackers } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { listMoodFacts } from '../moods/moods.repository';
import { loadFactorBook } from '../factors/factors.service';
import {
  BUILT_IN_ONLY,
  namesOwnFactors,
  withFactorNames,
} from '@moodcraft/core/emotions/own-factors';
import { settingsOf } from '../settings/settings.service';
import {
  deleteTracker,
  deleteValue,
  findTracker,
  hasValues,
  insertTrackerWithin,
  listTrackers,
  listValues,
  updateTracker,
  upsertValue,
  type TrackerRow,
  type TrackerValueRow,
} from './trackers.repository';

export const trackerNotFound = () => new HttpError(404, 'This tracker does not exist');

type TrackerBody = {
  kind: TrackerKind;
  name: string;
  unit: string;
  min?: number | undefined;
  max?: number | undefined;
  step?: number | undefined;
};

/** A stored tracker as the API gives it, its name and unit decrypted. */
export function openTracker(deps: AppDeps, row: TrackerRow): Tracker {
  return {
    id: row.id,
    _id: row.id,
    kind: row.kind,
    name: openField(deps.encryption, trackers.name, row.id, row.name),
    unit: openField(deps.encryption, trackers.unit, row.id, row.unit),
    min: row.min,
    max: row.max,
    step: row.step,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const sealed = (deps: AppDeps, id: string, body: TrackerBody) => ({
  name: sealField(deps.encryption, trackers.name, id, body.name),
  unit: sealField(deps.encryption, trackers.unit, id, body.unit),
  ...normalisedScale(body),
});

const valueOf = (row: TrackerValueRow): TrackerValue => ({
  trackerId: row.trackerId,
  day: row.day,
  value: row.value,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listOwnTrackers(deps: AppDeps, userId: string) {
  const rows = await listTrackers(deps.database.db, userId);
  return rows.map((row) => openTracker(deps, row));
}

export async function addTracker(deps: AppDeps, userId: string, body: TrackerBody) {
  const id = randomUUID();
  const now = deps.now();
  const row = await insertTrackerWithin(
    deps.database.db,
    // created at the database's clock: the list keeps the order they were added in
    { id, userId, ...sealed(deps, id, body), updatedAt: now },
    TRACKER_LIMIT,
  );
  if (!row) throw new HttpError(409, TRACKER_LIMIT_MESSAGE);
  return openTracker(deps, row);
}

async function ownTracker(deps: AppDeps, userId: string, id: string) {
  const row = await findTracker(deps.database.db, userId, id);
  if (!row) throw trackerNotFound();
  return row;
}

export async function changeTracker(
  deps: AppDeps,
  userId: string,
  id: string,
  body: TrackerBody & { archived?: boolean | undefined },
) {
  const row = await ownTracker(deps, userId, id);
  if (body.kind !== row.kind)
    throw new HttpError(400, 'A tracker’s kind cannot change: add a new tracker instead', [
      { path: 'kind', message: `This tracker is ${row.kind}` },
    ]);
  const restoring = body.archived === false && row.archivedAt !== null;
  if (restoring) {
    const active = (await listTrackers(deps.database.db, userId)).filter((t) => !t.archivedAt);
    if (active.length >= TRACKER_LIMIT) throw new HttpError(409, TRACKER_LIMIT_MESSAGE);
  }
  const now = deps.now();
  const archivedAt =
    body.archived === undefined ? row.archivedAt : body.archived ? (row.archivedAt ?? now) : null;
  const updated = await updateTracker(deps.database.db, userId, id, {
    ...sealed(deps, id, body),
    archivedAt,
    updatedAt: now,
  });
  if (!updated) throw trackerNotFound();
  return openTracker(deps, updated);
}

/**
 * Deletes a tracker without values. One with values is archived instead (its history stays in
 * charts and the export); deleting an archived one removes it and its values for good.
 */
export async function removeTracker(deps: AppDeps, userId: string, id: string) {
  const db = deps.database.db;
  const row = await ownTracker(deps, userId, id);
  if (row.archivedAt === null && (await hasValues(db, id))) {
    const archived = await updateTracker(db, userId, id, {
      archivedAt: deps.now(),
      updatedAt: deps.now(),
    });
    if (!archived) throw trackerNotFound();
    const tracker = openTracker(deps, archived);
    return {
      message: `${tracker.name} has values, so it was archived instead of deleted: its history stays in your charts and export. Delete it again to remove it and its values for good.`,
      tracker,
    };
  }
  if (!(await deleteTracker(db, userId, id))) throw trackerNotFound();
  return null;
}

/** Today in the person's time zone. */
async function todayOf(deps: AppDeps, userId: string) {
  const { timeZone } = await settingsOf(deps, userId);
  return { today: dayKey(deps.now(), timeZone), timeZone };
}

export async function logValue(
  deps: AppDeps,
  userId: string,
  id: string,
  day: string,
  value: number,
) {
  const row = await ownTracker(deps, userId, id);
  const tracker = openTracker(deps, row);
  if (tracker.archived)
    throw new HttpError(409, `${tracker.name} is archived: restore it to log values again`);
  const problem = valueProblem(tracker, value);
  if (problem) throw new HttpError(400, problem, [{ path: 'value', message: problem }]);
  const { today } = await todayOf(deps, userId);
  if (day > today)
    throw new HttpError(400, FUTURE_DAY_MESSAGE, [{ path: 'day', message: FUTURE_DAY_MESSAGE }]);
  const saved = await upsertValue(deps.database.db, {
    trackerId: id,
    userId,
    day,
    value,
    updatedAt: deps.now(),
  });
  return valueOf(saved);
}

export async function clearValue(deps: AppDeps, userId: string, id: string, day: string) {
  await ownTracker(deps, userId, id);
  await deleteValue(deps.database.db, userId, id, day);
}

const shiftDays = (day: string, days: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export async function valuesOf(
  deps: AppDeps,
  userId: string,
  query: TrackerValuesQuery,
): Promise<TrackerValues> {
  const to = query.to ?? (query.from ? null : (await todayOf(deps, userId)).today);
  const period = {
    from: query.from ?? shiftDays(to!, -(VALUES_SPAN_DEFAULT_DAYS - 1)),
    to: to ?? shiftDays(query.from!, VALUES_SPAN_DEFAULT_DAYS - 1),
  };
  if (shiftDays(period.from, VALUES_SPAN_MAX_DAYS) <= period.to)
    throw new HttpError(400, `A period can be at most ${VALUES_SPAN_MAX_DAYS} days`, [
      { path: 'to', message: `A period can be at most ${VALUES_SPAN_MAX_DAYS} days` },
    ]);
  const rows = await listValues(deps.database.db, userId, period);
  return { ...period, values: rows.map(valueOf) };
}

/** Every tracker and value of the person, decrypted: for the export. */
export async function exportTrackers(deps: AppDeps, userId: string) {
  const db = deps.database.db;
  const list = await listOwnTrackers(deps, userId);
  const values = (await listValues(db, userId)).map(valueOf);
  return { trackers: list, values };
}

/** "What goes with my mood": every tracker in use and every factor, against the person's moods. */
export async function insightsOf(deps: AppDeps, userId: string): Promise<MoodLinks> {
  const db = deps.database.db;
  const { timeZone } = await todayOf(deps, userId);
  const [moods, rows, values] = await Promise.all([
    listMoodFacts(db, userId),
    listTrackers(db, userId),
    listValues(db, userId),
  ]);
  const inUse = rows.filter((row) => row.archivedAt === null).map((row) => openTracker(deps, row));
  // the person's own factors go with the mood as the built-in ones do, by their names now
  const book = namesOwnFactors(moods) ? await loadFactorBook(deps, userId) : BUILT_IN_ONLY;
  return moodLinks(
    withFactorNames(book, moods),
    inUse,
    values,
    timeZone,
    book.own.map((f) => f.name),
  );
}

/**
 * The period's trackers for a report: each tracker in use with its days logged and its average
 * (or its yes days), and what went with the mood in that period, in the page's words.
 */
export async function reportTrackers(
  deps: AppDeps,
  userId: string,
  period: { from: string; to: string },
  moods: readonly LinkMood[],
  timeZone: string,
) {
  const db = deps.database.db;
  const [rows, values] = await Promise.all([
    listTrackers(db, userId),
    listValues(db, userId, period),
  ]);
  const inUse = rows.filter((row) => row.archivedAt === null).map((row) => openTracker(deps, row));
  const summaries = inUse
    .map((tracker) => {
      const own = values.filter((v) => v.trackerId === tracker.id).map((v) => v.value);
      const sum = own.reduce((a, b) => a + b, 0);
      return {
        name: tracker.name,
        unit: tracker.unit,
        kind: tracker.kind,
        days: own.length,
        average:
          tracker.kind === 'yes-no' || !own.length
            ? null
            : Math.round((sum / own.length) * 10) / 10,
        yesDays: tracker.kind === 'yes-no' ? own.filter((v) => v === 1).length : null,
      };
    })
    .filter((t) => t.days > 0);
  const links = moodLinks(moods, inUse, values.map(valueOf), timeZone).links.filter(
    (l) => l.source === 'tracker',
  );
  return { trackers: summaries, trackerLinks: links.map((l) => l.text) };
}
