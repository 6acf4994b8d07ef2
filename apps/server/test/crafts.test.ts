import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from './helpers/factories';
import { makePng, multipart } from './helpers/files';
import { createTestApp, type TestApp } from './helpers/test-app';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

const postJson = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/creative-crafts', headers: user.auth, payload });
const postFile = (
  user: TestUser,
  fields: Record<string, string>,
  data: Buffer,
  filename = 'rec.webm',
  contentType = 'audio/webm',
) => {
  const body = multipart(fields, { field: 'file', filename, contentType, data });
  return t.app.inject({
    method: 'POST',
    url: '/api/creative-crafts',
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
};
const mediaFiles = () =>
  readdirSync(join(t.dataDir, 'media'), { recursive: true, withFileTypes: true }).filter((f) =>
    f.isFile(),
  ).length;

describe('writing and drawing', () => {
  it('saves a writing with tags, encrypted, and lists it', async () => {
    const user = await createUser(t);
    const res = await postJson(user, {
      type: 'writing',
      title: 'Morning pages',
      content: 'The rain was soft today.',
      tags: [' rain ', 'morning', 'rain', ''],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'writing',
      title: 'Morning pages',
      content: 'The rain was soft today.',
      tags: ['rain', 'morning'],
      likes: 0,
    });
    const list = (await t.app.inject({ url: '/api/creative-crafts', headers: user.auth })).json();
    expect(list).toHaveLength(1);
  });

  it('saves a drawing as an image file served through a signed link', async () => {
    const user = await createUser(t);
    const png = makePng({ size: 8 });
    const res = await postJson(user, {
      type: 'drawing',
      title: 'Cloud',
      content: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(res.statusCode).toBe(201);
    const craft = res.json();
    expect(craft.mimeType).toBe('image/png');
    expect(craft.content).toMatch(/^\/api\/media\//);
    const image = await t.app.inject({ url: craft.content });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a drawing whose bytes are not a PNG, and bad fields', async () => {
    const user = await createUser(t);
    const fake = await postJson(user, {
      type: 'drawing',
      title: 'x',
      content: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
    });
    expect(fake.statusCode).toBe(415);
    const cases: [object, string][] = [
      [{ type: 'writing', title: '  ', content: 'x' }, 'Please add a title for your Craft'],
      [{ type: 'writing', title: 'T', content: '' }, 'Write something first'],
      [
        { type: 'writing', title: 'T', content: 'x'.repeat(50_001) },
        'A writing can be at most 50000 characters',
      ],
      [
        { type: 'drawing', title: 'T', content: 'data:image/svg+xml;base64,PHN2Zz4=' },
        'A drawing must be a PNG image',
      ],
      [{ type: 'poem', title: 'T', content: 'x' }, 'type must be writing or drawing'],
    ];
    for (const [payload, message] of cases) {
      const res = await postJson(user, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe('lists show the start of a writing; one craft shows it all', () => {
  const long = `${'Slow mornings by the window. '.repeat(8)}The heron came back today, standing in the reeds.`;

  it('lists a long writing as its first 150 characters, and GET /api/creative-crafts/:id gives it whole', async () => {
    const user = await createUser(t);
    const short = (
      await postJson(user, { type: 'writing', title: 'Short', content: 'A small note.' })
    ).json();
    const saved = (await postJson(user, { type: 'writing', title: 'Long', content: long })).json();
    expect(saved).toMatchObject({ content: long, preview: false });
    const list = (await t.app.inject({ url: '/api/creative-crafts', headers: user.auth })).json();
    const listed = list.find((c: { id: string }) => c.id === saved.id);
    expect(listed.preview).toBe(true);
    expect(listed.content).toBe(long.slice(0, 150));
    expect(list.find((c: { id: string }) => c.id === short.id)).toMatchObject({
      content: 'A small note.',
      preview: false,
    });
    const one = await t.app.inject({ url: `/api/creative-crafts/${saved.id}`, headers: user.auth });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: saved.id, content: long, preview: false });
  });

  it('cuts a preview between characters, never inside one', async () => {
    const user = await createUser(t);
    const content = '🌊'.repeat(200);
    const saved = (await postJson(user, { type: 'writing', title: 'Waves', content })).json();
    const listed = (
      await t.app.inject({ url: '/api/creative-crafts', headers: user.auth })
    ).json()[0];
    expect(listed).toMatchObject({ id: saved.id, preview: true, content: '🌊'.repeat(150) });
  });

  it('searches every word in titles, tags and the whole text of writings, on the server', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    await postJson(user, { type: 'writing', title: 'Long', content: long, tags: ['birds'] });
    await postJson(user, {
      type: 'writing',
      title: 'Grocery list',
      content: 'oats, pears',
      tags: ['home'],
    });
    await postJson(other, { type: 'writing', title: 'Heron', content: 'the heron in the reeds' });
    const search = async (q: string) =>
      (
        await t.app.inject({
          url: `/api/creative-crafts?search=${encodeURIComponent(q)}`,
          headers: user.auth,
        })
      )
        .json()
        .map((c: { title: string }) => c.title);
    // "heron" is only past the first 150 characters of the long writing
    expect(await search('HERON reeds')).toEqual(['Long']);
    expect(await search('heron pears')).toEqual([]);
    expect(await search('home')).toEqual(['Grocery list']);
    expect(await search('grocery')).toEqual(['Grocery list']);
    expect(await search('   ')).toEqual(['Grocery list', 'Long']);
    const tooLong = await t.app.inject({
      url: `/api/creative-crafts?search=${'a'.repeat(201)}`,
      headers: user.auth,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Search for at most 200 characters');
  });
});

describe('audio and dance video', () => {
  it('stores a real WebM recording and serves it with ranges', async () => {
    const user = await createUser(t);
    const webm = fixture('clip.webm');
    const res = await postFile(
      user,
      { title: 'Humming', type: 'audio', tags: '["calm","voice"]' },
      webm,
    );
    expect(res.statusCode).toBe(201);
    const craft = res.json();
    expect(craft).toMatchObject({ type: 'audio', mimeType: 'audio/webm', tags: ['calm', 'voice'] });
    const whole = await t.app.inject({ url: craft.content });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/webm');
    expect(whole.rawPayload.equals(webm)).toBe(true);
    const part = await t.app.inject({ url: craft.content, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(webm.subarray(100, 200))).toBe(true);
  });

  it('stores a dance video', async () => {
    const user = await createUser(t);
    const res = await postFile(
      user,
      { title: 'Kitchen dance', type: 'dancing', tags: 'joy, movement' },
      fixture('dance.webm'),
      'dance.webm',
      'video/webm',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'dancing',
      mimeType: 'video/webm',
      tags: ['joy', 'movement'],
    });
  });

  it('refuses a file whose bytes are not what it claims, and keeps nothing', async () => {
    const user = await createUser(t);
    const before = mediaFiles();
    const res = await postFile(
      user,
      { title: 'Not audio', type: 'audio' },
      Buffer.from('MZ this is an executable pretending'),
      'song.webm',
    );
    expect(res.statusCode).toBe(415);
    const png = await postFile(
      user,
      { title: 'Image as video', type: 'dancing' },
      makePng(),
      'x.webm',
      'video/webm',
    );
    expect(png.statusCode).toBe(415);
    expect(mediaFiles()).toBe(before);
  });

  it('enforces the size limit with a clear 413, keeping nothing', async () => {
    const user = await createUser(t);
    const before = mediaFiles();
    const big = Buffer.concat([
      fixture('clip.webm'),
      Buffer.alloc(25 * 1024 * 1024 + 1 - fixture('clip.webm').length),
    ]);
    const res = await postFile(user, { title: 'Too long', type: 'audio' }, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('A recording can be at most 25 MB.');
    expect(mediaFiles()).toBe(before);
    const exact = Buffer.concat([
      fixture('clip.webm'),
      Buffer.alloc(25 * 1024 * 1024 - fixture('clip.webm').length),
    ]);
    expect((await postFile(user, { title: 'Just fits', type: 'audio' }, exact)).statusCode).toBe(
      201,
    );
  });

  it('needs a title and a file, and refuses extra files', async () => {
    const user = await createUser(t);
    const before = mediaFiles();
    const noTitle = await postFile(user, { type: 'audio' }, fixture('clip.webm'));
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('Please add a title for your Craft');
    expect(mediaFiles()).toBe(before);
    const body = multipart({ title: 'No file', type: 'audio' });
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/creative-crafts',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
    expect(noFile.statusCode).toBe(400);
  });
});

describe('tags, favourites, edits and deletion', () => {
  it('adds tags once, toggles the favourite, edits, and deletes with the file', async () => {
    const user = await createUser(t);
    const craft = (
      await postFile(user, { title: 'Song', type: 'audio' }, fixture('clip.webm'))
    ).json();
    const tag = (tag: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/creative-crafts/${craft.id}/tags`,
        headers: user.auth,
        payload: { tag },
      });
    expect((await tag('  evening ')).json().tags).toEqual(['evening']);
    expect((await tag('evening')).json().tags).toEqual(['evening']);
    expect((await tag('   ')).json().tags).toEqual(['evening']);
    const liked = await t.app.inject({
      method: 'POST',
      url: `/api/creative-crafts/${craft.id}/like`,
      headers: user.auth,
    });
    expect(liked.json().likes).toBe(1);
    const unliked = await t.app.inject({
      method: 'POST',
      url: `/api/creative-crafts/${craft.id}/like`,
      headers: user.auth,
    });
    expect(unliked.json().likes).toBe(0);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/creative-crafts/${craft.id}`,
      headers: user.auth,
      payload: { title: 'Evening song' },
    });
    expect(renamed.json().title).toBe('Evening song');
    const text = await t.app.inject({
      method: 'PUT',
      url: `/api/creative-crafts/${craft.id}`,
      headers: user.auth,
      payload: { content: 'words' },
    });
    expect(text.statusCode).toBe(400);

    const before = mediaFiles();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/creative-crafts/${craft.id}`,
      headers: user.auth,
    });
    expect(del.statusCode).toBe(204);
    expect(mediaFiles()).toBe(before - 1);
    expect((await t.app.inject({ url: craft.content })).statusCode).toBe(404);
  });

  it('answers another user’s ids with 404 and changes nothing', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const craft = (
      await postJson(owner, { type: 'writing', title: 'Mine', content: 'private words' })
    ).json();
    for (const [method, url, payload] of [
      ['GET', `/api/creative-crafts/${craft.id}`, undefined],
      ['PUT', `/api/creative-crafts/${craft.id}`, { title: 'stolen' }],
      ['POST', `/api/creative-crafts/${craft.id}/tags`, { tag: 'x' }],
      ['POST', `/api/creative-crafts/${craft.id}/like`, undefined],
      ['DELETE', `/api/creative-crafts/${craft.id}`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: other.auth, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const mine = (await t.app.inject({ url: '/api/creative-crafts', headers: owner.auth })).json();
    expect(mine[0]).toMatchObject({ title: 'Mine', tags: [], likes: 0, content: 'private words' });
  });

  it('answers an unknown craft with 404, a malformed id with 400, and no session with 401', async () => {
    const user = await createUser(t);
    expect(
      (
        await t.app.inject({
          url: '/api/creative-crafts/00000000-0000-4000-8000-000000000000',
          headers: user.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/creative-crafts/not-an-id', headers: user.auth }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/creative-crafts/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/creative-crafts?search=x' })).statusCode).toBe(401);
  });

  it('serves the creative content lists', async () => {
    const user = await createUser(t);
    const res = (await t.app.inject({ url: '/api/creative/content', headers: user.auth })).json();
    expect(res.prompts).toHaveLength(25);
    expect(Object.keys(res.exercises).sort()).toEqual(['calmingHigh', 'calmingLow', 'default']);
    expect(res.danceVideos.map((v: { minutes: number }) => v.minutes)).toEqual([5, 8, 10]);
  });
});
