import { USERNAME_RULES } from '@moodcraft/core/accounts/messages';
import type { Db } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { findUserByUsername } from './users.repository';

/** Which unique rule a failed write broke, from PostgreSQL's answer. */
export function uniqueViolation(error: unknown): 'email' | 'username' | null {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  if (constraint === 'users_username_lower_key') return 'username';
  if (constraint === 'users_email_key') return 'email';
  return null;
}

export const usernameTaken = () =>
  new HttpError(409, USERNAME_RULES.taken, [{ path: 'username', message: USERNAME_RULES.taken }]);

/**
 * A username someone is choosing (at sign-up, or changing theirs): 3 to 30 characters and nobody
 * else's, whatever its capitals. `userId`: the person changing it, whose own name does not count.
 */
export async function checkNewUsername(db: Db, username: string, userId?: string) {
  if (username.length < USERNAME_RULES.min || username.length > USERNAME_RULES.max) {
    throw new HttpError(400, USERNAME_RULES.length, [
      { path: 'username', message: USERNAME_RULES.length },
    ]);
  }
  const holder = await findUserByUsername(db, username);
  if (holder && holder.id !== userId) throw usernameTaken();
}
