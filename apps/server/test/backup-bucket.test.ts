import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { createEncryption } from '../src/lib/encryption';
import { createBackup } from '../src/modules/backup/backup';
import { restoreBackup, RestoreError } from '../src/modules/backup/restore';
import { createS3MediaStore } from '../src/modules/media/s3-media-store';
import { createDatabaseMigratedTo } from './helpers/database';
import { writeEverything, type Written } from './helpers/everything';
import { startS3Server, type S3Server } from './helpers/s3-server';
import { createTestApp, type TestApp } from './helpers/test-app';

const log = pino({ level: 'silent' });

/** A temporary folder, removed after this file's tests. */
const folders: string[] = [];
const scratch = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
const encryption = createEncryption(randomBytes(32));

/** Every object under the store's prefix, by media key, as its sealed bytes. */
async function objects(store: Awaited<ReturnType<typeof createS3MediaStore>>) {
  const out = new Map<string, Buffer>();
  for await (const key of store.s3.sealed.keys()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await store.s3.sealed.open(key)) chunks.push(chunk as Buffer);
    out.set(key, Buffer.concat(chunks));
  }
  return out;
}

describe('backups of media kept in a bucket', () => {
  let s3: S3Server;
  let t: TestApp;
  let written: Written;
  let source: Awaited<ReturnType<typeof createS3MediaStore>>;

  beforeAll(async () => {
    s3 = await startS3Server();
    source = await createS3MediaStore(s3.settings('first/'), encryption);
    t = await createTestApp({ encryption, media: source });
    written = await writeEverything(t.app, null);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('takes the sealed files from the bucket and puts them into an empty one', async () => {
    const backupDir = scratch('moodcraft-backups-');
    const { manifest, file } = await createBackup({
      pool: t.deps.database.pool,
      dataDir: t.dataDir,
      backupDir,
      keyIds: encryption.keyIds,
      media: source.s3.sealed,
    });
    const before = await objects(source);
    expect(manifest.media.files).toBe(before.size);
    expect(before.size).toBeGreaterThan(0);

    const target = await createDatabaseMigratedTo(-1);
    const restoredMedia = await createS3MediaStore(s3.settings('second/'), encryption);
    try {
      const dataDir = scratch('moodcraft-restore-');
      const options = { file, connection: target.target, keyIds: encryption.keyIds, log };
      await restoreBackup({ ...options, dataDir, media: restoredMedia.s3.sealed });
      const after = await objects(restoredMedia);
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      for (const [key, bytes] of before) expect(after.get(key)?.equals(bytes)).toBe(true);

      // the restored instance plays every file back, decrypted
      const database = await openDatabase({ kind: 'postgres', connection: target.target });
      const restored = await createTestApp({ database, encryption, media: restoredMedia });
      try {
        await written.readBack(restored.app, written.user);
      } finally {
        await restored.close();
        await database.close();
      }

      // a bucket that already holds media is refused, before anything is written
      await expect(
        restoreBackup({ ...options, dataDir, media: restoredMedia.s3.sealed }),
      ).rejects.toThrow(RestoreError);
    } finally {
      await target.drop();
    }
  }, 120_000);
});
