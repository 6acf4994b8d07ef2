import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, type User } from '@moodcraft/core/accounts/accounts';
import type { AppDeps } from '../../deps';
import { hashPassword, isCommonPassword, verifyDecoy, verifyPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { HttpError } from '../../plugins/errors';
import { deleteSessionsOf } from '../auth/sessions.repository';
import { startSession } from '../auth/sessions';
import { signMediaUrl } from '../media/media.service';
import { lockAfter, lockedError, UnknownAccountThrottle } from './login-throttle';
import { verifySecondFactor } from './two-factor.service';
import {
  consumePasswordReset,
  countChallengeAttempt,
  deleteLoginChallenge,
  deletePasswordResetsOf,
  findLoginChallenge,
  findUserByEmail,
  findUserById,
  insertLoginChallenge,
  insertPasswordReset,
  insertUser,
  recordLoginFailure,
  updateUser,
  type UserRow,
} from './users.repository';

export const RESET_LIFETIME_MS = 30 * 60_000;
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
const CHALLENGE_ATTEMPTS = 5;

export function toUser(deps: AppDeps, row: UserRow): User {
  return {
    id: row.id,
    _id: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    bio: row.bio,
    profilePicture: row.profilePictureId ? signMediaUrl(deps, row.profilePictureId) : null,
    twoFactorEnabled: row.twoFactorEnabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function refuseCommonPassword(password: string, path = 'password') {
  if (isCommonPassword(password)) {
    throw new HttpError(400, MESSAGES.passwordTooCommon, [{ path, message: MESSAGES.passwordTooCommon }]);
  }
}

export async function requireUser(deps: AppDeps, userId: string) {
  const user = await findUserById(deps.database.db, userId);
  if (!user) throw new HttpError(401, 'Please sign in to continue');
  return user;
}

type Web = { request: FastifyRequest; reply: FastifyReply };

export async function register(
  deps: AppDeps,
  body: { username: string; email: string; password: string },
  { request, reply }: Web,
) {
  refuseCommonPassword(body.password);
  if (await findUserByEmail(deps.database.db, body.email)) {
    throw new HttpError(409, 'An account with this email already exists', [
      { path: 'email', message: 'An account with this email already exists' },
    ]);
  }
  const passwordHash = await hashPassword(body.password);
  let user: UserRow;
  try {
    user = await insertUser(deps.database.db, { username: body.username, email: body.email, passwordHash });
  } catch (error) {
    if ((error as { code?: string }).code === '23505' || /users_email_key/.test(String(error))) {
      throw new HttpError(409, 'An account with this email already exists');
    }
    throw error;
  }
  request.log.info({ userId: user.id }, 'Account created');
  const { token } = await startSession(deps, request, reply, user.id, true);
  return { data: { ...toUser(deps, user), token } };
}

const unknownAccounts = new WeakMap<AppDeps, UnknownAccountThrottle>();
const throttleFor = (deps: AppDeps) => {
  let throttle = unknownAccounts.get(deps);
  if (!throttle) unknownAccounts.set(deps, (throttle = new UnknownAccountThrottle()));
  return throttle;
};

export async function login(
  deps: AppDeps,
  body: { email: string; password: string; remember: boolean },
  { request, reply }: Web,
) {
  const now = deps.now();
  const email = body.email.trim().toLowerCase();
  const user = await findUserByEmail(deps.database.db, email);
  if (!user) {
    throttleFor(deps).check(email, now);
    await verifyDecoy(body.password);
    throttleFor(deps).fail(email, now);
    request.log.info('Sign-in refused');
    throw new HttpError(401, MESSAGES.invalidCredentials);
  }
  if (user.lockedUntil && user.lockedUntil > now) throw lockedError(user.lockedUntil, now);
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    const failures = user.failedLogins + 1;
    await recordLoginFailure(deps.database.db, user.id, failures, lockAfter(failures, now));
    request.log.info({ userId: user.id, failures }, 'Sign-in refused: wrong password');
    throw new HttpError(401, MESSAGES.invalidCredentials);
  }
  if (user.failedLogins || user.lockedUntil) await recordLoginFailure(deps.database.db, user.id, 0, null);
  if (user.twoFactorEnabled) {
    const challengeToken = randomToken();
    await insertLoginChallenge(deps.database.db, {
      userId: user.id,
      tokenHash: hashToken(challengeToken),
      remember: body.remember,
      expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    });
    request.log.info({ userId: user.id }, 'Password accepted; waiting for the second factor');
    return { twoFactorRequired: true as const, challengeToken };
  }
  const { token } = await startSession(deps, request, reply, user.id, body.remember);
  return { ...toUser(deps, user), token };
}

export async function loginWithSecondFactor(
  deps: AppDeps,
  body: { challengeToken: string; code: string },
  { request, reply }: Web,
) {
  const now = deps.now();
  const invalid = new HttpError(401, 'That code did not work. Please sign in again.');
  const challenge = await findLoginChallenge(deps.database.db, hashToken(body.challengeToken));
  if (!challenge || challenge.expiresAt <= now || challenge.attempts >= CHALLENGE_ATTEMPTS) {
    if (challenge) await deleteLoginChallenge(deps.database.db, challenge.id);
    throw invalid;
  }
  const user = await findUserById(deps.database.db, challenge.userId);
  if (!user?.twoFactorEnabled) throw invalid;
  if (!(await verifySecondFactor(deps, user, body.code))) {
    await countChallengeAttempt(deps.database.db, challenge.id, challenge.attempts + 1);
    request.log.info({ userId: user.id }, 'Second factor refused');
    throw new HttpError(401, 'That code is not right. Check your authenticator app and try again.', [
      { path: 'code', message: 'That code is not right' },
    ]);
  }
  await deleteLoginChallenge(deps.database.db, challenge.id);
  const { token } = await startSession(deps, request, reply, user.id, challenge.remember);
  return { ...toUser(deps, user), token };
}

export async function updateProfile(
  deps: AppDeps,
  userId: string,
  body: { username: string; email: string; phone: string; bio: string },
) {
  const current = await requireUser(deps, userId);
  if (body.email !== current.email) {
    const other = await findUserByEmail(deps.database.db, body.email);
    if (other && other.id !== userId) {
      throw new HttpError(409, 'An account with this email already exists', [
        { path: 'email', message: 'An account with this email already exists' },
      ]);
    }
  }
  const row = await updateUser(deps.database.db, userId, body);
  return toUser(deps, row!);
}

export async function forgotPassword(deps: AppDeps, email: string, log: FastifyRequest['log']) {
  const user = await findUserByEmail(deps.database.db, email.trim().toLowerCase());
  if (!user) {
    log.info('Password reset asked for an email with no account');
    return;
  }
  const token = randomToken();
  await insertPasswordReset(deps.database.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(deps.now().getTime() + RESET_LIFETIME_MS),
  });
  const link = `${deps.config.PUBLIC_URL}/reset-password/${token}`;
  log.info({ userId: user.id }, 'Password reset link created');
  // Sent in the background: the answer takes the same time whether or not the account exists.
  void deps.mailer
    .send({
    to: user.email,
    subject: 'Reset your MoodCraft password',
    text: [
      `Hello ${user.username},`,
      '',
      'Someone (hopefully you) asked to reset the password of your MoodCraft account.',
      'To choose a new password, open this link within 30 minutes:',
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this email; your password stays the same.',
      '',
      'MoodCraft',
    ].join('\n'),
    })
    .catch((error: unknown) => log.error({ err: error, userId: user.id }, 'The password reset email could not be sent'));
}

export async function resetPassword(deps: AppDeps, body: { token: string; password: string }, log: FastifyRequest['log']) {
  refuseCommonPassword(body.password);
  const now = deps.now();
  const userId = await consumePasswordReset(deps.database.db, hashToken(body.token), now);
  if (!userId) throw new HttpError(400, MESSAGES.invalidToken);
  await updateUser(deps.database.db, userId, {
    passwordHash: await hashPassword(body.password),
    failedLogins: 0,
    lockedUntil: null,
  });
  await deletePasswordResetsOf(deps.database.db, userId);
  await deleteSessionsOf(deps.database.db, userId);
  log.info({ userId }, 'Password reset; every session ended');
  return { message: 'Your password has been reset. You can now sign in with your new password.' };
}

export async function changePassword(
  deps: AppDeps,
  userId: string,
  sessionId: string,
  body: { currentPassword: string; newPassword: string },
  log: FastifyRequest['log'],
) {
  const user = await requireUser(deps, userId);
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    log.info({ userId }, 'Password change refused: wrong current password');
    throw new HttpError(400, 'Your current password is not right', [
      { path: 'currentPassword', message: 'Your current password is not right' },
    ]);
  }
  refuseCommonPassword(body.newPassword, 'newPassword');
  await updateUser(deps.database.db, userId, { passwordHash: await hashPassword(body.newPassword) });
  await deleteSessionsOf(deps.database.db, userId, sessionId);
  log.info({ userId }, 'Password changed; other sessions ended');
  return { message: MESSAGES.passwordChanged };
}
