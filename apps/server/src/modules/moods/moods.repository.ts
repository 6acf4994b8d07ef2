import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { moodEntries, users } from '../../db/schema';

export type MoodRow = typeof moodEntries.$inferSelect;
export type NewMoodRow = typeof moodEntries.$inferInsert;

export function listMoods(db: Db, userId: string, range: { from?: Date; to?: Date } = {}) {
  const conditions = [eq(moodEntries.userId, userId)];
  if (range.from) conditions.push(gte(moodEntries.date, range.from));
  if (range.to) conditions.push(lte(moodEntries.date, range.to));
  return db
    .select()
    .from(moodEntries)
    .where(and(...conditions))
    .orderBy(desc(moodEntries.date), desc(moodEntries.createdAt));
}

/** Only what analytics need: no notes, nothing to decrypt. */
export function listMoodFacts(db: Db, userId: string) {
  return db
    .select({
      date: moodEntries.date,
      primaryEmotion: moodEntries.primaryEmotion,
      subEmotion: moodEntries.subEmotion,
      score: moodEntries.score,
      factors: moodEntries.factors,
      creativeActivity: moodEntries.creativeActivity,
    })
    .from(moodEntries)
    .where(eq(moodEntries.userId, userId))
    .orderBy(desc(moodEntries.date), desc(moodEntries.createdAt));
}

/** Every change to a person's entries raises their version in the same transaction. */
export async function bumpMoodsVersion(db: Db, userId: string) {
  await db
    .update(users)
    .set({ moodsVersion: sql`${users.moodsVersion} + 1` })
    .where(eq(users.id, userId));
}

export function insertMood(db: Db, row: NewMoodRow) {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(moodEntries).values(row).returning();
    await bumpMoodsVersion(tx, row.userId);
    return created!;
  });
}

export function updateMood(db: Db, userId: string, id: string, values: Partial<NewMoodRow>) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(moodEntries)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(moodEntries.id, id), eq(moodEntries.userId, userId)))
      .returning();
    if (row) await bumpMoodsVersion(tx, userId);
    return row;
  });
}

export function deleteMood(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(moodEntries)
      .where(and(eq(moodEntries.id, id), eq(moodEntries.userId, userId)))
      .returning({ id: moodEntries.id });
    if (deleted.length > 0) await bumpMoodsVersion(tx, userId);
    return deleted.length > 0;
  });
}
