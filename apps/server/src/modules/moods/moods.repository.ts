import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import type { Db } from '../../db/database';
import { moodEntries } from '../../db/schema';

export type MoodRow = typeof moodEntries.$inferSelect;
export type NewMoodRow = typeof moodEntries.$inferInsert;

/**
 * A person's entries, newest first (ties by creation, then id, so pages never overlap), between
 * two dates; with `limit`, at most that many, and with `before`, only those after that entry.
 */
export function listMoods(
  db: Db,
  userId: string,
  range: {
    from?: Date;
    to?: Date;
    limit?: number;
    before?: string;
    emotion?: string;
    factor?: string;
  } = {},
) {
  const conditions = [eq(moodEntries.userId, userId)];
  if (range.from) conditions.push(gte(moodEntries.date, range.from));
  if (range.to) conditions.push(lte(moodEntries.date, range.to));
  if (range.emotion) conditions.push(eq(moodEntries.primaryEmotion, range.emotion));
  if (range.factor) conditions.push(sql`${range.factor} = any(${moodEntries.factors})`);
  if (range.before) {
    conditions.push(
      sql`(${moodEntries.date}, ${moodEntries.createdAt}, ${moodEntries.id}) < (
        select m.date, m.created_at, m.id from ${moodEntries} m where m.id = ${range.before} and m.user_id = ${userId})`,
    );
  }
  const query = db
    .select()
    .from(moodEntries)
    .where(and(...conditions))
    .orderBy(desc(moodEntries.date), desc(moodEntries.createdAt), desc(moodEntries.id));
  return range.limit ? query.limit(range.limit) : query;
}

/** Whether the person has an entry with this id. */
export async function ownsMood(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ id: moodEntries.id })
    .from(moodEntries)
    .where(and(eq(moodEntries.id, id), eq(moodEntries.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Only what analytics need: no notes, nothing to decrypt. */
const moodFactsQuery = preparedPerDatabase((db) =>
  db
    .select({
      date: moodEntries.date,
      primaryEmotion: moodEntries.primaryEmotion,
      subEmotion: moodEntries.subEmotion,
      score: moodEntries.score,
      pleasantness: moodEntries.pleasantness,
      factors: moodEntries.factors,
      creativeActivity: moodEntries.creativeActivity,
    })
    .from(moodEntries)
    .where(eq(moodEntries.userId, sql.placeholder('userId')))
    .orderBy(desc(moodEntries.date), desc(moodEntries.createdAt))
    .prepare('mood_facts'),
);

export function listMoodFacts(db: Db, userId: string) {
  return moodFactsQuery(db).execute({ userId });
}

// Every change to a person's entries raises users.moods_version in the same statement: a trigger
// does it (migration 0004), so each write below is one statement.

const insertMoodQuery = preparedPerDatabase((db) =>
  db
    .insert(moodEntries)
    .values({
      id: sql.placeholder('id'),
      userId: sql.placeholder('userId'),
      date: sql.placeholder('date'),
      primaryEmotion: sql.placeholder('primaryEmotion'),
      subEmotion: sql.placeholder('subEmotion'),
      score: sql.placeholder('score'),
      pleasantness: sql.placeholder('pleasantness'),
      pleasantnessDerived: sql.placeholder('pleasantnessDerived'),
      factors: sql.placeholder('factors'),
      notes: sql.placeholder('notes'),
      creativeActivity: sql.placeholder('creativeActivity'),
    })
    .returning()
    .prepare('insert_mood'),
);

export async function insertMood(
  db: Db,
  row: Omit<NewMoodRow, 'importKey' | 'createdAt' | 'updatedAt'> & { id: string },
) {
  const [created] = await insertMoodQuery(db).execute({
    ...row,
    factors: row.factors ?? [],
    notes: row.notes ?? '',
  });
  return created!;
}

/**
 * Changes an entry. A pleasantness the person gave replaces the stored one; one derived because
 * none was sent replaces it only where the stored one was derived too, so a pleasantness the
 * person chose stays until they change it (decided in the same statement as the rest).
 */
export async function updateMood(
  db: Db,
  userId: string,
  id: string,
  {
    pleasantness,
    pleasantnessDerived,
    ...values
  }: Omit<Partial<NewMoodRow>, 'pleasantness' | 'pleasantnessDerived'> & {
    pleasantness: number;
    pleasantnessDerived: boolean;
  },
) {
  const [row] = await db
    .update(moodEntries)
    .set({
      ...values,
      ...(pleasantnessDerived
        ? {
            pleasantness: sql`case when ${moodEntries.pleasantnessDerived} then ${pleasantness}::real else ${moodEntries.pleasantness} end`,
          }
        : { pleasantness, pleasantnessDerived: false }),
      updatedAt: new Date(),
    })
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
