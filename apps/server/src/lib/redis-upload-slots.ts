import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { UPLOADS_AT_ONCE, uploadsBusy, type UploadSlots } from './upload-slots';

/**
 * A person's slots are a sorted set of leases (a random id, scored by when it runs out, on
 * Redis's own clock). A lease ends when its upload does, or, should the process holding it die,
 * when it runs out: a little after the longest an upload may take (UPLOAD_TIMEOUT_S).
 */
const LIVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
`;

const TAKE = `${LIVE}
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

const IN_USE = `${LIVE}
return redis.call('ZCARD', KEYS[1])
`;

type Options = {
  /** how long a lease lasts when nobody gives it back, in milliseconds */
  leaseMs: number;
  /** what stands for a user id in the key (lib/redis.ts keyHasher) */
  keyOf: (userId: string) => string;
  limit?: number;
};

/** Upload slots shared by every process on the same Redis. */
export function createRedisUploadSlots(redis: Redis, options: Options): UploadSlots {
  const limit = options.limit ?? UPLOADS_AT_ONCE;
  const keyOf = (userId: string) => `upload-slots:${options.keyOf(userId)}`;
  return {
    inUse: async (userId) => Number(await redis.eval(IN_USE, 1, keyOf(userId))),
    async take(userId) {
      const key = keyOf(userId);
      const lease = randomUUID();
      const taken = await redis.eval(TAKE, 1, key, limit, Math.ceil(options.leaseMs), lease);
      if (taken !== 1) throw uploadsBusy();
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        // should Redis be away now, the lease runs out on its own
        await redis.zrem(key, lease).catch(() => {});
      };
    },
  };
}
