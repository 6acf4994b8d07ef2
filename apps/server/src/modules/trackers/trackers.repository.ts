import { and, asc, count, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { trackers, trackerValues, users } from '../../db/schema';

export type TrackerRow = typeof trackers.$inferSelect;
export type TrackerValueRow = typeof trackerValues.$inferSelect;

/** The person's trackers, oldest first (the order they were added in). */
export function listTrackers(db: Db, userId: string) {
  return db
    .select()
    .from(trackers)
    .where(eq(trackers.userId, userId))
    .orderBy(asc(trackers.createdAt), asc(trackers.id));
}

export async function findTracker(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(trackers)
    .where(and(eq(trackers.id, id), eq(trackers.userId, userId)));
  return row;
}

/**
 * Adds a tracker unless the person already has `limit` in use: the person's row is locked while
 * counting, so two requests at once cannot both pass the limit. Undefined when at the limit.
 */
export async function insertTrackerWithin(
  db: Db,
  values: typeof trackers.$inferInsert & { userId: string },
  limit: number,
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
    const [inUse] = await tx
      .select({ n: count() })
      .from(trackers)
      .where(and(eq(trackers.userId, values.userId), isNull(trackers.archivedAt)));
    if ((inUse?.n ?? 0) >= limit) return undefined;
    const [row] = await tx.insert(trackers).values(values).returning();
    return row!;
  });
}

export async function updateTracker(
  db: Db,
  userId: string,
  id: string,
  set: Partial<typeof trackers.$inferInsert>,
) {
  const [row] = await db
    .update(trackers)
    .set(set)
    .where(and(eq(trackers.id, id), eq(trackers.userId, userId)))
    .returning();
  return row;
}

export async function deleteTracker(db: Db, userId: string, id: string) {
  const rows = await db
    .delete(trackers)
    .where(and(eq(trackers.id, id), eq(trackers.userId, userId)))
    .returning({ id: trackers.id });
  return rows.length > 0;
}

export async function hasValues(db: Db, trackerId: string) {
  const [row] = await db
    .select({ day: trackerValues.day })
    .from(trackerValues)
    .where(eq(trackerValues.trackerId, trackerId))
    .limit(1);
  return row !== undefined;
}

export async function upsertValue(
  db: Db,
  values: { trackerId: string; userId: string; day: string; value: number; updatedAt: Date },
) {
  const [row] = await db
    .insert(trackerValues)
    .values(values)
    .onConflictDoUpdate({
      target: [trackerValues.trackerId, trackerValues.day],
      set: { value: values.value, updatedAt: values.updatedAt },
    })
    .returning();
  return row!;
}

export async function deleteValue(db: Db, userId: string, trackerId: string, day: string) {
  const rows = await db
    .delete(trackerValues)
    .where(
      and(
        eq(trackerValues.trackerId, trackerId),
        eq(trackerValues.userId, userId),
        eq(trackerValues.day, day),
      ),
    )
    .returning({ day: trackerValues.day });
  return rows.length > 0;
}

/** The person's values between two days (both included), or all of them, by day. */
export function listValues(db: Db, userId: string, period?: { from: string; to: string }) {
  return db
    .select()
    .from(trackerValues)
    .where(
      and(
        eq(trackerValues.userId, userId),
        period ? gte(trackerValues.day, period.from) : undefined,
        period ? lte(trackerValues.day, period.to) : undefined,
      ),
    )
    .orderBy(asc(trackerValues.day), asc(trackerValues.trackerId));
}
