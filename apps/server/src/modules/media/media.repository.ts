import { and, eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { media } from '../../db/schema';

export async function insertMedia(db: Db, row: typeof media.$inferInsert) {
  const [created] = await db.insert(media).values(row).returning();
  return created!;
}

export async function findMedia(db: Db, id: string) {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row;
}

export async function findUserMedia(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), eq(media.userId, userId)))
    .limit(1);
  return row;
}

export async function deleteMediaRow(db: Db, id: string) {
  await db.delete(media).where(eq(media.id, id));
}

export async function mediaBytesOf(db: Db, userId: string) {
  const [row] = await db
    .select({ total: sum(media.size) })
    .from(media)
    .where(eq(media.userId, userId));
  return Number(row?.total ?? 0);
}

export function listUserMedia(db: Db, userId: string) {
  return db.select().from(media).where(eq(media.userId, userId));
}
