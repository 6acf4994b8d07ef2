import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loginChallenges, moodEntries, sessions, users } from '../../db/schema';

/** What the admin page shows of an account: nothing anyone wrote, only that and when. */
const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  lastActiveAt: users.lastActiveAt,
  disabledAt: users.disabledAt,
  entryCount: sql<number>`(select count(*)::int from ${moodEntries} where ${moodEntries}.user_id = ${users}.id)`,
};

export type AccountRow = {
  id: string;
  username: string;
  email: string;
  role: 'admin' | 'member';
  createdAt: Date;
  lastActiveAt: Date | null;
  disabledAt: Date | null;
  entryCount: number;
};

/** `%`, `_` and `\` match themselves in a search, not any text. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of accounts, oldest first, whose name or address contains `search`; and how many match. */
export async function listAccounts(
  db: Db,
  query: { search?: string; offset: number; limit: number },
): Promise<{ rows: AccountRow[]; total: number }> {
  const pattern = query.search ? `%${literal(query.search)}%` : undefined;
  const where = pattern
    ? or(ilike(users.username, pattern), ilike(users.email, pattern))
    : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select(accountColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findAccount(db: Db, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Disables the account and ends every session of it, and every sign-in waiting for its second
 * factor, in one transaction.
 */
export async function disableAccount(db: Db, id: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ disabledAt: now, updatedAt: now }).where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, id));
  });
}

export async function enableAccount(db: Db, id: string, now: Date) {
  await db.update(users).set({ disabledAt: null, updatedAt: now }).where(eq(users.id, id));
}
