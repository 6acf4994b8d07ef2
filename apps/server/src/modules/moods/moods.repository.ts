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

type MoodInsert = Omit<NewMoodRow, 'importKey' | 'createdAt' | 'updatedAt'> & { id: string };

export async function insertMood(db: Db, row: MoodInsert) {
  const [created] = await insertMoodQuery(db).execute({
    ...row,
    factors: row.factors ?? [],
    notes: row.notes ?? '',
  });
  return created!;
}

/**
 * Inserts an entry whose id was made on the device, unless an entry with that id exists: then
 * nothing is written and the answer is undefined.
 */
export async function insertMoodOnce(db: Db, row: MoodInsert) {
  const [created] = await db
    .insert(moodEntries)
    .values({ ...row, factors: row.factors ?? [], notes: row.notes ?? '' })
    .onConflictDoNothing({ target: moodEntries.id })
    .returning();
  return created;
}

/** The entry with this id, whoever it belongs to (the caller decides what may be told). */
export async function findMood(db: Db, id: string) {
  const [row] = await db.select().from(moodEntries).where(eq(moodEntries.id, id)).limit(1);
  return row;
}

/** The stored time of the last change, to the millisecond, as clients read and send it back. */
const storedUpdatedAt = sql`date_trunc('milliseconds', ${moodEntries.updatedAt})`;

/**
 * Changes an entry. A pleasantness the person gave replaces the stored one; one derived because
 * none was sent replaces it only where the stored one was derived too, so a pleasantness the
 * person chose stays until they change it (decided in the same statement as the rest).
 *
 * With `editedAt` (when the edit was made on the device) the later edit wins: an entry changed
 * after that stays as it is (no row answers). An edit that wins is stamped with its own time, never
 * later than `now` (a clock that runs fast) nor earlier than the stored one; one that carries the
 * stored time itself (the entry sent back as it was read) is stamped `now`.
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
  { now, editedAt }: { now: Date; editedAt?: Date },
) {
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const editAt = editedAt && sql`${editedAt.toISOString()}::timestamptz`;
  const [row] = await db
    .update(moodEntries)
    .set({
      ...values,
      ...(pleasantnessDerived
        ? {
            pleasantness: sql`case when ${moodEntries.pleasantnessDerived} then ${pleasantness}::real else ${moodEntries.pleasantness} end`,
          }
        : { pleasantness, pleasantnessDerived: false }),
      updatedAt: editAt
        ? sql`greatest(case when ${editAt} > ${storedUpdatedAt} then least(${editAt}, ${nowAt}) else ${nowAt} end, ${moodEntries.updatedAt})`
        : sql`greatest(${nowAt}, ${moodEntries.updatedAt})`,
    })
    .where(
      and(
        eq(moodEntries.id, id),
        eq(moodEntries.userId, userId),
        editAt ? sql`${storedUpdatedAt} <= ${editAt}` : undefined,
      ),
    )
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
