import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/db/lock';
import { createEncryption } from '../src/lib/encryption';
import { diskSealedFiles } from '../src/modules/media/disk-files';
import { createEncryptedFileStore, type MediaStore } from '../src/modules/media/media-store';
import { moveMedia, MoveError, type SealedFiles } from '../src/modules/media/move-media';
import { createS3MediaStore } from '../src/modules/media/s3-media-store';
import { startS3Server, type S3Server } from './helpers/s3-server';

const SERVER_ROOT = resolve(import.meta.dirname, '..');
let server: S3Server;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(() => server.close());

const encryption = createEncryption(randomBytes(32));

/** Media files as the server stores them on the disk; answers their plain bytes by key. */
async function storeOnDisk(root: string, sizes: number[]) {
  const disk = createEncryptedFileStore(root, encryption);
  const files = new Map<string, Buffer>();
  for (const size of sizes) {
    const data = randomBytes(size);
    files.set((await disk.put(Readable.from([data]))).key, data);
  }
  return files;
}

const keysOf = async (store: MediaStore) => {
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys.sort();
};

async function expectAllIn(store: MediaStore, files: Map<string, Buffer>) {
  expect(await keysOf(store)).toEqual([...files.keys()].sort());
  for (const [key, data] of files)
    expect((await buffer(await store.read(key))).equals(data)).toBe(true);
}

/** `files` with a fault: write number `failWrite` breaks part way, removal `failRemove` fails. */
function faulty(files: SealedFiles, { failWrite = 0, failRemove = 0 } = {}): SealedFiles {
  let writes = 0;
  let removes = 0;
  return {
    ...files,
    write(key, source, size) {
      if (++writes !== failWrite) return files.write(key, source, size);
      // the connection drops half way through
      const cut = Readable.from(
        (async function* () {
          let sent = 0;
          for await (const chunk of source as AsyncIterable<Buffer>) {
            if (sent + chunk.length >= size / 2) {
              yield chunk.subarray(0, Math.floor(size / 2) - sent);
              throw new Error('connection reset');
            }
            sent += chunk.length;
            yield chunk;
          }
        })(),
      );
      return files.write(key, cut, size);
    },
    async remove(key) {
      if (++removes === failRemove) throw new Error('power cut');
      return files.remove(key);
    },
  };
}

const count = async (files: SealedFiles) => {
  let n = 0;
  for await (const _key of files.keys()) n++;
  return n;
};

describe('moving media between the disk and a bucket', () => {
  it('moves every file to the bucket and back, resuming after interruptions', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mc-move-'));
    const files = await storeOnDisk(root, [0, 1_000, 200_000, 6 * 1024 * 1024, 70_000]);
    const bucket = await createS3MediaStore(server.settings('moved/'), encryption);
    const disk = diskSealedFiles(root);
    const stopped = (run: Promise<unknown>) =>
      run.then(
        () => expect.unreachable('the move should have stopped'),
        (error: unknown) => {
          expect(error).toBeInstanceOf(MoveError);
          return (error as MoveError).report;
        },
      );

    // the third copy breaks part way: two moved, nothing lost, no upload left unfinished
    expect(await stopped(moveMedia(disk, faulty(bucket.s3.sealed, { failWrite: 3 })))).toEqual({
      moved: 2,
      copied: 2,
      alreadyThere: 0,
      bytes: expect.any(Number),
    });
    expect(await count(bucket.s3.sealed)).toBe(2);
    expect(await count(disk)).toBe(3);
    const uploads = await bucket.s3.client.send(
      new ListMultipartUploadsCommand({ Bucket: server.bucket, Prefix: 'moved/' }),
    );
    expect(uploads.Uploads ?? []).toEqual([]);

    // the next file is copied, and the power goes before its original is removed
    expect(await stopped(moveMedia(faulty(disk, { failRemove: 1 }), bucket.s3.sealed))).toEqual({
      moved: 0,
      copied: 0,
      alreadyThere: 0,
      bytes: 0,
    });
    expect(await count(bucket.s3.sealed)).toBe(3);
    expect(await count(disk)).toBe(3);

    // run again: what is there already is not copied again
    const done = await moveMedia(disk, bucket.s3.sealed);
    expect(done).toMatchObject({ moved: 3, copied: 2, alreadyThere: 1 });
    expect(await count(disk)).toBe(0);
    await expectAllIn(bucket, files);

    // and back to the disk, where the disk store reads every file as before
    const back = await moveMedia(bucket.s3.sealed, disk);
    expect(back).toMatchObject({ moved: 5, copied: 5, alreadyThere: 0 });
    expect(await count(bucket.s3.sealed)).toBe(0);
    await expectAllIn(createEncryptedFileStore(root, encryption), files);

    // a copy at the destination of the same size but other bytes is not trusted: copied again
    const [someKey = ''] = [...files.keys()].filter((key) => files.get(key)?.length === 1_000);
    const sealedSize = (await disk.sizeOf(someKey)) ?? 0;
    await bucket.s3.sealed.write(someKey, Readable.from([randomBytes(sealedSize)]), sealedSize);
    expect(await bucket.s3.sealed.sizeOf(someKey)).toBe(sealedSize);
    expect(await moveMedia(disk, bucket.s3.sealed)).toMatchObject({ moved: 5, copied: 5 });
    await expectAllIn(bucket, files);
  }, 60_000);
});

/** `npm run media:move -- ARGS` as the operator runs it (the command, unbuilt). */
function command(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/media-move-cli.ts', ...args], {
    cwd: SERVER_ROOT,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise<{ code: number | null; output: string }>((done) =>
    child.once('exit', (code) => done({ code, output })),
  );
}

describe('npm run media:move', () => {
  it('moves the media of a stopped server to the bucket and back, and says what it did', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-move-cli-'));
    const files = await storeOnDisk(join(dataDir, 'media'), [10, 100_000, 300_000]);
    const env = { DATA_DIR: dataDir, ...server.env('cli') };

    const usage = await command(['sideways'], env);
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('Usage: npm run media:move -- to-s3');
    const noBucket = await command(['to-s3'], { DATA_DIR: dataDir });
    expect(noBucket.code).toBe(1);
    expect(noBucket.output).toContain('S3_BUCKET is not set');

    // not while MoodCraft runs on this data directory
    const unlock = lockDataDir(dataDir);
    const busy = await command(['to-s3'], env);
    unlock();
    expect(busy.code).toBe(1);
    expect(busy.output).toContain('Another MoodCraft process');

    const up = await command(['to-s3'], env);
    expect(up.output).toContain('Moved 3 media files');
    expect(up.output).toContain('3 copied, 0 already there');
    expect(up.code).toBe(0);
    expect(await count(diskSealedFiles(join(dataDir, 'media')))).toBe(0);
    await expectAllIn(await createS3MediaStore(server.settings('cli/'), encryption), files);

    const again = await command(['to-s3'], env);
    expect(again.output).toContain('Nothing to move');
    expect(again.code).toBe(0);

    const down = await command(['to-disk'], env);
    expect(down.output).toContain('Moved 3 media files');
    expect(down.code).toBe(0);
    await expectAllIn(createEncryptedFileStore(join(dataDir, 'media'), encryption), files);
    expect(
      await count((await createS3MediaStore(server.settings('cli/'), encryption)).s3.sealed),
    ).toBe(0);
  }, 60_000);
});
