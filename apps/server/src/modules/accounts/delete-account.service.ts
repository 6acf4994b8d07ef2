import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { HttpError } from '../../plugins/errors';
import { listUserMedia } from '../media/media.repository';
import { requireUser } from './profile.service';

/** A person deletes their own account, with their password. */
export async function deleteAccount(deps: AppDeps, userId: string, password: string) {
  const user = await requireUser(deps, userId);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(400, 'Your password is not right', [
      { path: 'password', message: 'Your password is not right' },
    ]);
  }
  return removeAccount(deps, userId);
}

/**
 * Deletes the account, whoever asked (the person, or an admin): every media file first, then the
 * user row, which takes every other row of theirs with it (all foreign keys cascade), sessions
 * included.
 */
export async function removeAccount(deps: AppDeps, userId: string) {
  const files = await listUserMedia(deps.database.db, userId);
  for (const file of files) await deps.media.remove(file.storageKey);
  await deps.database.db.delete(users).where(eq(users.id, userId));
  return { files: files.length };
}
