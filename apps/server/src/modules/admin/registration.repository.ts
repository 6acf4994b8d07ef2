import { eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';

/** The key of the lock that lets one sign-up at a time ask "am I the first account?". */
const FIRST_ACCOUNT_LOCK = 0x6d6f6f64_01;

export async function anyAccountExists(db: Db) {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return Boolean(row);
}

/**
 * Whether an account other than `userId` exists. In the sign-up's transaction, after its own row
 * is written: when none is seen, the lock is taken and the question asked again, so of two
 * sign-ups on an empty instance exactly one finds itself first (the other waits for the lock and
 * then sees the first one's committed row).
 */
export async function otherAccountExists(db: Db, userId: string) {
  const ask = async () =>
    Boolean(
      (await db.select({ id: users.id }).from(users).where(ne(users.id, userId)).limit(1))[0],
    );
  if (await ask()) return true;
  await db.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK}::bigint)`);
  return ask();
}

export async function setRole(db: Db, userId: string, role: 'admin' | 'member') {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, userId)).returning();
  return row!;
}
