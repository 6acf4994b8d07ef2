import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { ParsedImport } from '@moodcraft/core/data/import';
import type { ImportTrackerPreview } from '@moodcraft/core/data/import-api';
import {
  lineMessages,
  planTrackerImport,
  type PlannedTracker,
} from '@moodcraft/core/data/bearable-trackers';
import { TRACKER_LIMIT } from '@moodcraft/core/trackers/definitions';
import { dayKey } from '@moodcraft/core/stats/days';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/database';
import { sealField } from '../../db/encrypted-fields';
import { trackers, trackerValues, users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { listTrackers, listValues } from '../trackers/trackers.repository';
import { openTracker } from '../trackers/trackers.service';
import { settingsOf } from '../settings/settings.service';

/**
 * The tracker side of an import (Bearable's sleep, energy, symptoms and measurements): where each
 * value goes, what the preview says of it, and the writing, inside the import's transaction.
 * All or nothing as the rest: a value that does not fit fails the file, naming its line.
 */

type Planned = PlannedTracker & {
  /** days that already have a value: they keep it */
  taken: Set<string>;
};

export type TrackerImport = { trackers: Planned[] } | null;

function refuse(problems: string[]): never {
  throw new HttpError(
    400,
    problems.length > 1 ? `${problems[0]} (and ${problems.length - 1} more)` : problems[0]!,
    problems.slice(0, 50).map((message) => ({ path: 'content', message })),
  );
}

/**
 * Where the file's tracker values go, or null when it has none. With `addTrackers`, trackers the
 * person does not have are added; without, their values are left out and not checked.
 */
export async function planTrackers(
  deps: AppDeps,
  userId: string,
  parsed: ParsedImport,
  addTrackers: boolean,
): Promise<TrackerImport> {
  const readings = parsed.trackerReadings ?? [];
  const restored = parsed.restoredTrackers ?? [];
  if (!readings.length && !restored.length) return null;
  const db = deps.database.db;
  const { timeZone } = await settingsOf(deps, userId);
  const existing = (await listTrackers(db, userId)).map((row) => openTracker(deps, row));
  const plan = planTrackerImport(readings, existing, dayKey(deps.now(), timeZone), restored);
  const problems = [
    ...plan.problems,
    ...plan.trackers.filter((t) => t.id !== null || addTrackers).flatMap((t) => t.problems),
  ];
  // a MoodCraft export's values are named by their place in its list of tracker values
  if (problems.length)
    refuse(lineMessages(problems, parsed.format === 'moodcraft' ? 'Tracker value' : 'Line'));
  // an export whose trackers the person has, with no values to bring: nothing for the trackers
  if (!plan.trackers.length) return null;
  const values = await listValues(db, userId);
  return {
    trackers: plan.trackers.map((t) => ({
      ...t,
      taken: new Set(values.filter((v) => v.trackerId === t.id).map((v) => v.day)),
    })),
  };
}

/** The preview's word on each tracker the values go to. */
export const trackerPreview = (planned: TrackerImport): ImportTrackerPreview[] | undefined =>
  planned?.trackers.map((t) => ({
    ...t.definition,
    new: t.id === null,
    ...(t.archived ? { archived: true } : {}),
    values: t.values.length,
    duplicates: t.values.filter((v) => t.taken.has(v.day)).length,
    merged: t.merged,
  }));

/**
 * Adds the new trackers (with `addTrackers`) and the values of days without one, in the import's
 * transaction. The person's row is locked while the trackers in use are counted, as when one is
 * added by hand, so the limit of 30 holds.
 */
export async function writeTrackers(
  tx: Db,
  deps: AppDeps,
  userId: string,
  planned: TrackerImport,
  addTrackers: boolean,
) {
  if (!planned) return undefined;
  const adding = addTrackers ? planned.trackers.filter((t) => t.id === null) : [];
  // a tracker restored as archived is not in use, so it does not count towards the limit
  const inUseAdded = adding.filter((t) => !t.archived);
  if (inUseAdded.length) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [inUse] = await tx
      .select({ n: count() })
      .from(trackers)
      .where(and(eq(trackers.userId, userId), isNull(trackers.archivedAt)));
    const total = (inUse?.n ?? 0) + inUseAdded.length;
    if (total > TRACKER_LIMIT)
      refuse([
        `This file would add ${inUseAdded.length} trackers (${inUseAdded.map((t) => t.definition.name).join(', ')}), and you can keep up to ${TRACKER_LIMIT} in use. Archive or delete some on the Trackers page first, or import without adding trackers.`,
      ]);
  }
  const now = deps.now();
  let imported = 0;
  let skipped = 0;
  for (const t of planned.trackers) {
    if (t.id === null && !addTrackers) {
      skipped += t.values.length;
      continue;
    }
    let trackerId = t.id;
    if (trackerId === null) {
      trackerId = randomUUID();
      const { name, unit, kind, min, max, step } = t.definition;
      await tx.insert(trackers).values({
        id: trackerId,
        userId,
        kind,
        name: sealField(deps.encryption, trackers.name, trackerId, name),
        unit: sealField(deps.encryption, trackers.unit, trackerId, unit),
        min,
        max,
        step,
        archivedAt: t.archived ? now : null,
        // the database's clock as it runs, so the list keeps the file's order
        createdAt: sql`clock_timestamp()`,
        updatedAt: now,
      });
    }
    const fresh = t.values.filter((v) => !t.taken.has(v.day));
    skipped += t.values.length - fresh.length;
    for (let i = 0; i < fresh.length; i += 500) {
      const rows = await tx
        .insert(trackerValues)
        .values(
          fresh.slice(i, i + 500).map((v) => ({
            trackerId: trackerId!,
            userId,
            day: v.day,
            value: v.value,
            updatedAt: now,
          })),
        )
        // a value logged meanwhile stays
        .onConflictDoNothing()
        .returning({ day: trackerValues.day });
      imported += rows.length;
      skipped += Math.min(500, fresh.length - i) - rows.length;
    }
  }
  return { added: adding.map((t) => t.definition.name), imported, skipped };
}
