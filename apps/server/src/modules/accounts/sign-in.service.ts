import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_BIO, MESSAGES } from '@moodcraft/core/accounts/accounts';
import type { AppDeps } from '../../deps';
import { sealField } from '../../db/encrypted-fields';
import { users } from '../../db/schema';
import { hashPassword, verifyDecoy, verifyPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { HttpError } from '../../plugins/errors';
import { clearAttemptWindow, reserveWindowAttempt } from './attempt-windows.repository';
import { checkRegion } from '../settings/settings.service';
import { checkNewUsername, uniqueViolation, usernameTaken } from './usernames';
import {
  DEVICE_ATTEMPTS,
  DEVICE_WINDOW_MS,
  issueDeviceCookie,
  trustedDevice,
} from './device-cookie';
import { keyHasher } from '../../lib/redis';
import { lockedError, UnknownAccountThrottle, type UnknownAccountAttempts } from './login-throttle';
import { RedisUnknownAccountThrottle } from './redis-login-throttle';
import { refuseCommonPassword, toUser } from './profile.service';
import { admitNewAccount, refuseUnlessAdmitted } from '../admin/registration.service';
import { verifySecondFactor } from './two-factor.service';
import {
  deleteLoginChallenge,
  findLoginChallenge,
  findUserByEmail,
  findUserById,
  insertLoginChallenge,
  insertUser,
  recordLoginFailure,
  reserveChallengeAttempt,
  reserveLoginAttempt,
  type UserRow,
} from './users.repository';

/**
 * Creating an account and signing in (password, then the second factor when it is on). Each
 * answers who is signed in and whether to remember them; the route starts the session.
 */

export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
const CHALLENGE_ATTEMPTS = 5;

export async function register(
  deps: AppDeps,
  body: {
    username: string;
    email: string;
    password: string;
    crisisRegion?: string;
    timeZone?: string;
    invite?: string;
  },
  log: FastifyBaseLogger,
) {
  // first, so a refused sign-up learns nothing of the accounts that exist
  await refuseUnlessAdmitted(deps, body.invite, log);
  refuseCommonPassword(body.password);
  const crisisRegion = checkRegion(body.crisisRegion);
  await checkNewUsername(deps.database.db, body.username);
  if (await findUserByEmail(deps.database.db, body.email)) {
    throw new HttpError(409, 'An account with this email already exists', [
      { path: 'email', message: 'An account with this email already exists' },
    ]);
  }
  const passwordHash = await hashPassword(body.password);
  let user: UserRow;
  const id = randomUUID();
  try {
    user = await insertUser(
      deps.database.db,
      {
        id,
        bio: sealField(deps.encryption, users.bio, id, DEFAULT_BIO),
        username: body.username,
        email: body.email,
        passwordHash,
      },
      { crisisRegion, ...(body.timeZone ? { timeZone: body.timeZone } : {}) },
      admitNewAccount(deps, body.invite),
    );
  } catch (error) {
    // another sign-up took the address or the name between the checks and the write
    const broken = uniqueViolation(error);
    if (broken === 'email') throw new HttpError(409, 'An account with this email already exists');
    if (broken === 'username') throw usernameTaken();
    throw error;
  }
  log.info({ userId: user.id, role: user.role }, 'Account created');
  return { user: toUser(deps, user), remember: true, deviceCookie: issueDeviceCookie(deps, user) };
}

/** One per app: in this process, or shared by every process through Redis when it is set. */
const unknownAccounts = new WeakMap<AppDeps, UnknownAccountAttempts>();
const throttleFor = (deps: AppDeps) => {
  let throttle = unknownAccounts.get(deps);
  if (!throttle) {
    throttle = deps.redis
      ? new RedisUnknownAccountThrottle(deps.redis, keyHasher(deps.encryption))
      : new UnknownAccountThrottle();
    unknownAccounts.set(deps, throttle);
  }
  return throttle;
};

export async function login(
  deps: AppDeps,
  body: { email: string; password: string; remember: boolean },
  log: FastifyBaseLogger,
  deviceCookie?: string,
) {
  const now = deps.now();
  const email = body.email.trim().toLowerCase();
  const user = await findUserByEmail(deps.database.db, email);
  if (!user) {
    await throttleFor(deps).attempt(email, now);
    await verifyDecoy(body.password);
    log.info('Sign-in refused');
    throw new HttpError(401, MESSAGES.invalidCredentials);
  }
  const device = trustedDevice(deps, user, deviceCookie);
  if (device) await weighOnTrustedDevice(deps, user, device, body.password, log);
  else await weighOnAnyDevice(deps, user, body.password, log);
  refuseDisabled(user, log);
  if (user.twoFactorEnabled) {
    const challengeToken = randomToken();
    await insertLoginChallenge(deps.database.db, {
      userId: user.id,
      tokenHash: hashToken(challengeToken),
      remember: body.remember,
      expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    });
    log.info({ userId: user.id }, 'Password accepted; waiting for the second factor');
    return { twoFactorRequired: true as const, challengeToken };
  }
  return {
    user: toUser(deps, user),
    remember: body.remember,
    deviceCookie: issueDeviceCookie(deps, user),
  };
}

/** Said only once the password was right, so a stranger cannot learn an account is disabled. */
function refuseDisabled(user: UserRow, log: FastifyBaseLogger) {
  if (!user.disabledAt) return;
  log.info({ userId: user.id }, 'Sign-in refused: the account is disabled');
  throw new HttpError(403, MESSAGES.accountDisabled);
}

/**
 * A browser without a device cookie of this account: the account's own count and lock. The
 * attempt is counted (and from the fifth, the lock set) before the password is weighed.
 */
async function weighOnAnyDevice(
  deps: AppDeps,
  user: UserRow,
  password: string,
  log: FastifyBaseLogger,
) {
  const now = deps.now();
  const attempt = await reserveLoginAttempt(deps.database.db, user.id, now);
  if (attempt === undefined) {
    const current = await findUserById(deps.database.db, user.id);
    throw lockedError(current?.lockedUntil ?? now, now);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    log.info({ userId: user.id, failures: attempt }, 'Sign-in refused: wrong password');
    throw new HttpError(401, MESSAGES.invalidCredentials);
  }
  await recordLoginFailure(deps.database.db, user.id, 0, null);
}

/**
 * A browser that signed in to this account before: its own count, DEVICE_ATTEMPTS in each
 * window, and neither the account's lock nor its count, so a stranger's guesses elsewhere do not
 * lock it out and its own wrong tries do not lock anyone else out.
 */
async function weighOnTrustedDevice(
  deps: AppDeps,
  user: UserRow,
  device: string,
  password: string,
  log: FastifyBaseLogger,
) {
  const now = deps.now();
  const attempt = await reserveWindowAttempt(deps.database.db, {
    key: device,
    userId: user.id,
    max: DEVICE_ATTEMPTS,
    windowMs: DEVICE_WINDOW_MS,
    now,
  });
  if (!attempt.allowed) throw lockedError(attempt.until, now);
  if (!(await verifyPassword(user.passwordHash, password))) {
    log.info(
      { userId: user.id, failures: attempt.count },
      'Sign-in refused: wrong password from a trusted device',
    );
    throw new HttpError(401, MESSAGES.invalidCredentials);
  }
  await clearAttemptWindow(deps.database.db, device);
}

export async function loginWithSecondFactor(
  deps: AppDeps,
  body: { challengeToken: string; code: string },
  log: FastifyBaseLogger,
) {
  const now = deps.now();
  const invalid = new HttpError(401, 'That code did not work. Please sign in again.');
  const challenge = await findLoginChallenge(deps.database.db, hashToken(body.challengeToken));
  // each try is counted before the code is weighed: five at most, however many arrive together
  const counted =
    challenge &&
    challenge.expiresAt > now &&
    (await reserveChallengeAttempt(deps.database.db, challenge.id, CHALLENGE_ATTEMPTS));
  if (!challenge || !counted) {
    if (challenge) await deleteLoginChallenge(deps.database.db, challenge.id);
    throw invalid;
  }
  const user = await findUserById(deps.database.db, challenge.userId);
  if (!user?.twoFactorEnabled) throw invalid;
  refuseDisabled(user, log);
  if (!(await verifySecondFactor(deps, user, body.code))) {
    log.info({ userId: user.id }, 'Second factor refused');
    throw new HttpError(
      401,
      'That code is not right. Check your authenticator app and try again.',
      [{ path: 'code', message: 'That code is not right' }],
    );
  }
  await deleteLoginChallenge(deps.database.db, challenge.id);
  return {
    user: toUser(deps, user),
    remember: challenge.remember,
    deviceCookie: issueDeviceCookie(deps, user),
  };
}
