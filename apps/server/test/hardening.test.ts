import { mkdirSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, enableTwoFactor, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

/** What an outside probe found: each hole, closed, with the test that shows it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

/** A second session for the same person, from another device. */
async function signInAgain(user: TestUser) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: user.email, password: user.password },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token as string}` };
}

const profile = (auth: { authorization: string }) =>
  t.app.inject({ url: '/api/users/profile', headers: auth });

describe('attempt limits under concurrency', () => {
  it('weighs at most five of fifteen wrong passwords sent at once; the rest wait for the lock', async () => {
    const user = await createUser(t);
    const tries = await Promise.all(
      Array.from({ length: 15 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: user.email, password: 'not-the-password-1' },
        }),
      ),
    );
    const codes = tries.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    // the right password waits too, until the lock ends
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: user.password },
    });
    expect(right.statusCode).toBe(429);
    t.setNow(new Date(Date.now() + 31_000));
    try {
      const later = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: user.email, password: user.password },
      });
      expect(later.statusCode).toBe(200);
    } finally {
      t.setNow(null);
    }
  });

  it('weighs at most five of fifteen codes sent at once for one sign-in challenge', async () => {
    const user = await createUser(t);
    const secret = await enableTwoFactor(t, user);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: user.password },
    });
    const { challengeToken } = login.json();
    const tries = await Promise.all(
      Array.from({ length: 15 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/login/two-factor',
          payload: { challengeToken, code: '000000' },
        }),
      ),
    );
    const weighed = tries.filter((r) => r.json().message?.startsWith('That code is not right'));
    expect(weighed.length).toBeLessThanOrEqual(5);
    expect(tries.every((r) => r.statusCode === 401)).toBe(true);
    // the challenge is spent: even the right code now needs a new sign-in
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/two-factor',
      payload: { challengeToken, code: await generate({ secret }) },
    });
    expect(right.json().message).toBe('That code did not work. Please sign in again.');
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  // a different unknown address each time, so that only the per-client limit can answer 429
  let n = 0;
  const signIn = (app: TestApp, from: string, password = 'wrong-password-1') =>
    app.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: `someone-${n++}@example.org`, password },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': from },
    });

  it('limits each client by its own address, so one client hammering the sign-in blocks no one else', async () => {
    const app = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
    try {
      const codes = [];
      for (let i = 0; i < 21; i++) codes.push((await signIn(app, '198.51.100.7')).statusCode);
      expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
      expect(codes.at(-1)).toBe(429);
      // another client, through the same proxy
      const other = await app.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'another@example.org', password: 'wrong-password-1' },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '203.0.113.40' },
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('is off by default: a client cannot pick its own address with the header', async () => {
    const app = await createTestApp();
    try {
      const codes = [];
      for (let i = 0; i < 21; i++) codes.push((await signIn(app, `198.51.100.${i}`)).statusCode);
      expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
      expect(codes.at(-1)).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('refuses a value that is not true, false, a hop count or addresses', async () => {
    await expect(createTestApp({ env: { TRUST_PROXY: 'my proxy' } })).rejects.toThrow(
      /TRUST_PROXY must be true, false, a number of hops, or addresses\/CIDR ranges/,
    );
  });
});

describe('slow requests and parallel uploads', () => {
  /** A body that arrives a byte at a time, every `everyMs`, and never ends unless told. */
  function trickle(first: string, everyMs: number) {
    let timer: NodeJS.Timeout | undefined;
    let sent = 0;
    const stream = new Readable({
      read() {
        if (timer) return;
        timer = setInterval(() => {
          stream.push(sent < first.length ? first[sent++] : ' ');
        }, everyMs);
      },
    });
    return { stream, stop: () => clearInterval(timer) };
  }

  it('answers 408 to a body sent a byte at a time, past the body deadline', async () => {
    const app = await createTestApp({ env: { BODY_TIMEOUT_S: '1' } });
    const slow = trickle('{"name":"Sam","email":"sam@example.org","subject":"Hi","message":"', 200);
    try {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: slow.stream,
      });
      expect(res.statusCode).toBe(408);
      expect(res.json().message).toBe('The request took too long to arrive. Please try again.');
    } finally {
      slow.stop();
      await app.close();
    }
  });

  it('lets a body nobody reads (an unknown address) pass its deadline without harm', async () => {
    const app = await createTestApp({ env: { BODY_TIMEOUT_S: '1' } });
    try {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/no-such-thing',
        payload: { a: 1 },
      });
      expect(res.statusCode).toBe(404);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await app.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 408 to an upload that arrives a byte every few hundred milliseconds, past the upload deadline', async () => {
    const app = await createTestApp({ env: { UPLOAD_TIMEOUT_S: '2' } });
    const address = new URL(await app.app.listen({ port: 0, host: '127.0.0.1' }));
    const user = await createUser(app);
    const socket = connect(Number(address.port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      [
        'POST /api/creative-crafts HTTP/1.1',
        `Host: ${address.host}`,
        `Authorization: ${user.auth.authorization}`,
        'Content-Type: multipart/form-data; boundary=slowboundary',
        'Content-Length: 100000',
        '',
        '--slowboundary\r\nContent-Disposition: form-data; name="title"\r\n\r\n',
      ].join('\r\n'),
    );
    const timer = setInterval(() => socket.writable && socket.write('.'), 300);
    try {
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(timer);
      socket.destroy();
      await app.close();
    }
  }, 30_000);

  it('lets one person have two uploads on their way at once, and asks a third to wait', async () => {
    const app = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
    const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await createUser(app);
    const boundary = 'moodcraftboundary';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nSlow song\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\naudio\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.webm"\r\nContent-Type: audio/webm\r\n\r\n`;
    const whole = `${head}x\r\n--${boundary}--\r\n`;
    const headers = (who: TestUser) => ({
      ...who.auth,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    /** An upload over a real connection whose body keeps arriving until it is ended. */
    const openUpload = () => {
      const req = request(`${address}/api/creative-crafts`, {
        method: 'POST',
        headers: headers(user),
      });
      const answered = new Promise<number>((resolve) => {
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', () => resolve(0));
      });
      // a real recording's first bytes, so the upload is taken for what it is and keeps flowing
      req.write(head);
      req.write(readFileSync(join(import.meta.dirname, 'fixtures', 'clip.webm')).subarray(0, 8192));
      const timer = setInterval(() => req.write('.'), 100);
      return { answered, end: () => (clearInterval(timer), req.end(`\r\n--${boundary}--\r\n`)) };
    };
    const post = (who: TestUser) =>
      fetch(`${address}/api/creative-crafts`, {
        method: 'POST',
        headers: headers(who),
        body: whole,
      });
    const slow = [openUpload(), openUpload()];
    try {
      // the two slow uploads hold their slots while their bytes trickle in
      const deadline = Date.now() + 30_000;
      while ((await app.app.uploadSlots.inUse(user.id)) < 2 && Date.now() < deadline) {
        const early = await Promise.race([
          Promise.all(slow.map((u) => u.answered)),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 50)),
        ]);
        expect(early, 'the slow uploads were answered before they were done').toBeNull();
      }
      expect(await app.app.uploadSlots.inUse(user.id)).toBe(2);
      const third = await post(user);
      expect(third.status).toBe(429);
      expect(((await third.json()) as { message: string }).message).toBe(
        'Two uploads are already on their way: please wait for one to finish.',
      );
      // another person is not held up
      const other = await createUser(app);
      expect((await post(other)).status).not.toBe(429);
    } finally {
      for (const upload of slow) upload.end();
      await Promise.all(slow.map((upload) => upload.answered));
    }
    // with the slow ones over, the slots are free again
    expect((await post(user)).status).not.toBe(429);
    await app.close();
  });
});

describe('turning two-factor authentication on', () => {
  it('ends every other session, and keeps the one that turned it on', async () => {
    const user = await createUser(t);
    const other = await signInAgain(user);
    expect((await profile(other)).statusCode).toBe(200);
    const setup = (
      await t.app.inject({ method: 'POST', url: '/api/users/two-factor/setup', headers: user.auth })
    ).json();
    const code = await generate({ secret: setup.secret });
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/users/two-factor/enable',
      headers: user.auth,
      payload: { code },
    });
    expect(enabled.statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(user.auth)).statusCode).toBe(200);
  });
});

describe('turning Data Sharing off', () => {
  const settings = (user: TestUser, dataSharing: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: user.auth,
      payload: { dataSharing },
    });

  it('revokes every report link for good: turning it on again revives none', async () => {
    const user = await createUser(t);
    expect((await settings(user, true)).statusCode).toBe(200);
    const links: { id: string; url: string }[] = [];
    for (const includeNotes of [false, true]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/share-links',
        headers: user.auth,
        payload: { from: '2026-10-01', to: '2026-10-31', includeNotes, expiresInDays: 7 },
      });
      expect(res.statusCode).toBe(201);
      links.push(res.json() as { id: string; url: string });
    }
    const open = (url: string) => t.app.inject({ url: `/api/reports/${url.split('/report/')[1]}` });
    expect((await open(links[0]!.url)).statusCode).toBe(200);

    expect((await settings(user, false)).statusCode).toBe(200);
    expect((await settings(user, true)).statusCode).toBe(200);
    for (const link of links) expect((await open(link.url)).statusCode).toBe(404);
    const listed = (
      await t.app.inject({ url: '/api/users/share-links', headers: user.auth })
    ).json() as {
      id: string;
      revokedAt: string | null;
    }[];
    expect(listed.filter((l) => links.some((k) => k.id === l.id)).every((l) => l.revokedAt)).toBe(
      true,
    );
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers and the data folder takes writes, leaving nothing behind', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', db: 'ok', storage: 'ok' });
    expect(readdirSync(t.dataDir).filter((n) => n.startsWith('.ready-'))).toEqual([]);
  });

  it('says why it is not ready: a data folder that cannot be written to, or a database that does not answer', async () => {
    const app = await createTestApp();
    try {
      rmSync(app.dataDir, { recursive: true, force: true });
      const noFolder = await app.app.inject({ url: '/api/ready' });
      expect(noFolder.statusCode).toBe(503);
      expect(noFolder.json().message).toBe('Not ready: the data folder cannot be written to');
      // liveness stays a cheap check of the process and its database
      expect((await app.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      mkdirSync(app.dataDir, { recursive: true });
      await app.deps.database.pool.end();
      const noDatabase = await app.app.inject({ url: '/api/ready' });
      expect(noDatabase.statusCode).toBe(503);
      expect(noDatabase.json().message).toBe('Not ready: the database is not answering');
    } finally {
      await app.close().catch(() => {});
    }
  });
});

describe('uploads a crash cut short', () => {
  it('are removed at start once nothing has written to them for an hour; a live upload and finished files stay', async () => {
    const media = t.deps.media;
    const kept = await media.put(Readable.from([Buffer.from('a finished recording')]));
    const folder = join(t.dataDir, 'media', 'ab');
    mkdirSync(folder, { recursive: true });
    const stale = join(folder, `${'ab'.padEnd(32, '0')}.partial`);
    const live = join(folder, `${'ab'.padEnd(32, '1')}.partial`);
    writeFileSync(stale, 'half a video');
    writeFileSync(live, 'still arriving');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    expect(await media.removeUnfinished()).toBe(1);
    expect(readdirSync(folder).sort()).toEqual([`${'ab'.padEnd(32, '1')}.partial`]);
    expect(await media.size(kept.key)).toBe('a finished recording'.length);
  });
});
