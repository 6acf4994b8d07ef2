import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random 256-bit token, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function hmac(key: Buffer, value: string) {
  return createHmac('sha256', key).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
