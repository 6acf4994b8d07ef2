import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './helpers/factories';
import { makeJpeg, makePng, multipart } from './helpers/files';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

const upload = (
  headers: Record<string, string>,
  data: Buffer,
  contentType = 'image/png',
  field = 'profilePicture',
) => {
  const body = multipart({}, { field, filename: 'me.png', contentType, data });
  return t.app.inject({
    method: 'POST',
    url: '/api/users/upload-profile-picture',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe('profile picture', () => {
  it('stores the picture without its metadata and serves it through a signed link with ranges', async () => {
    const user = await createUser(t);
    const png = makePng({ text: 'GPS 51.5 -0.12 taken at home' });
    const res = await upload(user.auth, png);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().profilePicture;
    expect(url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['accept-ranges']).toBe('bytes');
    expect(served.headers['cache-control']).toMatch(/no-store/);
    expect(served.rawPayload.includes(Buffer.from('GPS 51.5'))).toBe(false);
    expect(served.rawPayload.subarray(0, 8).equals(png.subarray(0, 8))).toBe(true);
    expect(served.rawPayload.includes(Buffer.from('IDAT'))).toBe(true);

    const part = await t.app.inject({ url, headers: { range: 'bytes=1-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-3/${served.rawPayload.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('PNG');
    const outside = await t.app.inject({ url, headers: { range: 'bytes=99999-' } });
    expect(outside.statusCode).toBe(416);

    const profile = (await t.app.inject({ url: '/api/users/profile', headers: user.auth })).json();
    expect(profile.profilePicture).toMatch(/^\/api\/media\//);
  });

  it('keeps files encrypted on disk', async () => {
    const user = await createUser(t);
    const res = await upload(user.auth, makePng({ size: 8 }));
    const served = await t.app.inject({ url: res.json().profilePicture });
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(t.dataDir, 'media');
    const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((f) =>
      f.isFile(),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const bytes = readFileSync(join(f.parentPath, f.name));
      expect(bytes.includes(served.rawPayload.subarray(12, 40))).toBe(false);
    }
  });

  it('strips EXIF and comments from a JPEG', async () => {
    const user = await createUser(t);
    const res = await upload(user.auth, makeJpeg('Camera GPS 48.85N'), 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ url: res.json().profilePicture });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes(Buffer.from('GPS 48.85N'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('a comment'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('JFIF'))).toBe(true);
  });

  it('refuses a tampered or expired link with 403', async () => {
    const user = await createUser(t);
    const url: string = (await upload(user.auth, makePng())).json().profilePicture;
    const tampered = url.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(403);
    const otherExp = url.replace(/exp=(\d+)/, (_m, exp) => `exp=${Number(exp) + 300}`);
    expect((await t.app.inject({ url: otherExp })).statusCode).toBe(403);
    t.setNow(new Date(Date.now() + 2 * 3600_000));
    expect((await t.app.inject({ url })).json().message).toMatch(/expired/);
    t.setNow(null);
    expect((await t.app.inject({ url: '/api/media/not-a-uuid?exp=1&sig=x' })).statusCode).toBe(400);
  });

  it('checks the bytes, not the claimed type', async () => {
    const user = await createUser(t);
    const html = await upload(
      user.auth,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'image/png',
    );
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe('Please choose a JPEG, PNG or WebP picture');
    const svg = await upload(
      user.auth,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(415);
    const broken = await upload(user.auth, Buffer.concat([makePng().subarray(0, 30)]), 'image/png');
    expect(broken.statusCode).toBe(415);
  });

  it('refuses more than 5 MB, a missing file and a plain JSON body', async () => {
    const user = await createUser(t);
    const big = Buffer.concat([makePng(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(user.auth, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The picture must be 5 MB or smaller');
    const wrongField = await upload(user.auth, makePng(), 'image/png', 'avatar');
    expect(wrongField.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/users/upload-profile-picture',
      headers: user.auth,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
  });

  it('needs a session', async () => {
    const res = await upload({}, makePng());
    expect(res.statusCode).toBe(401);
  });
});
