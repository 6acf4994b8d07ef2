import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { uniqueViolation, usernameTaken } from './usernames';
import { verifyPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { HttpError } from '../../plugins/errors';
import { reserveWindowAttempt } from './attempt-windows.repository';
import { insertEmailChange } from './email-changes.repository';
import { sealProfile } from './profile-fields';
import { findUserByEmail, updateUser, type UserRow } from './users.repository';

/**
 * Moving an account to another email address. It needs the current password (a session alone
 * must not be able to move the account and then take it over with a reset), at most ten tries an
 * hour per account (so a session cannot list which addresses have accounts), and it tells the
 * address it replaced, with a "this wasn't me" link (secure-account.service.ts).
 */

export const EMAIL_CHANGES_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;
/** How long the "this wasn't me" link works: long enough for someone away for a week. */
export const SECURE_LINK_LIFETIME_MS = 7 * 24 * HOUR_MS;

export const EMAIL_CHANGE_MESSAGES = {
  passwordNeeded: 'Please enter your current password to change your email address',
  /** the same words as a wrong current password when changing the password */
  wrongPassword: 'Your current password is not right',
  emailTaken: 'An account with this email already exists',
} as const;

const fieldError = (status: number, path: string, message: string) =>
  new HttpError(status, message, [{ path, message }]);

/** Refuses the change unless it may go ahead: password given, within the limit, password right. */
async function checkEmailChange(
  deps: AppDeps,
  user: UserRow,
  currentPassword: string | undefined,
  log: FastifyBaseLogger,
) {
  if (!currentPassword) {
    throw fieldError(400, 'currentPassword', EMAIL_CHANGE_MESSAGES.passwordNeeded);
  }
  // counted before the password is weighed or the address looked up
  const now = deps.now();
  const attempt = await reserveWindowAttempt(deps.database.db, {
    key: `email-change:${user.id}`,
    userId: user.id,
    max: EMAIL_CHANGES_PER_HOUR,
    windowMs: HOUR_MS,
    now,
  });
  if (!attempt.allowed) {
    log.info({ userId: user.id }, 'Email change refused: too many this hour');
    const seconds = Math.max(1, Math.ceil((attempt.until.getTime() - now.getTime()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new HttpError(
      429,
      `You have tried to change your email address many times in the last hour. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
      undefined,
      { 'retry-after': String(seconds) },
    );
  }
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    log.info({ userId: user.id }, 'Email change refused: wrong current password');
    throw fieldError(400, 'currentPassword', EMAIL_CHANGE_MESSAGES.wrongPassword);
  }
}

const emailTaken = () => fieldError(409, 'email', EMAIL_CHANGE_MESSAGES.emailTaken);

/**
 * Saves the profile with a new email address (already lower-cased by the schema) and sends the
 * notice to the old one. Answers the saved row.
 */
export async function changeEmail(
  deps: AppDeps,
  user: UserRow,
  values: { username: string; email: string; phone: string; bio: string },
  currentPassword: string | undefined,
  log: FastifyBaseLogger,
) {
  await checkEmailChange(deps, user, currentPassword, log);
  if (await findUserByEmail(deps.database.db, values.email)) throw emailTaken();
  const now = deps.now();
  const token = randomToken();
  let row: UserRow | undefined;
  try {
    row = await deps.database.db.transaction(async (tx) => {
      const saved = await updateUser(tx, user.id, sealProfile(deps, user.id, values));
      await insertEmailChange(tx, {
        userId: user.id,
        oldEmail: user.email,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + SECURE_LINK_LIFETIME_MS),
      });
      return saved;
    });
  } catch (error) {
    // another account took the address (or the name) between the check and the write
    const broken = uniqueViolation(error);
    if (broken === 'email') throw emailTaken();
    if (broken === 'username') throw usernameTaken();
    throw error;
  }
  log.info({ userId: user.id }, 'Email address changed; notice sent to the old address');
  sendNotice(deps, user, values.email, token, now, log);
  return row!;
}

function sendNotice(
  deps: AppDeps,
  user: UserRow,
  newEmail: string,
  token: string,
  now: Date,
  log: FastifyBaseLogger,
) {
  const when = `${now.toISOString().slice(0, 16).replace('T', ' at ')} UTC`;
  void deps.mailer
    .send({
      to: user.email,
      subject: 'The email address of your MoodCraft account was changed',
      text: [
        `Hello ${user.username},`,
        '',
        `The email address of your MoodCraft account was changed from ${user.email} to`,
        `${newEmail} on ${when}.`,
        '',
        'If this was you, there is nothing more to do.',
        '',
        "If it wasn't you, open this link within 7 days to secure your account:",
        '',
        `${deps.config.PUBLIC_URL}/secure-account/${token}`,
        '',
        'It signs your account out everywhere, puts this email address back on it and sends',
        'a link here to choose a new password.',
        '',
        'MoodCraft',
      ].join('\n'),
    })
    .catch((error: unknown) =>
      log.error({ err: error, userId: user.id }, 'The email change notice could not be sent'),
    );
}
