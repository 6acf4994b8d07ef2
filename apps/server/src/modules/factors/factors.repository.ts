import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { moodEntries, ownFactors, users } from '../../db/schema';

export type OwnFactorRow = typeof ownFactors.$inferSelect;

/** The person's own factors in their order (hidden ones too). */
export function listOwnFactors(db: Db, userId: string) {
  return db
    .select()
    .from(ownFactors)
    .where(eq(ownFactors.userId, userId))
    .orderBy(asc(ownFactors.position), asc(ownFactors.createdAt), asc(ownFactors.id));
}

export async function findOwnFactor(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(ownFactors)
    .where(and(eq(ownFactors.id, id), eq(ownFactors.userId, userId)));
  return row;
}

/**
 * Runs `work` with the person's own factors as they are, the person's row locked meanwhile: two
 * changes at once (two tabs adding, an import) cannot both pass the limit or take one name.
 */
export function withOwnFactorsLocked<T>(
  db: Db,
  userId: string,
  work: (tx: Db, rows: OwnFactorRow[]) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return work(tx, await listOwnFactors(tx, userId));
  });
}

export async function insertOwnFactors(db: Db, rows: (typeof ownFactors.$inferInsert)[]) {
  return rows.length ? db.insert(ownFactors).values(rows).returning() : [];
}

export async function updateOwnFactor(
  db: Db,
  userId: string,
  id: string,
  set: Partial<typeof ownFactors.$inferInsert>,
) {
  const [row] = await db
    .update(ownFactors)
    .set(set)
    .where(and(eq(ownFactors.id, id), eq(ownFactors.userId, userId)))
    .returning();
  return row;
}

/** Puts the factors in the order of `ids` (each already known to be the person's). */
export async function reorderOwnFactors(db: Db, userId: string, ids: string[], now: Date) {
  if (!ids.length) return;
  const cases = sql.join(
    ids.map((id, position) => sql`when ${id}::uuid then ${position}::integer`),
    sql` `,
  );
  await db
    .update(ownFactors)
    .set({ position: sql`case ${ownFactors.id} ${cases} end`, updatedAt: now })
    .where(eq(ownFactors.userId, userId));
}

/** How many of the person's entries name `token`. */
export async function entriesNaming(db: Db, userId: string, token: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(moodEntries)
    .where(and(eq(moodEntries.userId, userId), sql`${token} = any(${moodEntries.factors})`));
  return row?.n ?? 0;
}

/** Deletes the factor unless an entry names it (checked in the same statement): whether it went. */
export async function deleteUnusedOwnFactor(db: Db, userId: string, id: string, token: string) {
  const rows = await db
    .delete(ownFactors)
    .where(
      and(
        eq(ownFactors.id, id),
        eq(ownFactors.userId, userId),
        sql`not exists (select 1 from ${moodEntries} where ${moodEntries.userId} = ${userId} and ${token} = any(${moodEntries.factors}))`,
      ),
    )
    .returning({ id: ownFactors.id });
  return rows.length > 0;
}
