import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailChanges } from '../../db/schema';

export async function insertEmailChange(
  db: Db,
  row: { userId: string; oldEmail: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(emailChanges).values(row);
}

/** Marks the "this wasn't me" link used, if it is unused and unexpired; returns its change. */
export async function consumeEmailChange(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChanges.tokenHash, tokenHash),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, now),
      ),
    )
    .returning({ userId: emailChanges.userId, oldEmail: emailChanges.oldEmail });
  return row;
}

/** Ends every "this wasn't me" link of the person not yet used. */
export async function endEmailChangesOf(db: Db, userId: string, now: Date) {
  await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}
