import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@moodcraft/core/accounts/accounts';
import type { AppDeps } from '../../deps';
import { hashPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { HttpError } from '../../plugins/errors';
import { deleteSessionsOf } from '../auth/sessions.repository';
import { refuseCommonPassword } from './profile.service';
import {
  consumePasswordReset,
  countPasswordResetsSince,
  deletePasswordResetsOf,
  endPasswordResetsOf,
  findUserByEmail,
  insertPasswordReset,
  updateUser,
} from './users.repository';

/** "Forgot password": a link by email, good for 30 minutes and once; using it ends every session. */

export const RESET_LIFETIME_MS = 30 * 60_000;
/** At most this many reset emails an hour for one account, whoever asks and from wherever. */
export const RESETS_PER_HOUR = 3;

export async function forgotPassword(deps: AppDeps, email: string, log: FastifyBaseLogger) {
  const user = await findUserByEmail(deps.database.db, email.trim().toLowerCase());
  if (!user) {
    log.info('Password reset asked for an email with no account');
    return;
  }
  const now = deps.now();
  if (
    (await countPasswordResetsSince(
      deps.database.db,
      user.id,
      new Date(now.getTime() - 60 * 60_000),
    )) >= RESETS_PER_HOUR
  ) {
    log.info({ userId: user.id }, 'Password reset not sent: too many for this account this hour');
    return;
  }
  await sendResetLink(deps, user, user.email, 'asked', log);
}

const RESET_INTRO = {
  asked: [
    'Someone (hopefully you) asked to reset the password of your MoodCraft account.',
    'To choose a new password, open this link within 30 minutes:',
  ],
  secured: [
    'You told us that you did not change the email address of your MoodCraft account. We have',
    'signed it out everywhere and put this email address back on it. To choose a new password,',
    'open this link within 30 minutes:',
  ],
};
const RESET_OUTRO = {
  asked: 'If you did not ask for this, you can ignore this email; your password stays the same.',
  secured:
    'If the link has expired, ask for a new one with "Forgot password?" on the sign-in page.',
};

/**
 * Makes a new reset link for the person (only the newest one works) and mails it to `to`, in the
 * background. `secured`: sent after "this wasn't me", to the address that was put back.
 */
export async function sendResetLink(
  deps: AppDeps,
  user: { id: string; username: string },
  to: string,
  reason: 'asked' | 'secured',
  log: FastifyBaseLogger,
) {
  const now = deps.now();
  await endPasswordResetsOf(deps.database.db, user.id, now);
  const token = randomToken();
  await insertPasswordReset(deps.database.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
  });
  const link = `${deps.config.PUBLIC_URL}/reset-password/${token}`;
  log.info({ userId: user.id }, 'Password reset link created');
  // Sent in the background: the answer takes the same time whether or not the account exists.
  void deps.mailer
    .send({
      to,
      subject: 'Reset your MoodCraft password',
      text: [
        `Hello ${user.username},`,
        '',
        ...RESET_INTRO[reason],
        '',
        link,
        '',
        RESET_OUTRO[reason],
        '',
        'MoodCraft',
      ].join('\n'),
    })
    .catch((error: unknown) =>
      log.error({ err: error, userId: user.id }, 'The password reset email could not be sent'),
    );
}

export async function resetPassword(
  deps: AppDeps,
  body: { token: string; password: string },
  log: FastifyBaseLogger,
) {
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
