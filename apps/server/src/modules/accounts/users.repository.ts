import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { FREE_ATTEMPTS, LOCK_BASE_MS, LOCK_MAX_MS } from './login-throttle';
import type { Db } from '../../db/database';
import {
  passwordResets,
  recoveryCodes,
  loginChallenges,
  userSettings,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

/** The account with this username, whatever its capitals. */
export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Creates the user and their settings row together. `admit`, in the same transaction, may refuse
 * the account (by throwing) or answer it changed (its role, say).
 */
export async function insertUser(
  db: Db,
  row: { id: string; username: string; email: string; passwordHash: string; bio: string },
  settings: { crisisRegion?: string | null; timeZone?: string } = {},
  admit?: (tx: Db, user: UserRow) => Promise<UserRow>,
) {
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values(row).returning();
    await tx.insert(userSettings).values({ userId: user!.id, ...settings });
    return admit ? admit(tx, user!) : user!;
  });
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function recordLoginFailure(
  db: Db,
  id: string,
  failedLogins: number,
  lockedUntil: Date | null,
) {
  await db.update(users).set({ failedLogins, lockedUntil }).where(eq(users.id, id));
}

/**
 * Counts a sign-in attempt before the password is weighed, in one atomic update, and answers the
 * attempt's number; undefined while the account is locked. From the FREE_ATTEMPTS-th attempt the
 * lock is set at once, as if it failed (a right password lifts it): however many attempts arrive
 * together, at most FREE_ATTEMPTS are weighed before the lock holds.
 */
export async function reserveLoginAttempt(db: Db, id: string, now: Date) {
  const next = sql`${users.failedLogins} + 1`;
  const [row] = await db
    .update(users)
    .set({
      failedLogins: next,
      lockedUntil: sql`case when ${next} >= ${FREE_ATTEMPTS}
        then ${now.toISOString()}::timestamptz + least(${LOCK_MAX_MS}, ${LOCK_BASE_MS} * power(2, ${next} - ${FREE_ATTEMPTS})) * interval '1 millisecond'
        end`,
    })
    .where(and(eq(users.id, id), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
    .returning({ attempt: users.failedLogins });
  return row?.attempt;
}

export async function insertPasswordReset(
  db: Db,
  row: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResets).values(row);
}

/** Marks the reset used, if it is unused and unexpired; returns its user id. */
export async function consumePasswordReset(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** Ends every reset link of the person not yet used (a newer link, or a new password, replaces them). */
export async function endPasswordResetsOf(db: Db, userId: string, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** How many reset links the person was sent since `since`. */
export async function countPasswordResetsSince(db: Db, userId: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
  return row?.count ?? 0;
}

export async function deletePasswordResetsOf(db: Db, userId: string) {
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}

export async function insertLoginChallenge(
  db: Db,
  row: { userId: string; tokenHash: string; remember: boolean; expiresAt: Date },
) {
  await db.insert(loginChallenges).values(row);
}

export async function findLoginChallenge(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(eq(loginChallenges.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Counts a try at a challenge before the code is weighed; false once `max` tries were made. */
export async function reserveChallengeAttempt(db: Db, id: string, max: number) {
  const rows = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(and(eq(loginChallenges.id, id), lt(loginChallenges.attempts, max)))
    .returning({ id: loginChallenges.id });
  return rows.length > 0;
}

export async function deleteLoginChallenge(db: Db, id: string) {
  await db.delete(loginChallenges).where(eq(loginChallenges.id, id));
}

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    if (codeHashes.length)
      await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/** Uses a recovery code once; true when it was valid and unused. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date) {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** Ends every sign-in waiting for its second factor (the account was secured). */
export async function deleteLoginChallengesOf(db: Db, userId: string) {
  await db.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
}
