import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { createEncryption } from '../src/lib/encryption';
import { openRedis } from '../src/lib/redis';
import { createTestDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';
import { makePng, multipart } from './helpers/files';
import { redisServerInstalled, startRedisServer, type RedisServer } from './helpers/redis-server';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Two apps on one database and one encryption key stand for two processes behind a balancer:
 * with Redis they share their limits, without it each keeps its own.
 */
describe.skipIf(!redisServerInstalled)('limits shared through Redis (REDIS_URL)', () => {
  let server: RedisServer;
  let database: Database;
  const encryption = createEncryption(randomBytes(32));
  const open: { close(): Promise<unknown> }[] = [];

  beforeAll(async () => {
    server = await startRedisServer();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const thing of open.reverse()) await thing.close();
    await database?.close();
    await server?.stop();
  });

  /** Two "processes" (RATE_LIMIT_SCALE=scale), on Redis or each on its own. */
  async function twoProcesses(shared: boolean, scale = '10'): Promise<[TestApp, TestApp]> {
    const one = async () => {
      const redis = shared ? await openRedis(server.url) : undefined;
      const app = await createTestApp({
        database,
        encryption,
        env: { RATE_LIMIT_SCALE: scale },
        ...(redis && { redis }),
      });
      open.push(app, { close: async () => redis?.quit() });
      return app;
    };
    return [await one(), await one()];
  }

  const login = (t: TestApp, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: 'not the password', remember: false },
    });
  const unknownEmail = () => `nobody-${randomBytes(4).toString('hex')}@example.org`;

  it('counts a route’s rate limit across processes', async () => {
    // the sign-in limit is 20 a minute; at this scale, 3
    const [a, b] = await twoProcesses(true, '0.15');
    for (let i = 0; i < 3; i++) expect((await login(a, unknownEmail())).statusCode).toBe(401);
    const refused = await login(b, unknownEmail());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks an unknown address on every process once one has seen five attempts', async () => {
    const [a, b] = await twoProcesses(true);
    const email = unknownEmail();
    for (let i = 0; i < 5; i++) expect((await login(a, email)).statusCode).toBe(401);
    const refused = await login(b, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 30 seconds and try again.',
    );
    // the same as an account that exists would answer; another address is not held up
    expect((await login(b, unknownEmail())).statusCode).toBe(401);
  });

  const uploadPicture = (t: TestApp, user: TestUser) => {
    const body = multipart(
      {},
      { field: 'profilePicture', filename: 'me.png', contentType: 'image/png', data: makePng() },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/users/upload-profile-picture',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
  };

  it('refuses a third upload on one process while two are on their way on the other', async () => {
    const [a, b] = await twoProcesses(true);
    const user = await createUser(a);
    const uploads = [await a.app.uploadSlots.take(user.id), await a.app.uploadSlots.take(user.id)];
    expect(await b.app.uploadSlots.inUse(user.id)).toBe(2);
    const refused = await uploadPicture(b, user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Two uploads are already on their way: please wait for one to finish.',
    );
    // another person is not held up; once one upload is over, the person may upload again
    expect((await uploadPicture(b, await createUser(b))).statusCode).toBe(200);
    await uploads[0]?.();
    expect((await uploadPicture(b, user)).statusCode).toBe(200);
    expect(await a.app.uploadSlots.inUse(user.id)).toBe(1);
    await uploads[1]?.();
  });

  it('keeps neither an address, an IP address nor a user id in the clear in Redis', async () => {
    const [a] = await twoProcesses(true);
    const user = await createUser(a);
    await login(a, user.email);
    await login(a, 'someone.unknown@example.org');
    const release = await a.app.uploadSlots.take(user.id);
    const raw = new Redis(server.url);
    const keys = await raw.keys('*');
    await release();
    await raw.quit();
    expect(keys.some((key) => key.startsWith('moodcraft:unknown-account:'))).toBe(true);
    expect(keys.some((key) => key.startsWith('moodcraft:upload-slots:'))).toBe(true);
    expect(keys.some((key) => key.startsWith('moodcraft:rate-limit:'))).toBe(true);
    expect(keys.every((key) => key.startsWith('moodcraft:'))).toBe(true);
    for (const secret of [user.email, 'someone.unknown', '@', '127.0.0.1', user.id])
      expect(keys.filter((key) => key.includes(secret))).toEqual([]);
  });

  it('without Redis, keeps each process’s limits its own', async () => {
    const [a, b] = await twoProcesses(false, '0.15');
    const email = unknownEmail();
    for (let i = 0; i < 3; i++) expect((await login(a, email)).statusCode).toBe(401);
    expect((await login(a, email)).statusCode).toBe(429);
    // the other process has seen none of it: neither the route's limit nor the address
    for (let i = 0; i < 3; i++) expect((await login(b, email)).statusCode).toBe(401);
    const user = await createUser(a);
    const uploads = [await a.app.uploadSlots.take(user.id), await a.app.uploadSlots.take(user.id)];
    expect(await b.app.uploadSlots.inUse(user.id)).toBe(0);
    expect((await uploadPicture(b, user)).statusCode).toBe(200);
    for (const release of uploads) await release();
  });
});
