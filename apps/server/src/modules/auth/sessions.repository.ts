import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions, users } from '../../db/schema';

export async function insertSession(
  db: Db,
  row: { userId: string; tokenHash: string; remember: boolean; userAgent: string; expiresAt: Date },
) {
  const [created] = await db.insert(sessions).values(row).returning();
  return created!;
}

/** Every request looks its session up: prepared once per database, planned once by PostgreSQL. */
const sessionByToken = preparedPerDatabase((db) =>
  db
    .select({
      session: sessions,
      moodsVersion: users.moodsVersion,
      disabledAt: users.disabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token'),
);

type SessionRow = typeof sessions.$inferSelect & { moodsVersion: number; disabledAt: Date | null };

export async function findSessionByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<Readonly<SessionRow> | undefined> {
  const [row] = await sessionByToken(db).execute({ tokenHash });
  return (
    row &&
    Object.freeze({ ...row.session, moodsVersion: row.moodsVersion, disabledAt: row.disabledAt })
  );
}

export async function touchSession(db: Db, sessionId: string, userId: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSession(db: Db, userId: string, sessionId: string) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Ends every session of the user, except `keep` when given. */
export async function deleteSessionsOf(db: Db, userId: string, keep?: string) {
  await db
    .delete(sessions)
    .where(
      keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId),
    );
}

export function listSessionsOf(db: Db, userId: string) {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.lastSeenAt);
}
