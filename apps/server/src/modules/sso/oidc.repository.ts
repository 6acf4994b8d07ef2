import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { oidcIdentities, users } from '../../db/schema';

/** The account an identity of the provider was linked to, if any. */
export async function findLinkedUser(db: Db, issuer: string, subject: string) {
  const [row] = await db
    .select({ user: users })
    .from(oidcIdentities)
    .innerJoin(users, eq(users.id, oidcIdentities.userId))
    .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)))
    .limit(1);
  return row?.user;
}

/** Links an identity to an account (once: linking it again changes nothing). */
export async function insertIdentity(
  db: Db,
  row: { userId: string; issuer: string; subject: string; email: string | null },
) {
  await db
    .insert(oidcIdentities)
    .values({ userId: row.userId, issuer: row.issuer, subject: row.subject, email: row.email })
    .onConflictDoNothing();
}
