import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { crc32, gzipSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { media } from '../src/db/schema';
import { mediaBytesOf } from '../src/modules/media/media.repository';
import { createUser, type TestUser } from './helpers/factories';
import { makeJpeg, makePng, multipart } from './helpers/files';
import { createTestApp, type TestApp } from './helpers/test-app';

const MB = 1024 * 1024;
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
const clip = fixture('clip.webm');
const dance = fixture('dance.webm');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

// ---------------------------------------------------------------- hostile files

const SCRIPT = '<script>fetch("/api/users/export").then(r=>r.text()).then(alert)</script>';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A decodable PNG of exactly `total` bytes, padded with one chunk of `type` before IEND. */
function pngOfSize(total: number, type: 'tEXt' | 'prVt') {
  const base = makePng();
  const iend = base.subarray(base.length - 12);
  const padding = total - base.length - 12;
  const data =
    type === 'tEXt'
      ? Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding - 8, 'x')])
      : Buffer.alloc(padding, 7);
  const png = Buffer.concat([base.subarray(0, base.length - 12), pngChunk(type, data), iend]);
  expect(png.length).toBe(total);
  return png;
}

/** A minimal WebP (lossless) container. */
function makeWebp() {
  const vp8l = Buffer.from([0x2f, 0x00, 0x00, 0x00, 0x00, 0x88, 0x88, 0x08, 0x00]);
  const chunk = Buffer.concat([
    Buffer.from('VP8L'),
    Buffer.from([vp8l.length, 0, 0, 0]),
    vp8l,
    Buffer.alloc(vp8l.length % 2),
  ]);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(chunk.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, chunk]);
}

function makeWav() {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + 800, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(800, 40);
  return Buffer.concat([header, Buffer.alloc(800, 128)]);
}

const html = Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`);
const zip = Buffer.from(
  zipSync({
    'index.html': strToU8(html.toString()),
    'META-INF/MANIFEST.MF': strToU8('Manifest-Version: 1.0\n'),
  }),
);

const SVGS: Record<string, Buffer> = {
  plain: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`),
  'with an XML declaration': Buffer.from(
    `<?xml version="1.0"?>\n<!DOCTYPE svg>\n<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`,
  ),
  'after a byte-order mark': Buffer.from(
    `\ufeff<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`,
  ),
  'after blank lines': Buffer.from(
    `\n\n   <svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`,
  ),
  'gzipped (svgz)': gzipSync(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`),
  ),
};

// ---------------------------------------------------------------- calls

type FileOptions = { filename?: string; contentType?: string; field?: string };

const uploadPicture = (user: TestUser, data: Buffer, o: FileOptions = {}) => {
  const body = multipart(
    {},
    {
      field: o.field ?? 'profilePicture',
      filename: o.filename ?? 'me.png',
      contentType: o.contentType ?? 'image/png',
      data,
    },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/users/upload-profile-picture',
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
};

const uploadCraft = (
  user: TestUser,
  fields: Record<string, string>,
  data: Buffer,
  o: FileOptions = {},
) => {
  const body = multipart(fields, {
    field: o.field ?? 'file',
    filename: o.filename ?? 'take.webm',
    contentType: o.contentType ?? 'audio/webm',
    data,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/creative-crafts',
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
};

const saveDrawing = (user: TestUser, png: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/creative-crafts',
    headers: user.auth,
    payload: {
      type: 'drawing',
      title: 'Sketch',
      content: `data:image/png;base64,${png.toString('base64')}`,
    },
  });

const previewImport = (user: TestUser, content: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/moods/import/preview',
    headers: user.auth,
    payload: { content },
  });

const rawPost = (user: TestUser, url: string, contentType: string, payload: Buffer | Readable) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.auth, 'content-type': contentType },
    payload,
  });

// ---------------------------------------------------------------- what is on disk and in the account

const mediaRoot = () => join(t.dataDir, 'media');

/** Every file under a directory, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What the person sees of their uploads, plus the media files on disk. */
async function snapshot(user: TestUser) {
  const profile = (await t.app.inject({ url: '/api/users/profile', headers: user.auth })).json();
  const picture = profile.profilePicture
    ? sha((await t.app.inject({ url: profile.profilePicture })).rawPayload)
    : null;
  const crafts = (
    await t.app.inject({ url: '/api/creative-crafts', headers: user.auth })
  ).json() as {
    id: string;
    title: string;
    type: string;
    content: string;
    mimeType: string | null;
  }[];
  const craftState = await Promise.all(
    crafts.map(async (c) => ({
      id: c.id,
      title: c.title,
      mimeType: c.mimeType,
      content: c.content.startsWith('/api/media/')
        ? sha((await t.app.inject({ url: c.content })).rawPayload)
        : c.content,
    })),
  );
  const moods = (await t.app.inject({ url: '/api/moods', headers: user.auth })).json() as unknown[];
  return { picture, crafts: craftState, moods: moods.length, files: filesUnder(mediaRoot()) };
}

/** A person who already has a picture, a recording, a drawing, a writing and an imported mood. */
async function personWithUploads() {
  const user = await createUser(t);
  expect((await uploadPicture(user, makePng({ size: 6 }))).statusCode).toBe(200);
  expect((await uploadCraft(user, { title: 'Humming', type: 'audio' }, clip)).statusCode).toBe(201);
  expect((await saveDrawing(user, makePng({ size: 5 }))).statusCode).toBe(201);
  const writing = await t.app.inject({
    method: 'POST',
    url: '/api/creative-crafts',
    headers: user.auth,
    payload: { type: 'writing', title: 'Notes', content: 'A quiet morning.' },
  });
  expect(writing.statusCode).toBe(201);
  const daylio =
    'full_date,date,weekday,time,mood,activities,note_title,note\n2026-03-02,March 2,Monday,8:30 PM,rad,friends,,';
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/moods/import',
        headers: user.auth,
        payload: { content: daylio },
      })
    ).json().imported,
  ).toBe(1);
  return { user, before: await snapshot(user) };
}

const expectRefused = (
  res: { statusCode: number; headers: Record<string, unknown>; json(): { message?: unknown } },
  status: number | number[],
  message?: string | RegExp,
) => {
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses, `${res.statusCode} ${JSON.stringify(res.json())}`).toContain(res.statusCode);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const text = res.json().message;
  expect(text).toEqual(expect.any(String));
  expect(String(text).length).toBeGreaterThan(10);
  if (message) expect(text).toMatch(message);
};

/** What a browser would get from a media link: only the detected image or media type, never a page. */
async function expectServedAs(url: string, mime: string, ext: string) {
  const res = await t.app.inject({ url, headers: { accept: 'text/html,*/*' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(mime);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-disposition']).toMatch(
    new RegExp(`^inline; filename="moodcraft-[0-9a-f]{8}\\.${ext}"$`),
  );
  expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  return res.rawPayload;
}

const PICTURE_REFUSED = 'Please choose a JPEG, PNG or WebP picture';

// ---------------------------------------------------------------- tests

describe('polyglots', () => {
  it('keeps only the image of a PNG followed by a web page, and refuses a PNG header over a page', async () => {
    const { user } = await personWithUploads();
    const res = await uploadPicture(user, Buffer.concat([makePng({ text: SCRIPT }), html]), {
      contentType: 'text/html',
      filename: 'page.html',
    });
    expect(res.statusCode).toBe(200);
    const served = await expectServedAs(res.json().profilePicture, 'image/png', 'png');
    expect(served.includes(Buffer.from('<script'))).toBe(false);
    expect(served.subarray(served.length - 8, served.length - 4).toString('latin1')).toBe('IEND');

    const header = await uploadPicture(user, Buffer.concat([PNG_SIGNATURE, html]));
    expectRefused(header, 415);
    const drawn = await saveDrawing(user, Buffer.concat([PNG_SIGNATURE, html]));
    expectRefused(drawn, 415);
  });

  it('keeps only the image of a JPEG with a zip archive appended (GIFAR)', async () => {
    const { user, before } = await personWithUploads();
    const gifar = Buffer.concat([makeJpeg('GPS 12.3N 45.6E'), zip]);
    const res = await uploadPicture(user, gifar, {
      filename: 'holiday.jar',
      contentType: 'application/java-archive',
    });
    expect(res.statusCode).toBe(200);
    const served = await expectServedAs(res.json().profilePicture, 'image/jpeg', 'jpg');
    expect(served.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
    expect(served.includes(Buffer.from('<script'))).toBe(false);
    expect(served.includes(Buffer.from('GPS 12.3N'))).toBe(false);
    expect(served.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    // the old picture is replaced, not left behind
    expect(filesUnder(mediaRoot())).toHaveLength(before.files.length);
  });

  it('keeps a drawing only as its image, without metadata or anything after it', async () => {
    const { user } = await personWithUploads();
    const res = await saveDrawing(
      user,
      Buffer.concat([makePng({ size: 7, text: 'GPS 51.5N home' }), html]),
    );
    expect(res.statusCode).toBe(201);
    const served = await expectServedAs(res.json().content, 'image/png', 'png');
    expect(served.includes(Buffer.from('<script'))).toBe(false);
    expect(served.includes(Buffer.from('GPS 51.5N'))).toBe(false);
    expect(served.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  });

  it('serves a recording with a page appended only as audio, with nosniff', async () => {
    const { user } = await personWithUploads();
    const res = await uploadCraft(
      user,
      { title: 'Trick', type: 'audio' },
      Buffer.concat([clip, html]),
      { contentType: 'text/html', filename: 'x.html' },
    );
    expect(res.statusCode).toBe(201);
    await expectServedAs(res.json().content, 'audio/webm', 'webm');
    const ranged = await t.app.inject({
      url: res.json().content,
      headers: { range: `bytes=${clip.length}-` },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-type']).toBe('audio/webm');
    expect(ranged.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts a WebP with a page appended only without the page, or refuses it', async () => {
    const { user, before } = await personWithUploads();
    const res = await uploadPicture(user, Buffer.concat([makeWebp(), html]), {
      contentType: 'image/webp',
    });
    if (res.statusCode === 200) {
      const served = await expectServedAs(res.json().profilePicture, 'image/webp', 'webp');
      expect(served.includes(Buffer.from('<script'))).toBe(false);
    } else {
      expectRefused(res, 415);
      expect(await snapshot(user)).toEqual(before);
    }
  });
});

describe('SVG', () => {
  it.each(Object.entries(SVGS))('is refused on every upload route: %s', async (_name, svg) => {
    const { user, before } = await personWithUploads();
    expectRefused(
      await uploadPicture(user, svg, { contentType: 'image/svg+xml', filename: 'me.svg' }),
      415,
      PICTURE_REFUSED,
    );
    expectRefused(
      await uploadPicture(user, svg, { contentType: 'image/png', filename: 'me.png' }),
      415,
      PICTURE_REFUSED,
    );
    expectRefused(await saveDrawing(user, svg), 415, /PNG/);
    const svgUrl = await t.app.inject({
      method: 'POST',
      url: '/api/creative-crafts',
      headers: user.auth,
      payload: {
        type: 'drawing',
        title: 'Sketch',
        content: `data:image/svg+xml;base64,${svg.toString('base64')}`,
      },
    });
    expectRefused(svgUrl, 400, 'A drawing must be a PNG image');
    expectRefused(
      await uploadCraft(user, { title: 'Vector', type: 'audio' }, svg, {
        contentType: 'image/svg+xml',
        filename: 'a.svg',
      }),
      415,
      /WebM/,
    );
    expectRefused(
      await uploadCraft(user, { title: 'Vector', type: 'dancing' }, svg, {
        contentType: 'video/webm',
      }),
      415,
      /WebM or MP4 video/,
    );
    const imported = await previewImport(user, svg.toString('utf8'));
    expectRefused(imported, 400);
    expect(imported.body).not.toContain('<script');
    expect(await snapshot(user)).toEqual(before);
  });
});

describe('file names', () => {
  it('never decide where a file goes or what it is called, and are never echoed back', async () => {
    const { user } = await personWithUploads();
    const marker = `escape-${randomBytes(6).toString('hex')}`;
    const names = [
      `../../../../../../tmp/${marker}.png`,
      `/tmp/${marker}.png`,
      `..\\..\\..\\${marker}.png`,
      `${marker}.png\0.html`,
      `"><img src=x onerror=alert(1)>${marker}.png`,
      `${marker}${'%2e%2e%2f'.repeat(40)}.png`,
      `${'a'.repeat(4000)}${marker}.png`,
    ];
    for (const filename of names) {
      const picture = await uploadPicture(user, makePng(), { filename });
      expect(picture.statusCode, filename.slice(0, 40)).toBe(200);
      expect(picture.body).not.toContain(marker);
      expect(picture.body).not.toContain('<img');
      await expectServedAs(picture.json().profilePicture, 'image/png', 'png');

      const craft = await uploadCraft(user, { title: 'Named', type: 'audio' }, clip, {
        filename: filename.replace('.png', '.webm'),
      });
      expect(craft.statusCode, filename.slice(0, 40)).toBe(201);
      expect(craft.body).not.toContain(marker);
      await expectServedAs(craft.json().content, 'audio/webm', 'webm');
    }
    const list = await t.app.inject({ url: '/api/creative-crafts', headers: user.auth });
    expect(list.body).not.toContain(marker);
    const exported = await t.app.inject({
      url: '/api/users/export?format=json',
      headers: user.auth,
    });
    expect(exported.body).not.toContain(marker);

    // every stored file has a generated name inside the media directory, and nothing escaped it
    for (const file of filesUnder(t.dataDir))
      expect(file).toMatch(/^media\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
    for (const dir of [t.dataDir, mediaRoot(), tmpdir(), '/tmp', resolve(t.dataDir, '..')]) {
      expect(
        readdirSync(dir).some((name) => name.includes(marker)),
        dir,
      ).toBe(false);
    }
  });
});

describe('size limits', () => {
  it('take a profile picture of exactly 5 MB and refuse one byte more with 413', async () => {
    const { user, before } = await personWithUploads();
    const over = await uploadPicture(user, pngOfSize(5 * MB + 1, 'tEXt'));
    expectRefused(over, 413, 'The picture must be 5 MB or smaller');
    expect(await snapshot(user)).toEqual(before);

    const exact = await uploadPicture(user, pngOfSize(5 * MB, 'tEXt'));
    expect(exact.statusCode).toBe(200);
    const served = await expectServedAs(exact.json().profilePicture, 'image/png', 'png');
    expect(served.length).toBeLessThan(1000); // the padding was metadata, so it is gone
  });

  it('take a drawing of exactly 5 MB and refuse one byte more with 413', async () => {
    const { user, before } = await personWithUploads();
    expectRefused(
      await saveDrawing(user, pngOfSize(5 * MB + 1, 'prVt')),
      413,
      'A drawing can be at most 5 MB.',
    );
    expect(await snapshot(user)).toEqual(before);
    const exact = await saveDrawing(user, pngOfSize(5 * MB, 'prVt'));
    expect(exact.statusCode).toBe(201);
    expect((await expectServedAs(exact.json().content, 'image/png', 'png')).length).toBe(5 * MB);
  });

  it('refuse a dance video one byte over 200 MB with 413 while it streams, keeping nothing', async () => {
    const { user, before } = await personWithUploads();
    const boundary = `----hostile${randomBytes(6).toString('hex')}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nLong dance\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\ndancing\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="long.webm"\r\nContent-Type: video/webm\r\n\r\n`,
    );
    const size = 200 * MB + 1;
    const zeros = Buffer.alloc(MB);
    const body = Readable.from(
      (function* parts() {
        yield head;
        yield dance;
        let left = size - dance.length;
        while (left > 0) {
          const piece = Math.min(left, zeros.length);
          yield zeros.subarray(0, piece);
          left -= piece;
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const res = await rawPost(
      user,
      '/api/creative-crafts',
      `multipart/form-data; boundary=${boundary}`,
      body,
    );
    expectRefused(res, 413, 'A video can be at most 200 MB.');
    expect(await snapshot(user)).toEqual(before);
  });

  it('refuse an upload that would pass the 1 GiB storage quota with 413, keeping nothing', async () => {
    const { user, before } = await personWithUploads();
    const quota = 1024 * MB;
    const used = await mediaBytesOf(t.deps.database.db, user.id);
    // the person's earlier uploads fill their space up to a few bytes short of the quota
    const [filler] = await t.deps.database.db
      .insert(media)
      .values({
        userId: user.id,
        kind: 'video',
        mimeType: 'video/webm',
        size: quota - used - 100,
        storageKey: randomBytes(16).toString('hex'),
      })
      .returning();
    const over = await uploadCraft(user, { title: 'One more', type: 'audio' }, clip);
    expectRefused(
      over,
      413,
      'This file would go over your storage space. Delete some crafts to make room.',
    );
    const drawing = await saveDrawing(user, pngOfSize(4096, 'prVt'));
    expectRefused(drawing, 413);
    expect(filesUnder(mediaRoot())).toEqual(before.files);

    await t.deps.database.db
      .update(media)
      .set({ size: quota - used })
      .where(eq(media.id, filler!.id));
    expectRefused(
      await uploadCraft(user, { title: 'Full', type: 'audio' }, clip),
      413,
      'Your storage is full. Delete some crafts to make room.',
    );
    await t.deps.database.db.delete(media).where(eq(media.id, filler!.id));
    expect(await snapshot(user)).toEqual(before);
  });

  it('refuse an import file over 10 MB with 413, and a body over the route limit too', async () => {
    const { user, before } = await personWithUploads();
    expectRefused(
      await previewImport(user, 'x'.repeat(10 * MB + 1)),
      413,
      'The file can be at most 10 MB',
    );
    const big = await rawPost(
      user,
      '/api/moods/import',
      'application/json',
      Buffer.from(JSON.stringify({ content: 'x'.repeat(13 * MB) })),
    );
    expectRefused(big, 413, 'The request is too large');
    expect(await snapshot(user)).toEqual(before);
  });
});

describe('malformed multipart', () => {
  const manyParts = (
    count: number,
    kind: 'fields' | 'files',
    field: string,
    first: Buffer,
    head: Record<string, string> = {},
  ) => {
    const boundary = `----many${randomBytes(4).toString('hex')}`;
    const firstFile = first.toString('latin1');
    const parts = [
      ...Object.entries(head).map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ];
    for (let i = 0; i < count; i++) {
      parts.push(
        kind === 'fields'
          ? `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`
          : `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="f${i}"\r\nContent-Type: image/png\r\n\r\n${i ? 'x' : firstFile}\r\n`,
      );
    }
    parts.push(`--${boundary}--\r\n`);
    return {
      payload: Buffer.from(parts.join(''), 'latin1'),
      type: `multipart/form-data; boundary=${boundary}`,
    };
  };

  it('answers thousands of parts with a quick, clear 413 on both upload routes', async () => {
    const { user, before } = await personWithUploads();
    for (const [url, field, first, head] of [
      ['/api/users/upload-profile-picture', 'profilePicture', makePng(), {}],
      ['/api/creative-crafts', 'file', clip, { title: 'Many', type: 'audio' }],
    ] as const) {
      for (const kind of ['fields', 'files'] as const) {
        const body = manyParts(5000, kind, field, first, head);
        const started = Date.now();
        const res = await rawPost(user, url, body.type, body.payload);
        expectRefused(res, 413, 'This upload has too many parts');
        expect(Date.now() - started, `${url} ${kind}`).toBeLessThan(5000);
      }
    }
    expect(await snapshot(user)).toEqual(before);
  });

  it('keeps a part with thousands of header lines only as its picture, and refuses a second file', async () => {
    const { user, before } = await personWithUploads();
    const boundary = '----headers';
    const headers = Array.from({ length: 3000 }, (_, i) => `X-Filler-${i}: y`).join('\r\n');
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="profilePicture"; filename="a.png"\r\n${headers}\r\n\r\n${makePng().toString('latin1')}\r\n--${boundary}--\r\n`,
      'latin1',
    );
    const res = await rawPost(
      user,
      '/api/users/upload-profile-picture',
      `multipart/form-data; boundary=${boundary}`,
      payload,
    );
    // extra header lines beyond the parser's limit are dropped; the picture is still only a picture
    expect(res.statusCode).toBe(200);
    await expectServedAs(res.json().profilePicture, 'image/png', 'png');
    const after = await snapshot(user);

    const b = `----two${randomBytes(4).toString('hex')}`;
    const file = (data: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.webm"\r\nContent-Type: audio/webm\r\n\r\n`,
        ),
        data,
        Buffer.from('\r\n'),
      ]);
    const two = Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="title"\r\n\r\nTwo\r\n--${b}\r\nContent-Disposition: form-data; name="type"\r\n\r\naudio\r\n`,
      ),
      file(clip),
      file(clip),
      Buffer.from(`--${b}--\r\n`),
    ]);
    expectRefused(
      await rawPost(user, '/api/creative-crafts', `multipart/form-data; boundary=${b}`, two),
      413,
      'This upload has too many parts',
    );
    const pictures = Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="profilePicture"; filename="a.png"\r\n\r\n`,
      ),
      makePng({ size: 9 }),
      Buffer.from(
        `\r\n--${b}\r\nContent-Disposition: form-data; name="profilePicture"; filename="b.png"\r\n\r\n`,
      ),
      makePng({ size: 10 }),
      Buffer.from(`\r\n--${b}--\r\n`),
    ]);
    expectRefused(
      await rawPost(
        user,
        '/api/users/upload-profile-picture',
        `multipart/form-data; boundary=${b}`,
        pictures,
      ),
      413,
      'This upload has too many parts',
    );
    expect(await snapshot(user)).toEqual(after);
    expect(after.files).toHaveLength(before.files.length);
  });

  it('answers a cut-off body or a missing boundary with 400, keeping nothing', async () => {
    const { user, before } = await personWithUploads();
    const picture = multipart(
      {},
      {
        field: 'profilePicture',
        filename: 'a.png',
        contentType: 'image/png',
        data: makePng({ size: 32 }),
      },
    );
    const craft = multipart(
      { title: 'Cut', type: 'audio' },
      { field: 'file', filename: 'a.webm', contentType: 'audio/webm', data: clip },
    );
    const cases: [string, string, Buffer][] = [
      [
        '/api/users/upload-profile-picture',
        picture.headers['content-type'],
        picture.payload.subarray(0, picture.payload.length - 40),
      ],
      [
        '/api/creative-crafts',
        craft.headers['content-type'],
        craft.payload.subarray(0, craft.payload.length - 3000),
      ],
      ['/api/users/upload-profile-picture', 'multipart/form-data', picture.payload],
      ['/api/creative-crafts', 'multipart/form-data', craft.payload],
      ['/api/creative-crafts', 'multipart/form-data; boundary=', craft.payload],
    ];
    for (const [url, type, payload] of cases) {
      const res = await rawPost(user, url, type, payload);
      expectRefused(res, 400);
    }
    expect(await snapshot(user)).toEqual(before);
  });

  it('cleans up when the connection drops in the middle of a streamed upload', async () => {
    const { user, before } = await personWithUploads();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const boundary = '----dropped';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nDropped\r\n--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\ndancing\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="d.webm"\r\nContent-Type: video/webm\r\n\r\n`,
    );
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((done) => socket.once('connect', () => done()));
    socket.write(
      `POST /api/creative-crafts HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${user.auth.authorization}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${50 * MB}\r\n\r\n`,
    );
    socket.write(head);
    socket.write(dance);
    socket.write(Buffer.alloc(2 * MB));
    // the upload is being written as it arrives
    await expect
      .poll(() => filesUnder(mediaRoot()).some((f) => f.endsWith('.partial')), { timeout: 5000 })
      .toBe(true);
    socket.destroy();
    await expect.poll(() => filesUnder(mediaRoot()), { timeout: 5000 }).toEqual(before.files);
    expect(await snapshot(user)).toEqual(before);
  });
});

describe('type checks', () => {
  it('go by the bytes: the claimed type and extension change nothing', async () => {
    const { user } = await personWithUploads();
    const jpegAsPng = await uploadPicture(user, makeJpeg('x'), {
      contentType: 'image/png',
      filename: 'me.png',
    });
    expect(jpegAsPng.statusCode).toBe(200);
    await expectServedAs(jpegAsPng.json().profilePicture, 'image/jpeg', 'jpg');
    const webpAsJpeg = await uploadPicture(user, makeWebp(), {
      contentType: 'image/jpeg',
      filename: 'me.jpg',
    });
    expect(webpAsJpeg.statusCode).toBe(200);
    await expectServedAs(webpAsJpeg.json().profilePicture, 'image/webp', 'webp');
    const pngAsHtml = await uploadPicture(user, makePng(), {
      contentType: 'text/html',
      filename: 'me.html',
    });
    expect(pngAsHtml.statusCode).toBe(200);
    await expectServedAs(pngAsHtml.json().profilePicture, 'image/png', 'png');
    const videoAsAudio = await uploadCraft(user, { title: 'Moves', type: 'dancing' }, dance, {
      contentType: 'audio/ogg',
      filename: 'a.ogg',
    });
    expect(videoAsAudio.statusCode).toBe(201);
    await expectServedAs(videoAsAudio.json().content, 'video/webm', 'webm');
  });

  it('refuse bytes of the wrong kind for the route, keeping nothing', async () => {
    const { user, before } = await personWithUploads();
    expectRefused(
      await uploadPicture(user, clip, { contentType: 'image/png' }),
      415,
      PICTURE_REFUSED,
    );
    expectRefused(
      await uploadPicture(user, zip, { contentType: 'image/jpeg' }),
      415,
      PICTURE_REFUSED,
    );
    expectRefused(
      await uploadPicture(user, Buffer.from('GIF89a\x01\x00\x01\x00'), {
        contentType: 'image/gif',
      }),
      415,
      PICTURE_REFUSED,
    );
    expectRefused(
      await uploadCraft(user, { title: 'Pic', type: 'audio' }, makeJpeg('x'), {
        contentType: 'audio/webm',
      }),
      415,
    );
    expectRefused(
      await uploadCraft(user, { title: 'Wav', type: 'dancing' }, makeWav(), {
        contentType: 'video/webm',
      }),
      415,
      /WebM or MP4 video/,
    );
    expectRefused(
      await uploadCraft(
        user,
        { title: 'Mkv', type: 'dancing' },
        Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('matroska'), html]),
      ),
      415,
    );
    expectRefused(
      await uploadCraft(user, { title: 'Zip', type: 'audio' }, zip, { contentType: 'audio/mpeg' }),
      415,
    );
    expectRefused(await saveDrawing(user, makeJpeg('x')), 415);
    expect(await snapshot(user)).toEqual(before);
  });

  it('refuse an empty file with a clear 4xx on every route, keeping nothing', async () => {
    const { user, before } = await personWithUploads();
    expectRefused(await uploadPicture(user, Buffer.alloc(0)), 415, PICTURE_REFUSED);
    expectRefused(
      await uploadCraft(user, { title: 'Silence', type: 'audio' }, Buffer.alloc(0)),
      415,
    );
    expectRefused(
      await uploadCraft(user, { title: 'Still', type: 'dancing' }, Buffer.alloc(0), {
        contentType: 'video/webm',
      }),
      415,
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/creative-crafts',
        headers: user.auth,
        payload: { type: 'drawing', title: 'Blank', content: 'data:image/png;base64,' },
      }),
      400,
    );
    expectRefused(await previewImport(user, ''), 400, 'The file is empty');
    expect(await snapshot(user)).toEqual(before);
  });
});

describe('mood import files', () => {
  it('refuses pictures, pages and archives as exports, without echoing them', async () => {
    const { user, before } = await personWithUploads();
    for (const content of [
      makePng().toString('latin1'),
      html.toString(),
      zip.toString('latin1'),
      Buffer.concat([makeJpeg('x'), zip]).toString('latin1'),
    ]) {
      const res = await previewImport(user, content);
      expectRefused(res, 400);
      expect(res.body).not.toContain('<script');
      const run = await t.app.inject({
        method: 'POST',
        url: '/api/moods/import',
        headers: user.auth,
        payload: { content },
      });
      expectRefused(run, 400);
    }
    expect(await snapshot(user)).toEqual(before);
  });

  it('gives script in a note back only as JSON text, and takes no NUL byte as a 500', async () => {
    const { user } = await personWithUploads();
    const csv = `full_date,date,weekday,time,mood,activities,note_title,note\n2026-03-05,March 5,Thursday,9:00 PM,good,friends,"${SCRIPT.replace(/"/g, '""')}",`;
    const preview = await previewImport(user, csv);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^application\/json/);
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    expect(preview.json().sample[0].notes).toContain(SCRIPT);

    const withNul = csv.replace('good', 'go\0od').replace('friends', 'fri\0ends');
    for (const url of ['/api/moods/import/preview', '/api/moods/import']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: user.auth,
        payload: { content: withNul },
      });
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
    }
  });

  it('is JSON only: multipart or a raw file is refused with a clear 4xx', async () => {
    const { user, before } = await personWithUploads();
    const body = multipart(
      {},
      {
        field: 'file',
        filename: '../../export.csv',
        contentType: 'text/csv',
        data: Buffer.from('a,b\n1,2'),
      },
    );
    expectRefused(
      await rawPost(user, '/api/moods/import', body.headers['content-type'], body.payload),
      [400, 415],
    );
    expectRefused(
      await rawPost(user, '/api/moods/import', 'text/csv', Buffer.from('a,b\n1,2')),
      415,
    );
    expect(await snapshot(user)).toEqual(before);
  });
});
