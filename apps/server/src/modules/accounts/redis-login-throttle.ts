import type { Redis } from 'ioredis';
import {
  FREE_ATTEMPTS,
  LOCK_BASE_MS,
  LOCK_MAX_MS,
  lockedError,
  type UnknownAccountAttempts,
} from './login-throttle';

/** How long an unknown address's count is kept after its last attempt. */
export const UNKNOWN_ACCOUNT_KEEP_MS = 24 * 60 * 60_000;

/**
 * One attempt, atomically: refused while locked ({0, lockedUntil}); otherwise counted, and the
 * lock set as `lockAfter` sets it ({1, lockedUntil or 0}). The clock is the app's, as in memory.
 */
const ATTEMPT = `
local now = tonumber(ARGV[1])
local locked = tonumber(redis.call('HGET', KEYS[1], 'lockedUntil') or '0')
if locked > now then return {0, locked} end
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local free, base, max = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local lockedUntil = 0
if failures >= free then
  lockedUntil = now + math.min(max, base * 2 ^ (failures - free))
end
redis.call('HSET', KEYS[1], 'lockedUntil', lockedUntil)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return {1, lockedUntil}
`;

/**
 * `UnknownAccountThrottle` shared by every process through Redis: the address is hashed
 * (`keyOf`) before it becomes part of a key, and a count is forgotten a day after its last
 * attempt.
 */
export class RedisUnknownAccountThrottle implements UnknownAccountAttempts {
  constructor(
    private readonly redis: Redis,
    private readonly keyOf: (email: string) => string,
    private readonly keepMs = UNKNOWN_ACCOUNT_KEEP_MS,
  ) {}

  async attempt(email: string, now: Date) {
    const [allowed, lockedUntil] = (await this.redis.eval(
      ATTEMPT,
      1,
      `unknown-account:${this.keyOf(email)}`,
      now.getTime(),
      FREE_ATTEMPTS,
      LOCK_BASE_MS,
      LOCK_MAX_MS,
      this.keepMs,
    )) as [number, number];
    if (!allowed) throw lockedError(new Date(lockedUntil), now);
  }
}
