import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@moodcraft/core/accounts/accounts';
import type { AppDeps } from '../../deps';
import { hashPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { HttpError } from '../../plugins/errors';
import { deleteSessionsOf } from '../auth/sessions.repository';
import { consumeEmailChange, endEmailChangesOf } from './email-changes.repository';
import { sendResetLink } from './password-reset.service';
import {
  deleteLoginChallengesOf,
  endPasswordResetsOf,
  findUserByEmail,
  findUserById,
  updateUser,
} from './users.repository';

/**
 * "This wasn't me": the link in the notice of an email change. Whoever changed the address may
 * hold a session, the password and reset links sent to the new address, so in one transaction
 * it puts the old address back, makes the password unusable, and ends every session, sign-in
 * waiting for its second factor, reset link and other "this wasn't me" link of the account.
 * Then a fresh reset link goes to the old address, whatever the hourly limit on reset emails.
 */

export const SECURED_MESSAGE =
  'Your account is safe now. It is signed out everywhere, and its email address is again the one this link was sent to. We have sent a link there to choose a new password; it works for 30 minutes.';
export const SECURED_ADDRESS_TAKEN_MESSAGE =
  'Your account is safe now. It is signed out everywhere, and we have sent a link to the address this link was sent to, to choose a new password; it works for 30 minutes.';

export async function secureAccount(deps: AppDeps, token: string, log: FastifyBaseLogger) {
  const now = deps.now();
  const secured = await deps.database.db.transaction(async (tx) => {
    const change = await consumeEmailChange(tx, hashToken(token), now);
    const user = change && (await findUserById(tx, change.userId));
    if (!change || !user) return null;
    // the old address may have been taken by another account since: then it cannot come back
    const holder = await findUserByEmail(tx, change.oldEmail);
    const restored = !holder || holder.id === user.id;
    await updateUser(tx, user.id, {
      ...(restored ? { email: change.oldEmail } : {}),
      // whoever changed the address may know the password: only the reset link sets a new one
      passwordHash: await hashPassword(randomToken()),
    });
    await endEmailChangesOf(tx, user.id, now);
    await endPasswordResetsOf(tx, user.id, now);
    await deleteLoginChallengesOf(tx, user.id);
    await deleteSessionsOf(tx, user.id);
    return { user, to: change.oldEmail, restored };
  });
  if (!secured) throw new HttpError(400, MESSAGES.invalidToken);
  const { user, to, restored } = secured;
  log.info(
    { userId: user.id, restored },
    'Account secured after an email change: sessions ended, old address back, reset link sent',
  );
  await sendResetLink(deps, user, to, 'secured', log);
  return { message: restored ? SECURED_MESSAGE : SECURED_ADDRESS_TAKEN_MESSAGE };
}
