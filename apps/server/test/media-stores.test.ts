import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEncryption, type Encryption } from '../src/lib/encryption';
import { createEncryptedFileStore, type MediaStore } from '../src/modules/media/media-store';
import { createS3MediaStore } from '../src/modules/media/s3-media-store';
import { startS3Server, type S3Server } from './helpers/s3-server';

/** One kind of storage, seen from the outside: the same tests run over each. */
type Storage = {
  store: MediaStore;
  /** a store over the same files, sealing with `encryption` */
  storeWith(encryption: Encryption): Promise<MediaStore>;
  /** the sealed bytes as they are kept */
  raw(key: string): Promise<Buffer>;
  setRaw(key: string, bytes: Buffer): Promise<void>;
  /** everything kept: finished files and what unfinished uploads left */
  everything(): Promise<{ files: number; unfinished: number }>;
  /** leaves behind what uploads a crash cut short leave; answers how many */
  crashMidUpload(): Promise<number>;
};

async function diskStorage(encryption: Encryption): Promise<Storage> {
  const root = mkdtempSync(join(tmpdir(), 'mc-media-'));
  const pathOf = (key: string) => join(root, key.slice(0, 2), key);
  const names = () =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => f.name);
  return {
    store: createEncryptedFileStore(root, encryption),
    storeWith: async (other) => createEncryptedFileStore(root, other),
    raw: async (key) => readFileSync(pathOf(key)),
    setRaw: async (key, bytes) => writeFileSync(pathOf(key), bytes),
    everything: async () => ({
      files: names().filter((n) => !n.endsWith('.partial')).length,
      unfinished: names().filter((n) => n.endsWith('.partial')).length,
    }),
    async crashMidUpload() {
      const key = randomBytes(16).toString('hex');
      mkdirSync(join(root, key.slice(0, 2)), { recursive: true });
      writeFileSync(`${pathOf(key)}.0a0b0c0d.partial`, randomBytes(1000));
      return 1;
    },
  };
}

let server: S3Server;

async function s3Storage(encryption: Encryption): Promise<Storage> {
  // a prefix of its own per storage, and tiny listing pages, so paging is exercised
  const prefix = `tenant-${randomBytes(3).toString('hex')}/media/`;
  const settings = server.settings(prefix);
  const store = await createS3MediaStore(settings, encryption, { pageSize: 2 });
  const { client } = store.s3;
  const Bucket = server.bucket;
  return {
    store,
    storeWith: (other) => createS3MediaStore(settings, other, { pageSize: 2 }),
    raw: async (key) => buffer((await store.s3.get(store.s3.nameOf(key))).Body),
    async setRaw(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: store.s3.nameOf(key), Body: bytes }));
    },
    async everything() {
      let files = 0;
      let partials = 0;
      for await (const object of store.s3.list(prefix)) {
        if (object.Key?.startsWith(store.s3.partialPrefix)) partials++;
        else files++;
      }
      const uploads = await client.send(
        new ListMultipartUploadsCommand({ Bucket, Prefix: prefix }),
      );
      return { files, unfinished: partials + (uploads.Uploads?.length ?? 0) };
    },
    async crashMidUpload() {
      // a multipart upload with a part in, never completed, and a reseal's copy never copied
      const Key = store.s3.nameOf(randomBytes(16).toString('hex'));
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
      await client.send(
        new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: 1, Body: randomBytes(1000) }),
      );
      const partial = store.s3.partialNameOf(randomBytes(16).toString('hex'));
      await client.send(new PutObjectCommand({ Bucket, Key: partial, Body: randomBytes(100) }));
      return 2;
    },
  };
}

beforeAll(async () => {
  server = await startS3Server();
});
afterAll(() => server.close());

const failingAfter = (bytes: number) => {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return void this.destroy(new Error('connection lost'));
      const piece = randomBytes(Math.min(256 * 1024, bytes - sent));
      sent += piece.length;
      this.push(piece);
    },
  });
};

describe.each([
  ['on the disk', diskStorage],
  ['in an S3 bucket (s3rver)', s3Storage],
])('media store %s', (_where, open) => {
  const key = createEncryption(randomBytes(32));

  it.each([0, 1, 65_535, 65_536, 65_537, 300_000])(
    'round-trips %i bytes streamed in pieces, keeping only ciphertext',
    async (size) => {
      const { store, raw } = await open(key);
      const data = randomBytes(size);
      const pieces = [];
      for (let i = 0; i < size; i += 10_000) pieces.push(data.subarray(i, i + 10_000));
      const { key: name, size: stored } = await store.put(Readable.from(pieces));
      expect(stored).toBe(size);
      expect(await store.size(name)).toBe(size);
      expect((await buffer(await store.read(name))).equals(data)).toBe(true);
      const sealed = await raw(name);
      expect(sealed.subarray(0, 8).toString('hex')).toBe(
        Buffer.concat([Buffer.from('MCM2'), Buffer.from(key.keyId, 'hex')]).toString('hex'),
      );
      if (size > 16) expect(sealed.includes(data.subarray(0, 16))).toBe(false);
    },
  );

  it('reads any range, at and across chunk edges', async () => {
    const { store } = await open(key);
    const data = randomBytes(200_000);
    const { key: name } = await store.put(Readable.from([data]));
    for (const [start, end] of [
      [0, 0],
      [0, 65_535],
      [65_535, 65_536],
      [65_536, 65_536],
      [65_530, 65_545],
      [131_071, 131_073],
      [131_072, 199_999],
      [199_990, 199_999],
      [10, 150_000],
      [150_000, 500_000],
    ] as const) {
      const got = await buffer(await store.read(name, { start, end }));
      expect(got.equals(data.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    }
    expect((await buffer(await store.read(name, { start: 250_000, end: 260_000 }))).length).toBe(0);
  });

  it('notices a file cut short, or a chunk taken from another file', async () => {
    const { store, raw, setRaw } = await open(key);
    const a = await store.put(Readable.from([randomBytes(200_000)]));
    const b = await store.put(Readable.from([randomBytes(200_000)]));
    const [fileA, fileB] = [await raw(a.key), await raw(b.key)];
    const SEALED = 65_536 + 28;
    await setRaw(b.key, Buffer.concat([fileB.subarray(0, 8 + SEALED), fileA.subarray(8 + SEALED)]));
    await expect(buffer(await store.read(b.key))).rejects.toThrow();
    await expect(store.read(b.key, { start: 70_000, end: 70_010 }).then(buffer)).rejects.toThrow();
    await setRaw(a.key, fileA.subarray(0, 8 + SEALED));
    await expect(buffer(await store.read(a.key))).rejects.toThrow();
  });

  it.each([70_000, 6 * 1024 * 1024])(
    'keeps nothing when the source fails after %i bytes',
    async (bytes) => {
      const { store, everything } = await open(key);
      const before = await everything();
      await expect(store.put(failingAfter(bytes))).rejects.toThrow('connection lost');
      expect(await everything()).toEqual(before);
    },
    60_000,
  );

  it('removes files; a missing one is reported as ENOENT', async () => {
    const { store, everything } = await open(key);
    const { key: name } = await store.put(Readable.from([Buffer.from('bye')]));
    expect((await everything()).files).toBe(1);
    await store.remove(name);
    await store.remove(name);
    expect((await everything()).files).toBe(0);
    await expect(store.size(name)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(store.read(name)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(store.size('../etc/passwd')).rejects.toThrow('Not a media key');
  });

  it('lists every key, page after page', async () => {
    const { store } = await open(key);
    const stored: string[] = [];
    for (let i = 0; i < 5; i++) stored.push((await store.put(Readable.from([randomBytes(i)]))).key);
    const listed: string[] = [];
    for await (const name of store.keys()) listed.push(name);
    expect(listed.sort()).toEqual(stored.sort());
  });

  it('reseals a file under the current key, replacing it whole', async () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const storage = await open(createEncryption(oldKey));
    const data = randomBytes(150_000);
    const { key: name } = await storage.store.put(Readable.from([data]));
    const current = await storage.storeWith(createEncryption(newKey, [oldKey]));
    expect(await current.reseal(name)).toBe(true);
    expect(await current.reseal(name)).toBe(false);
    expect((await buffer(await current.read(name))).equals(data)).toBe(true);
    const onlyNew = await storage.storeWith(createEncryption(newKey));
    expect((await buffer(await onlyNew.read(name))).equals(data)).toBe(true);
    await expect(storage.store.read(name).then(buffer)).rejects.toThrow();
    expect(await storage.everything()).toEqual({ files: 1, unfinished: 0 });
    // a file removed while it is being resealed stays removed
    const { key: gone } = await storage.store.put(Readable.from([data]));
    // (its failure, when the file went first, is awaited below: caught from the start)
    const resealing = current.reseal(gone).catch(() => undefined);
    await storage.store.remove(gone);
    await resealing;
    await expect(current.size(gone)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await storage.everything()).toEqual({ files: 1, unfinished: 0 });
  });

  it('removes what a crash left of unfinished uploads, once they are idle', async () => {
    const { store, everything, crashMidUpload } = await open(key);
    const { key: kept } = await store.put(Readable.from([randomBytes(1000)]));
    const left = await crashMidUpload();
    expect(await everything()).toEqual({ files: 1, unfinished: left });
    expect(await store.removeUnfinished(60 * 60_000)).toBe(0);
    expect(await everything()).toEqual({ files: 1, unfinished: left });
    await new Promise((done) => setTimeout(done, 20));
    expect(await store.removeUnfinished(10)).toBe(left);
    expect(await everything()).toEqual({ files: 1, unfinished: 0 });
    expect(await store.size(kept)).toBe(1000);
  });
});

describe('media store in an S3 bucket', () => {
  it('asks the bucket only for the sealed chunks a range needs', async () => {
    const store = await createS3MediaStore(
      server.settings('ranges/'),
      createEncryption(randomBytes(32)),
    );
    const data = randomBytes(300_000);
    const { key: name } = await store.put(Readable.from([data]));
    const asked: string[] = [];
    store.s3.client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { method: string; headers: Record<string, string> };
        if (request.method === 'GET') asked.push(request.headers.range ?? 'all');
        return next(args);
      },
      { step: 'finalizeRequest' },
    );
    const read = async (range?: { start: number; end: number }) => {
      asked.length = 0;
      const got = await buffer(await store.read(name, range));
      const want = range ? data.subarray(range.start, range.end + 1) : data;
      expect(got.equals(want)).toBe(true);
      return [...asked];
    };
    const SEALED = 65_536 + 28;
    // from the start: the header and the first chunks in one request
    expect(await read({ start: 0, end: 100 })).toEqual([`bytes=0-${8 + SEALED - 1}`]);
    expect(await read()).toEqual(['all']);
    // further on: the header, then just the chunks that hold the range
    expect(await read({ start: 131_071, end: 131_073 })).toEqual([
      'bytes=0-7',
      `bytes=${8 + SEALED}-${8 + 3 * SEALED - 1}`,
    ]);
    const size = 8 + 4 * SEALED + (300_000 - 4 * 65_536) + 28;
    expect(await read({ start: 299_000, end: 299_999 })).toEqual([
      'bytes=0-7',
      `bytes=${8 + 4 * SEALED}-${size - 1}`,
    ]);
  });
});
