import type { FastifyBaseLogger } from 'fastify';
import { checkNewUsername, uniqueViolation, usernameTaken } from './usernames';
import { MESSAGES, type User } from '@moodcraft/core/accounts/accounts';
import type { AppDeps } from '../../deps';
import { openField } from '../../db/encrypted-fields';
import { users } from '../../db/schema';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { HttpError } from '../../plugins/errors';
import { deleteSessionsOf } from '../auth/sessions.repository';
import { signMediaUrl } from '../media/media.service';
import { isAdmin } from '../admin/admin-rules';
import { issueDeviceCookie } from './device-cookie';
import { changeEmail } from './email-change.service';
import { sealProfile } from './profile-fields';
import { endPasswordResetsOf, findUserById, updateUser, type UserRow } from './users.repository';

/** A person's own account: what they see of it, and changing it. */

export function toUser(deps: AppDeps, row: UserRow): User {
  return {
    id: row.id,
    _id: row.id,
    username: row.username,
    email: row.email,
    phone: openField(deps.encryption, users.phone, row.id, row.phone),
    bio: openField(deps.encryption, users.bio, row.id, row.bio),
    profilePicture: row.profilePictureId ? signMediaUrl(deps, row.profilePictureId) : null,
    twoFactorEnabled: row.twoFactorEnabled,
    isAdmin: isAdmin(deps.config, row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function refuseCommonPassword(password: string, path = 'password') {
  if (isCommonPassword(password)) {
    throw new HttpError(400, MESSAGES.passwordTooCommon, [
      { path, message: MESSAGES.passwordTooCommon },
    ]);
  }
}

export async function requireUser(deps: AppDeps, userId: string) {
  const user = await findUserById(deps.database.db, userId);
  if (!user) throw new HttpError(401, 'Please sign in to continue');
  return user;
}

export async function updateProfile(
  deps: AppDeps,
  userId: string,
  body: { username: string; email: string; phone: string; bio: string; currentPassword?: string },
  log: FastifyBaseLogger,
) {
  const current = await requireUser(deps, userId);
  const { currentPassword, ...values } = body;
  // a new name follows today's rules; the person's own, even in new capitals, is theirs
  if (values.username.toLowerCase() !== current.username.toLowerCase())
    await checkNewUsername(deps.database.db, values.username, userId);
  // emails are kept lower-cased, so a change of case alone is no change
  if (values.email !== current.email) {
    return toUser(deps, await changeEmail(deps, current, values, currentPassword, log));
  }
  try {
    const row = await updateUser(deps.database.db, userId, sealProfile(deps, userId, values));
    return toUser(deps, row!);
  } catch (error) {
    if (uniqueViolation(error) === 'username') throw usernameTaken();
    throw error;
  }
}

export async function changePassword(
  deps: AppDeps,
  userId: string,
  sessionId: string,
  body: { currentPassword: string; newPassword: string },
  log: FastifyBaseLogger,
) {
  const user = await requireUser(deps, userId);
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    log.info({ userId }, 'Password change refused: wrong current password');
    throw new HttpError(400, 'Your current password is not right', [
      { path: 'currentPassword', message: 'Your current password is not right' },
    ]);
  }
  refuseCommonPassword(body.newPassword, 'newPassword');
  const row = await updateUser(deps.database.db, userId, {
    passwordHash: await hashPassword(body.newPassword),
  });
  await deleteSessionsOf(deps.database.db, userId, sessionId);
  // a reset link sent before the change no longer works
  await endPasswordResetsOf(deps.database.db, userId, deps.now());
  log.info({ userId }, 'Password changed; other sessions and reset links ended');
  // device cookies name the password they were given with: this device's is renewed
  return { message: MESSAGES.passwordChanged, deviceCookie: issueDeviceCookie(deps, row!) };
}
