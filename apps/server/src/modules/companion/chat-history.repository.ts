import { desc, eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import type { Db } from '../../db/database';
import { chatMessages } from '../../db/schema';

type NewMessage = typeof chatMessages.$inferInsert & { id: string };

const exchangeQuery = preparedPerDatabase((db) => {
  const row = (n: number) => ({
    id: sql.placeholder(`id${n}`),
    userId: sql.placeholder(`userId${n}`),
    role: sql.placeholder(`role${n}`),
    content: sql.placeholder(`content${n}`),
    crisis: sql.placeholder(`crisis${n}`),
    flagged: sql.placeholder(`flagged${n}`),
    createdAt: sql.placeholder(`createdAt${n}`),
  });
  return db
    .insert(chatMessages)
    .values([row(0), row(1)])
    .prepare('insert_exchange');
});

/** Saves a turn and its reply, in one statement. */
export async function appendExchange(db: Db, [turn, reply]: [NewMessage, NewMessage]) {
  const values: Record<string, unknown> = {};
  [turn, reply].forEach((m, n) => {
    values[`id${n}`] = m.id;
    values[`userId${n}`] = m.userId;
    values[`role${n}`] = m.role;
    values[`content${n}`] = m.content;
    values[`crisis${n}`] = m.crisis ?? false;
    values[`flagged${n}`] = m.flagged ?? false;
    values[`createdAt${n}`] = m.createdAt ?? new Date();
  });
  await exchangeQuery(db).execute(values);
}

const recentQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, sql.placeholder('userId')))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(sql.placeholder('limit'))
    .prepare('recent_chat_messages'),
);

/** The newest `limit` messages, oldest first. */
export async function recentMessages(db: Db, userId: string, limit = 200) {
  const rows = await recentQuery(db).execute({ userId, limit });
  return rows.reverse();
}

const tailQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: chatMessages.id,
      role: chatMessages.role,
      content: chatMessages.content,
      flagged: chatMessages.flagged,
      // asked with the tail, in the same statement: one round trip per turn instead of two
      crisisSince: sql<boolean>`exists (
        select 1 from ${chatMessages} as c
        where c.user_id = ${sql.placeholder('userId')}
          and c.crisis and c.created_at > ${sql.placeholder('since')}
      )`,
    })
    .from(chatMessages)
    .where(eq(chatMessages.userId, sql.placeholder('userId')))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(sql.placeholder('limit'))
    .prepare('conversation_tail'),
);

/**
 * The newest `limit` messages of a conversation, oldest first: what a reply is planned from; and
 * whether the conversation holds a crisis turn newer than `since` (none when it has no messages).
 */
export async function conversationTail(db: Db, userId: string, limit: number, since: Date) {
  const rows = await tailQuery(db).execute({ userId, limit, since });
  return { turns: rows.reverse(), crisisSince: rows[0]?.crisisSince === true };
}

export async function clearMessages(db: Db, userId: string) {
  await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
}
