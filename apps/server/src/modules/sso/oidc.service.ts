import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_BIO } from '@moodcraft/core/accounts/accounts';
import { USERNAME_RULES } from '@moodcraft/core/accounts/messages';
import type { SsoProblem } from '@moodcraft/core/sso/sso';
import type { AppDeps } from '../../deps';
import { sealField } from '../../db/encrypted-fields';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { HttpError } from '../../plugins/errors';
import { admitNewAccount, registrationStatus } from '../admin/registration.service';
import { login } from '../accounts/sign-in.service';
import { uniqueViolation } from '../accounts/usernames';
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
} from '../accounts/users.repository';
import type { Identity } from './oidc-client';
import { findLinkedUser, insertIdentity } from './oidc.repository';

/** An existing account with the provider's (verified) e-mail, waiting for its password. */
export type AccountLink = {
  userId: string;
  email: string;
  issuer: string;
  subject: string;
  remember: boolean;
};

export type Outcome =
  | { kind: 'signedIn'; userId: string }
  | { kind: 'confirm'; link: AccountLink }
  | { kind: 'refused'; problem: SsoProblem };

/** A free username from the provider's name for the person ("Ana Lima", then "Ana Lima 2"). */
async function freeUsername(deps: AppDeps, identity: Identity) {
  const base = (identity.name ?? identity.email?.split('@')[0] ?? 'MoodCraft friend')
    .replace(/\s+/g, ' ')
    .slice(0, USERNAME_RULES.max - 3)
    .padEnd(USERNAME_RULES.min, '_');
  for (let n = 1; n < 1000; n++) {
    const name = n === 1 ? base : `${base} ${n}`;
    if (!(await findUserByUsername(deps.database.db, name))) return name;
  }
  return `${base.slice(0, 20)} ${randomBytes(3).toString('hex')}`;
}

/** A new account for someone the provider vouches for, admitted as a sign-up would be. */
async function createAccount(
  deps: AppDeps,
  identity: Identity & { email: string },
  invite: string | undefined,
  log: FastifyBaseLogger,
): Promise<Outcome> {
  if (!(await registrationStatus(deps, invite)).open) return { kind: 'refused', problem: 'closed' };
  const id = randomUUID();
  // a password nobody knows: this account signs in through the provider (or sets one by reset)
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const user = await insertUser(
        deps.database.db,
        {
          id,
          username: await freeUsername(deps, identity),
          email: identity.email,
          passwordHash,
          bio: sealField(deps.encryption, users.bio, id, DEFAULT_BIO),
        },
        {},
        admitNewAccount(deps, invite),
      );
      await insertIdentity(deps.database.db, { userId: user.id, ...identity });
      log.info({ userId: user.id, role: user.role }, 'Account created through single sign-on');
      return { kind: 'signedIn', userId: user.id };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 403)
        return { kind: 'refused', problem: 'closed' };
      // another sign-up took the name between the check and the write: the next free one
      if (uniqueViolation(error) !== 'username') throw error;
    }
  }
  throw new Error('No free username for a new account');
}

/**
 * Who came back from the provider: an identity linked before signs in; a verified e-mail of an
 * account here waits for that account's password (never linked on the e-mail alone); a new
 * verified e-mail gets an account, as REGISTRATION allows.
 */
export async function finishSignIn(
  deps: AppDeps,
  identity: Identity,
  options: { remember: boolean; invite?: string },
  log: FastifyBaseLogger,
): Promise<Outcome> {
  const { db } = deps.database;
  const linked = await findLinkedUser(db, identity.issuer, identity.subject);
  if (linked) {
    if (linked.disabledAt) return { kind: 'refused', problem: 'disabled' };
    return { kind: 'signedIn', userId: linked.id };
  }
  if (!identity.email || !identity.emailVerified) {
    log.info('Single sign-on refused: the provider has not verified the e-mail address');
    return { kind: 'refused', problem: 'unverified' };
  }
  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (existing.disabledAt) return { kind: 'refused', problem: 'disabled' };
    return {
      kind: 'confirm',
      link: {
        userId: existing.id,
        email: existing.email,
        issuer: identity.issuer,
        subject: identity.subject,
        remember: options.remember,
      },
    };
  }
  return createAccount(deps, { ...identity, email: identity.email }, options.invite, log);
}

/**
 * The account's own password links it to the provider, then signs in as a password sign-in
 * does (its throttling, and its second factor when that is on).
 */
export async function confirmLink(
  deps: AppDeps,
  link: AccountLink,
  password: string,
  log: FastifyBaseLogger,
  deviceCookie: string | undefined,
) {
  const account = await findUserById(deps.database.db, link.userId);
  if (!account || account.email !== link.email) throw new HttpError(410, 'expired');
  const result = await login(
    deps,
    { email: account.email, password, remember: link.remember },
    log,
    deviceCookie,
  );
  await insertIdentity(deps.database.db, {
    userId: account.id,
    issuer: link.issuer,
    subject: link.subject,
    email: link.email,
  });
  log.info({ userId: account.id }, 'Account linked to the identity provider');
  return result;
}
