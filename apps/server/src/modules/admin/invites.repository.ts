import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { invites, users } from '../../db/schema';

export type InviteRow = typeof invites.$inferSelect;

export async function insertInvite(
  db: Db,
  row: { createdBy: string; tokenHash: string; note: string; expiresAt: Date },
) {
  const [created] = await db.insert(invites).values(row).returning();
  return created!;
}

/** Invites not used, revoked or expired, soonest to expire first, with their creator's address. */
export function listOpenInvites(db: Db, now: Date) {
  return db
    .select({ invite: invites, createdBy: users.email })
    .from(invites)
    .leftJoin(users, eq(users.id, invites.createdBy))
    .where(and(isNull(invites.usedAt), isNull(invites.revokedAt), gt(invites.expiresAt, now)))
    .orderBy(asc(invites.expiresAt));
}

export async function findInvite(db: Db, id: string) {
  const [row] = await db.select().from(invites).where(eq(invites.id, id)).limit(1);
  return row;
}

export async function findInviteByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(invites).where(eq(invites.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Revokes the invite unless it was used or revoked already; answers the revoked row. */
export async function revokeInvite(db: Db, id: string, now: Date) {
  const [row] = await db
    .update(invites)
    .set({ revokedAt: now })
    .where(and(eq(invites.id, id), isNull(invites.usedAt), isNull(invites.revokedAt)))
    .returning();
  return row;
}

/**
 * Uses the invite up for the new account, if it is still valid: one statement, so two sign-ups
 * racing for one link cannot both have it. Answers whether it was used up.
 */
export async function consumeInvite(db: Db, tokenHash: string, userId: string, now: Date) {
  const used = await db
    .update(invites)
    .set({ usedAt: now, usedBy: userId })
    .where(
      and(
        eq(invites.tokenHash, tokenHash),
        isNull(invites.usedAt),
        isNull(invites.revokedAt),
        gt(invites.expiresAt, now),
      ),
    )
    .returning({ id: invites.id });
  return used.length > 0;
}
