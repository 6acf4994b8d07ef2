import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEncryption } from '../src/lib/encryption';
import { loadConfig } from '../src/config';
import { createS3MediaStore } from '../src/modules/media/s3-media-store';
import { s3SettingsOf } from '../src/modules/media/s3-objects';
import { createUser } from './helpers/factories';
import { multipart } from './helpers/files';
import { startS3Server, type S3Server } from './helpers/s3-server';
import { createTestApp, type TestApp } from './helpers/test-app';

let server: S3Server;
let t: TestApp;
let store: Awaited<ReturnType<typeof createS3MediaStore>>;

beforeAll(async () => {
  server = await startS3Server();
  const encryption = createEncryption(randomBytes(32));
  // the settings as the server reads them from its environment
  const settings = s3SettingsOf(loadConfig(server.env('moodcraft/media')));
  if (!settings) throw new Error('S3 settings expected');
  expect(settings.prefix).toBe('moodcraft/media/');
  store = await createS3MediaStore(settings, encryption);
  t = await createTestApp({ encryption, media: store, env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

/** What the bucket holds, as s3rver keeps it on its disk: object names and their bytes. */
function bucketObjects() {
  const root = join(server.directory, server.bucket);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith('._S3rver_object'))
    .map((f) => ({
      name: join(f.parentPath, f.name)
        .slice(root.length + 1)
        .replace('._S3rver_object', ''),
      bytes: readFileSync(join(f.parentPath, f.name)),
    }));
}

describe('media crafts with the S3 store', () => {
  it('uploads a video into the bucket, sealed, and plays it back with ranges', async () => {
    const user = await createUser(t);
    // a real WebM recording's start, then enough more to fill several sealed chunks
    const clip = readFileSync(join(import.meta.dirname, 'fixtures', 'dance.webm'));
    const video = Buffer.concat([clip, randomBytes(250_000)]);
    const body = multipart(
      { title: 'Kitchen dance', type: 'dancing', tags: 'joy' },
      { field: 'file', filename: 'dance.webm', contentType: 'video/webm', data: video },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/creative-crafts',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    const craft = created.json();
    expect(craft).toMatchObject({ type: 'dancing', mimeType: 'video/webm' });

    // in the bucket, under the prefix, as ciphertext only; nothing on the disk
    const objects = bucketObjects();
    expect(objects).toHaveLength(1);
    expect(objects[0]!.name).toMatch(/^moodcraft\/media\/[a-f0-9]{32}$/);
    expect(objects[0]!.bytes.subarray(0, 4).toString()).toBe('MCM2');
    expect(objects[0]!.bytes.includes(clip.subarray(0, 32))).toBe(false);
    expect(objects[0]!.bytes.includes(video.subarray(200_000, 200_032))).toBe(false);
    expect(existsSync(join(t.dataDir, 'media'))).toBe(false);

    const whole = await t.app.inject({ url: craft.content });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(video.length));
    expect(whole.rawPayload.equals(video)).toBe(true);

    // a seek across a chunk edge, as a <video> element asks for it
    const part = await t.app.inject({
      url: craft.content,
      headers: { range: 'bytes=65530-140000' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 65530-140000/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(65_530, 140_001))).toBe(true);
    const tail = await t.app.inject({ url: craft.content, headers: { range: 'bytes=-100' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 100))).toBe(true);
    const beyond = await t.app.inject({
      url: craft.content,
      headers: { range: `bytes=${video.length}-` },
    });
    expect(beyond.statusCode).toBe(416);

    // the export with media reads it from the bucket too
    const exported = await t.app.inject({
      url: '/api/users/export?format=zip',
      headers: user.auth,
    });
    expect(exported.statusCode).toBe(200);
    const files = Object.values(unzipSync(new Uint8Array(exported.rawPayload)));
    expect(files.some((file) => Buffer.from(file).equals(video))).toBe(true);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/creative-crafts/${craft.id}`,
      headers: user.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect(bucketObjects()).toHaveLength(0);
    expect((await t.app.inject({ url: craft.content })).statusCode).toBe(404);
  });

  it('keeps nothing in the bucket when an upload is refused', async () => {
    const user = await createUser(t);
    const body = multipart(
      { title: 'Not audio', type: 'audio', tags: '' },
      { field: 'file', filename: 'a.webm', contentType: 'audio/webm', data: randomBytes(90_000) },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/creative-crafts',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(bucketObjects()).toHaveLength(0);
    const keys: string[] = [];
    for await (const key of store.keys()) keys.push(key);
    expect(keys).toEqual([]);
  });
});
