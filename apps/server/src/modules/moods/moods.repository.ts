import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { moodEntries } from '../../db/schema';

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

export async function insertMood(db: Db, row: NewMoodRow) {
  const [created] = await db.insert(moodEntries).values(row).returning();
  return created!;
}

export async function updateMood(db: Db, userId: string, id: string, values: Partial<NewMoodRow>) {
  const [row] = await db
    .update(moodEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(moodEntries.id, id), eq(moodEntries.userId, userId)))
    .returning();
  return row;
}

export async function deleteMood(db: Db, userId: string, id: string) {
  const deleted = await db
    .delete(moodEntries)
    .where(and(eq(moodEntries.id, id), eq(moodEntries.userId, userId)))
    .returning({ id: moodEntries.id });
  return deleted.length > 0;
}
