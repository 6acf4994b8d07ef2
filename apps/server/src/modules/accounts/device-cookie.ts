import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { hashToken, hmac, safeEqual } from '../../lib/tokens';
import { LOCK_MAX_MS } from './login-throttle';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
 * signed in to an account gets a signed cookie naming that account. While the account is locked
 * for everyone else, such a browser may still try, with its own limit, so a stranger's wrong
 * guesses cannot lock the owner out.
 *
 * The value is `v1.<account>.<nonce>.<expiry>.<signature>`: `account` is an HMAC of the user id
 * and the current password hash (not the email; a new password makes every device cookie of the
 * account unknown again), `nonce` tells devices apart, the signature is an HMAC of the rest with
 * a key derived from the app's key. Nothing is stored until a device gets a password wrong.
 */

export const DEVICE_COOKIE = 'moodcraft_device';
export const DEVICE_COOKIE_PATH = '/api/users';
export const DEVICE_COOKIE_LIFETIME_S = 365 * 24 * 60 * 60;
/** Wrong passwords one device may try in a window, whatever the account's lock. */
export const DEVICE_ATTEMPTS = 5;
export const DEVICE_WINDOW_MS = LOCK_MAX_MS;

type Account = { id: string; passwordHash: string };

const signingKey = (deps: AppDeps) => deps.encryption.deriveKey('device-cookie');
const accountTag = (deps: AppDeps, account: Account) =>
  hmac(signingKey(deps), `account.${account.id}.${account.passwordHash}`).slice(0, 22);

/** A new device cookie value for the account. */
export function issueDeviceCookie(deps: AppDeps, account: Account) {
  const nonce = randomBytes(16).toString('base64url');
  const expiry = Math.floor(deps.now().getTime() / 1000) + DEVICE_COOKIE_LIFETIME_S;
  const payload = `v1.${accountTag(deps, account)}.${nonce}.${expiry}`;
  return `${payload}.${hmac(signingKey(deps), payload)}`;
}

/**
 * The device's key for its attempt counter when `value` is a valid, unexpired device cookie of
 * this account (with its current password); null otherwise.
 */
export function trustedDevice(deps: AppDeps, account: Account, value: string | undefined) {
  if (!value || value.length > 200) return null;
  const parts = value.split('.');
  if (parts.length !== 5) return null;
  const [version, tag, nonce, expiry, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  const payload = `${version}.${tag}.${nonce}.${expiry}`;
  if (version !== 'v1' || !safeEqual(signature, hmac(signingKey(deps), payload))) return null;
  if (!/^\d+$/.test(expiry) || Number(expiry) * 1000 <= deps.now().getTime()) return null;
  if (!safeEqual(tag, accountTag(deps, account))) return null;
  return `device:${hashToken(nonce)}`;
}

/** Hands the device its cookie: sent only to the sign-in routes, and kept for a year. */
export function setDeviceCookie(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
) {
  void reply.setCookie(DEVICE_COOKIE, value, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || deps.config.PUBLIC_URL.startsWith('https:'),
    maxAge: DEVICE_COOKIE_LIFETIME_S,
  });
}
