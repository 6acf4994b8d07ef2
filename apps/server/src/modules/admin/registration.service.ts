import type { FastifyBaseLogger } from 'fastify';
import type { RegistrationStatus } from '@moodcraft/core/admin/admin';
import {
  admission,
  inviteState,
  REGISTRATION_MESSAGES,
  type InviteState,
} from '@moodcraft/core/admin/registration';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/database';
import { hashToken } from '../../lib/tokens';
import { HttpError } from '../../plugins/errors';
import type { UserRow } from '../accounts/users.repository';
import { consumeInvite, findInviteByTokenHash } from './invites.repository';
import { anyAccountExists, otherAccountExists, setRole } from './registration.repository';

/**
 * Who may create an account (REGISTRATION, invite links, the first account of an empty
 * instance), asked twice: before the password is hashed, to refuse early, and again in the
 * sign-up's transaction, where the invite is used up and the first account becomes the admin.
 */

const given = (token: string | undefined) => (token ? token : undefined);

async function stateOf(db: Db, token: string | undefined, now: Date) {
  if (!token) return undefined;
  return inviteState(await findInviteByTokenHash(db, hashToken(token)), now);
}

/** What the register page shows: the mode, and whether this visitor may sign up now. */
export async function registrationStatus(
  deps: AppDeps,
  token: string | undefined,
): Promise<RegistrationStatus> {
  const { db } = deps.database;
  const mode = deps.config.REGISTRATION;
  const firstAccount = !(await anyAccountExists(db));
  const invite: InviteState | undefined = await stateOf(db, given(token), deps.now());
  const result = admission({ mode, firstAccount, invite });
  return {
    mode,
    firstAccount,
    invite: invite ?? null,
    open: result.allowed,
    message: result.allowed ? null : result.message,
  };
}

/** Refuses a sign-up that may not go ahead, with a 403 that says why. */
export async function refuseUnlessAdmitted(
  deps: AppDeps,
  token: string | undefined,
  log: FastifyBaseLogger,
) {
  const status = await registrationStatus(deps, token);
  if (status.open) return;
  log.info({ mode: status.mode, invite: status.invite }, 'Sign-up refused: registration not open');
  throw new HttpError(403, status.message ?? REGISTRATION_MESSAGES.closed);
}

/**
 * In the sign-up's transaction, after the account's row is written: decides again (a link may
 * have been used meanwhile), uses the invite up, and makes the first account the admin.
 */
export function admitNewAccount(deps: AppDeps, token: string | undefined) {
  const invite = given(token);
  return async (tx: Db, user: UserRow): Promise<UserRow> => {
    const now = deps.now();
    const firstAccount = !(await otherAccountExists(tx, user.id));
    const result = admission({
      mode: deps.config.REGISTRATION,
      firstAccount,
      invite: await stateOf(tx, invite, now),
    });
    if (!result.allowed) throw new HttpError(403, result.message);
    const used = result.useInvite && (await consumeInvite(tx, hashToken(invite!), user.id, now));
    // another sign-up took the link a moment ago: only where a link is needed is that a refusal
    if (result.useInvite && !used && deps.config.REGISTRATION !== 'open')
      throw new HttpError(403, REGISTRATION_MESSAGES.invite.used);
    return firstAccount ? setRole(tx, user.id, 'admin') : user;
  };
}
