import { HttpError } from '../../plugins/errors';

/**
 * Per-account exponential back-off: after 5 failures in a row an account waits 30 s, then 1 min,
 * 2 min … up to 15 min between attempts. Unknown emails get the same treatment from memory, so the
 * answers never tell whether an account exists.
 */
export const FREE_ATTEMPTS = 5;
export const LOCK_BASE_MS = 30_000;
export const LOCK_MAX_MS = 15 * 60_000;

export function lockAfter(failures: number, now: Date): Date | null {
  if (failures < FREE_ATTEMPTS) return null;
  const wait = Math.min(LOCK_MAX_MS, LOCK_BASE_MS * 2 ** (failures - FREE_ATTEMPTS));
  return new Date(now.getTime() + wait);
}

export function lockedError(until: Date, now: Date) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new HttpError(
    429,
    `Too many failed sign-in attempts. Please wait ${wait} and try again.`,
    undefined,
    {
      'retry-after': String(seconds),
    },
  );
}

type Entry = { failures: number; lockedUntil: Date | null; seen: number };

/**
 * Sign-in attempts for emails that have no account: counted in this process
 * (`UnknownAccountThrottle`) or, with REDIS_URL, shared by every process
 * (`RedisUnknownAccountThrottle`). `attempt` throws the same 429 while the address is locked.
 */
export type UnknownAccountAttempts = {
  attempt(email: string, now: Date): void | Promise<void>;
};

/** Failures for emails that have no account; bounded so it cannot grow without limit. */
export class UnknownAccountThrottle implements UnknownAccountAttempts {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 10_000) {}

  /** Counts an attempt before it is weighed, as for real accounts; throws while locked. */
  attempt(email: string, now: Date) {
    const entry = this.entries.get(email) ?? { failures: 0, lockedUntil: null, seen: 0 };
    if (entry.lockedUntil && entry.lockedUntil > now) throw lockedError(entry.lockedUntil, now);
    entry.failures += 1;
    entry.lockedUntil = lockAfter(entry.failures, now);
    entry.seen = now.getTime();
    this.entries.delete(email);
    this.entries.set(email, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
