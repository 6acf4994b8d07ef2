import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  emailChanges,
  invites,
  loginChallenges,
  passwordResets,
  sentNotifications,
  sessions,
  shareLinks,
} from '../../db/schema';

const DAY = 86_400_000;
/** how long an ended report link or invite stays listed (as expired or revoked) for its owner */
export const ENDED_LINKS_KEPT_DAYS = 90;
/** how long the record of a sent reminder is kept: only the current day's is ever consulted */
export const SENT_NOTIFICATIONS_KEPT_DAYS = 14;

/**
 * Removes what can no longer be used: sessions, sign-in challenges, password-reset and
 * e-mail-change links past their time at once; report links and invites once they have been
 * listed as ended for ENDED_LINKS_KEPT_DAYS; records of old reminders. Returns the rows removed
 * per table.
 */
export async function removeExpired(db: Db, now: Date) {
  const ended = new Date(now.getTime() - ENDED_LINKS_KEPT_DAYS * DAY);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  const removed = {
    sessions: await count(
      db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    ),
    loginChallenges: await count(
      db
        .delete(loginChallenges)
        .where(lt(loginChallenges.expiresAt, now))
        .returning({ id: loginChallenges.id }),
    ),
    passwordResets: await count(
      db
        .delete(passwordResets)
        .where(lt(passwordResets.expiresAt, now))
        .returning({ id: passwordResets.id }),
    ),
    emailChanges: await count(
      db
        .delete(emailChanges)
        .where(lt(emailChanges.expiresAt, now))
        .returning({ id: emailChanges.id }),
    ),
    shareLinks: await count(
      db
        .delete(shareLinks)
        .where(
          or(
            lt(shareLinks.expiresAt, ended),
            and(isNotNull(shareLinks.revokedAt), lt(shareLinks.revokedAt, ended)),
          ),
        )
        .returning({ id: shareLinks.id }),
    ),
    invites: await count(
      db
        .delete(invites)
        // a used invite stays: it names who let the account in
        .where(and(lt(invites.expiresAt, ended), isNull(invites.usedAt)))
        .returning({ id: invites.id }),
    ),
    sentNotifications: await count(
      db
        .delete(sentNotifications)
        .where(
          lt(
            sentNotifications.createdAt,
            new Date(now.getTime() - SENT_NOTIFICATIONS_KEPT_DAYS * DAY),
          ),
        )
        .returning({ id: sentNotifications.id }),
    ),
  };
  return removed;
}
