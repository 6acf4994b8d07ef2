import type { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUploadSlots } from '../src/lib/upload-slots';
import { createRedisUploadSlots } from '../src/lib/redis-upload-slots';
import { openRedis, RedisUnavailableError } from '../src/lib/redis';
import {
  LOCK_MAX_MS,
  UnknownAccountThrottle,
  type UnknownAccountAttempts,
} from '../src/modules/accounts/login-throttle';
import {
  RedisUnknownAccountThrottle,
  UNKNOWN_ACCOUNT_KEEP_MS,
} from '../src/modules/accounts/redis-login-throttle';
import { HttpError } from '../src/plugins/errors';
import { redisServerInstalled, startRedisServer, type RedisServer } from './helpers/redis-server';

/** The Redis versions of the limits answer as the memory versions do. */
describe.skipIf(!redisServerInstalled)('limits kept in Redis', () => {
  let server: RedisServer;
  let redis: Redis;
  beforeAll(async () => {
    server = await startRedisServer();
    redis = await openRedis(server.url);
  });
  afterAll(async () => {
    await redis?.quit();
    await server?.stop();
  });
  beforeEach(() => redis.flushdb());

  /** What an attempt answers: allowed, or the 429's retry-after in seconds. */
  const outcome = async (throttle: UnknownAccountAttempts, email: string, at: number) => {
    try {
      await throttle.attempt(email, new Date(at));
      return 'ok';
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
      return `429 after ${error.headers?.['retry-after']} s`;
    }
  };

  it('locks an unknown address as the memory throttle does, doubling up to 15 minutes', async () => {
    const memory = new UnknownAccountThrottle();
    const shared = new RedisUnknownAccountThrottle(redis, (email) => `h-${email}`);
    const start = Date.UTC(2026, 0, 5, 9);
    // five free attempts, refusals while locked, then one attempt after each lock runs out
    const times = [0, 1, 2, 3, 4, 5, 29_000, 30_004, 30_005, 90_004, 90_005, 400_000];
    for (let lock = 640_000; times.length < 40; lock += LOCK_MAX_MS) times.push(lock, lock + 1);
    const answers = { memory: [] as string[], redis: [] as string[] };
    for (const t of times) {
      answers.memory.push(await outcome(memory, 'a@example.org', start + t));
      answers.redis.push(await outcome(shared, 'a@example.org', start + t));
    }
    expect(answers.redis).toEqual(answers.memory);
    expect(answers.redis.slice(0, 9)).toEqual([
      ...Array<string>(5).fill('ok'),
      '429 after 30 s',
      '429 after 2 s',
      'ok',
      '429 after 60 s',
    ]);
    expect(answers.redis).toContain('429 after 900 s');
    // another address has its own count
    expect(await outcome(shared, 'b@example.org', start)).toBe('ok');
  });

  it('keeps an unknown address’s count under a hashed key, and forgets it after a day', async () => {
    const shared = new RedisUnknownAccountThrottle(redis, () => 'hashed');
    await shared.attempt('a@example.org', new Date());
    expect(await redis.keys('*')).toEqual(['moodcraft:unknown-account:hashed']);
    const ttl = await redis.pttl('unknown-account:hashed');
    expect(ttl).toBeGreaterThan(UNKNOWN_ACCOUNT_KEEP_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(UNKNOWN_ACCOUNT_KEEP_MS);
  });

  const slotsOf = (leaseMs = 60_000) =>
    createRedisUploadSlots(redis, { leaseMs, keyOf: (id) => `h-${id}` });

  it('gives a person two upload slots at once, as the memory slots do', async () => {
    for (const slots of [createUploadSlots(), slotsOf()]) {
      const first = await slots.take('ann');
      const second = await slots.take('ann');
      expect(await slots.inUse('ann')).toBe(2);
      await expect(slots.take('ann')).rejects.toMatchObject({
        statusCode: 429,
        message: 'Two uploads are already on their way: please wait for one to finish.',
      });
      // someone else is not held up
      const other = await slots.take('bob');
      await first();
      // giving a slot back twice frees it once
      await first();
      expect(await slots.inUse('ann')).toBe(1);
      const third = await slots.take('ann');
      await expect(slots.take('ann')).rejects.toMatchObject({ statusCode: 429 });
      for (const release of [second, third, other]) await release();
      expect([await slots.inUse('ann'), await slots.inUse('bob')]).toEqual([0, 0]);
    }
  });

  it('frees a slot whose process never gave it back once its lease runs out', async () => {
    const slots = slotsOf(300);
    await slots.take('ann');
    await slots.take('ann');
    await expect(slots.take('ann')).rejects.toMatchObject({ statusCode: 429 });
    expect(await redis.keys('*')).toEqual(['moodcraft:upload-slots:h-ann']);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await slots.inUse('ann')).toBe(0);
    await slots.take('ann');
    expect(await slots.inUse('ann')).toBe(1);
  });

  it('stops the start with a clear message when Redis cannot be reached', async () => {
    const port = Number(new URL(server.url).port);
    const away = openRedis(`redis://app:secret@127.0.0.1:${port === 1 ? 2 : 1}`);
    await expect(away).rejects.toBeInstanceOf(RedisUnavailableError);
    await expect(away).rejects.toThrow(
      /^Could not reach Redis at redis:\/\/app:\*\*\*@127\.0\.0\.1:\d+ \(REDIS_URL\)/,
    );
  });
});
