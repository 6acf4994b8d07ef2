import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { AppDeps } from '../../deps';
import { at } from '../../db/encrypted-fields';
import { users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { HttpError } from '../../plugins/errors';
import { deleteSessionsOf } from '../auth/sessions.repository';
import {
  findUserById,
  replaceRecoveryCodes,
  updateUser,
  useRecoveryCode,
  type UserRow,
} from './users.repository';

const RECOVERY_CODES = 10;

/** Recovery codes look like `k3m9-x7p2`; compared without case, spaces or dashes. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const newRecoveryCode = () => {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
};

const epochOf = (deps: AppDeps) => Math.floor(deps.now().getTime() / 1000);

async function checkTotp(
  deps: AppDeps,
  secret: string,
  code: string,
  afterTimeStep: number | null,
) {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: epochOf(deps),
    epochTolerance: 30,
    ...(afterTimeStep !== null ? { afterTimeStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export async function setupTwoFactor(deps: AppDeps, user: UserRow) {
  if (user.twoFactorEnabled) throw new HttpError(409, 'Two-factor authentication is already on');
  const secret = generateSecret();
  await updateUser(deps.database.db, user.id, {
    twoFactorSecret: deps.encryption.encrypt(secret, at(users.twoFactorSecret, user.id)),
  });
  const otpauthUrl = generateURI({ issuer: 'MoodCraft', label: user.email, secret });
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
  return { otpauthUrl, secret, qrCode };
}

/** Turns two-factor on; every other session of the person ends, as after a password change. */
export async function enableTwoFactor(
  deps: AppDeps,
  userId: string,
  sessionId: string,
  code: string,
) {
  const user = await findUserById(deps.database.db, userId);
  if (!user?.twoFactorSecret) throw new HttpError(400, 'Start the two-factor setup first');
  if (user.twoFactorEnabled) throw new HttpError(409, 'Two-factor authentication is already on');
  const step = await checkTotp(
    deps,
    deps.encryption.decrypt(user.twoFactorSecret, at(users.twoFactorSecret, user.id)),
    code.trim(),
    null,
  );
  if (step === null) {
    throw new HttpError(
      400,
      'That code is not right. Check the time on your phone and try again.',
      [{ path: 'code', message: 'That code is not right' }],
    );
  }
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await replaceRecoveryCodes(
    deps.database.db,
    userId,
    codes.map((c) => hashToken(normaliseRecoveryCode(c))),
  );
  await updateUser(deps.database.db, userId, { twoFactorEnabled: true, twoFactorLastStep: step });
  await deleteSessionsOf(deps.database.db, userId, sessionId);
  return { recoveryCodes: codes };
}

export async function disableTwoFactor(
  deps: AppDeps,
  userId: string,
  sessionId: string,
  password: string,
) {
  const user = await findUserById(deps.database.db, userId);
  if (!user) throw new HttpError(401, 'Please sign in to continue');
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(400, 'Your password is not right', [
      { path: 'password', message: 'Your password is not right' },
    ]);
  }
  await updateUser(deps.database.db, userId, {
    twoFactorEnabled: false,
    twoFactorSecret: null,
    twoFactorLastStep: null,
  });
  await replaceRecoveryCodes(deps.database.db, userId, []);
  await deleteSessionsOf(deps.database.db, userId, sessionId);
}

/** A TOTP code (each usable once) or an unused recovery code. */
export async function verifySecondFactor(deps: AppDeps, user: UserRow, code: string) {
  if (!user.twoFactorSecret) return false;
  const trimmed = code.trim().replace(/\s/g, '');
  const step = await checkTotp(
    deps,
    deps.encryption.decrypt(user.twoFactorSecret, at(users.twoFactorSecret, user.id)),
    trimmed,
    user.twoFactorLastStep,
  );
  if (step !== null) {
    await updateUser(deps.database.db, user.id, { twoFactorLastStep: step });
    return true;
  }
  return useRecoveryCode(
    deps.database.db,
    user.id,
    hashToken(normaliseRecoveryCode(trimmed)),
    deps.now(),
  );
}
