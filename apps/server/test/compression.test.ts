import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoodEntry, createUser, type TestUser } from './helpers/factories';
import { makePng, multipart } from './helpers/files';
import { createTestApp, type TestApp } from './helpers/test-app';

// A year's list is well over 100 kB of JSON: on a slow phone connection compression is most of
// the dashboard's wait.
describe('compressed answers', () => {
  let t: TestApp;
  let user: TestUser;

  const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        ...user.auth,
        ...extra,
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });
  const decode = (res: Awaited<ReturnType<typeof get>>) => {
    const encoding = res.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
    if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t);
    for (let day = 0; day < 12; day++) {
      await createMoodEntry(t, user, {
        date: new Date(Date.UTC(2026, 0, day + 1, 9)).toISOString(),
        score: (day % 10) + 1,
        notes: `Day ${day}: a walk by the river with a friend, then a quiet evening.`,
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the mood list as Brotli, gzip or plain, each decoding to the same entries', async () => {
    const plain = await get('/api/moods');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json()).toHaveLength(12);

    for (const [header, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await get('/api/moods', header);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      if (encoding) expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(decode(res)).toBe(plain.body);
      if (encoding) expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
  });

  it('never sends a stale compressed list after a change', async () => {
    const before = decode(await get('/api/moods', 'br'));
    const added = await createMoodEntry(t, user, {
      score: 7,
      notes: 'Written after the first read',
    });
    const after = JSON.parse(decode(await get('/api/moods', 'br'))) as { id: string }[];
    expect(after).toHaveLength(JSON.parse(before).length + 1);
    expect(after.map((e) => e.id)).toContain(added.id);
    expect(decode(await get('/api/moods', 'gzip'))).toBe(JSON.stringify(after));
  });

  it('sends notes beyond ASCII intact, with the length of their UTF-8 bytes', async () => {
    const notes = 'Café with Zoë — 平静 😊';
    const added = await createMoodEntry(t, user, { score: 8, notes });
    for (const header of [undefined, 'br', 'gzip']) {
      const res = await get('/api/moods', header);
      expect(res.statusCode).toBe(200);
      if (!header) expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const entries = JSON.parse(decode(res)) as { id: string; notes: string }[];
      expect(entries.find((e) => e.id === added.id)?.notes).toBe(notes);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/api/moods', headers: user.auth });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(
      String((await get('/api/moods')).rawPayload.length),
    );
  });

  it('compresses other JSON answers, such as the insights', async () => {
    const plain = await get('/api/moods/insights');
    const res = await get('/api/moods/insights', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(res))).toEqual(plain.json());
  });

  it('leaves small answers and errors plain', async () => {
    const health = await get('/api/health', 'br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/moods',
      headers: { 'accept-encoding': 'br' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toMatchObject({ message: expect.any(String) });
  });

  it('bad input still gets its clear message through compression', async () => {
    const res = await get('/api/moods?from=not-a-date', 'br');
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(decode(res))).toMatchObject({ message: expect.any(String) });
  });

  it('sends media bytes as stored, never re-encoded', async () => {
    const png = makePng({ size: 64 });
    const body = multipart(
      {},
      { field: 'profilePicture', filename: 'me.png', contentType: 'image/png', data: png },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/users/upload-profile-picture',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const res = await get(uploaded.json().profilePicture, 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 8)).toEqual(png.subarray(0, 8));
  });
});
