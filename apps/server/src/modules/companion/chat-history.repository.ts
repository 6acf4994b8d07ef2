import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chatMessages } from '../../db/schema';

export async function appendMessages(db: Db, rows: (typeof chatMessages.$inferInsert)[]) {
  await db.insert(chatMessages).values(rows);
}

/** The newest `limit` messages, oldest first. */
export async function recentMessages(db: Db, userId: string, limit = 200) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function clearMessages(db: Db, userId: string) {
  await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
}

