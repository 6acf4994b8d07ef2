import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { attemptWindows } from '../../db/schema';

export type WindowAttempt = { allowed: true; count: number } | { allowed: false; until: Date };

/**
 * Counts one attempt under `key` in a fixed window of `windowMs`, in one atomic statement, before
 * the attempt is weighed: however many arrive together, at most `max` are allowed per window.
 * Refused attempts are not counted, so they never push the window further out.
 */
export async function reserveWindowAttempt(
  db: Db,
  attempt: { key: string; userId: string; max: number; windowMs: number; now: Date },
): Promise<WindowAttempt> {
  const { key, userId, max, windowMs, now } = attempt;
  const windowEnded = sql`${attemptWindows.windowStart} <= ${now.toISOString()}::timestamptz - ${windowMs} * interval '1 millisecond'`;
  const [row] = await db
    .insert(attemptWindows)
    .values({ key, userId, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: attemptWindows.key,
      set: {
        count: sql`case when ${windowEnded} then 1 else ${attemptWindows.count} + 1 end`,
        windowStart: sql`case when ${windowEnded} then ${now.toISOString()}::timestamptz else ${attemptWindows.windowStart} end`,
      },
      setWhere: sql`${windowEnded} or ${attemptWindows.count} < ${max}`,
    })
    .returning({ count: attemptWindows.count });
  if (row) return { allowed: true, count: row.count };
  const [held] = await db
    .select({ windowStart: attemptWindows.windowStart })
    .from(attemptWindows)
    .where(eq(attemptWindows.key, key))
    .limit(1);
  const start = held?.windowStart ?? now;
  return { allowed: false, until: new Date(start.getTime() + windowMs) };
}

/** Forgets the attempts under `key` (a right password from a trusted device). */
export async function clearAttemptWindow(db: Db, key: string) {
  await db.delete(attemptWindows).where(eq(attemptWindows.key, key));
}
