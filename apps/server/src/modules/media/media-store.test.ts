import { createCipheriv, randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createEncryption, type Encryption } from '../../lib/encryption';
import { createEncryptedFileStore } from './media-store';
import { parseRange } from './media.service';

const setup = () => {
  const root = mkdtempSync(join(tmpdir(), 'mc-media-'));
  return { root, store: createEncryptedFileStore(root, createEncryption(randomBytes(32))) };
};

const fileOf = (root: string, key: string) => join(root, key.slice(0, 2), key);

describe('encrypted media store', () => {
  it.each([0, 1, 65_536, 65_537, 300_000])(
    'round-trips %i bytes streamed in pieces',
    async (size) => {
      const { root, store } = setup();
      const data = randomBytes(size);
      const pieces = [];
      for (let i = 0; i < size; i += 10_000) pieces.push(data.subarray(i, i + 10_000));
      const { key, size: stored } = await store.put(Readable.from(pieces));
      expect(stored).toBe(size);
      expect(await store.size(key)).toBe(size);
      expect((await buffer(await store.read(key))).equals(data)).toBe(true);
      if (size > 16)
        expect(readFileSync(fileOf(root, key)).includes(data.subarray(0, 16))).toBe(false);
    },
  );

  it('reads any range, across chunk edges, decrypting only what it needs', async () => {
    const { store } = setup();
    const data = randomBytes(200_000);
    const { key } = await store.put(Readable.from([data]));
    for (const [start, end] of [
      [0, 0],
      [65_530, 65_545],
      [131_071, 131_073],
      [199_990, 199_999],
      [10, 150_000],
    ] as const) {
      const got = await buffer(await store.read(key, { start, end }));
      expect(got.equals(data.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    }
  });

  it('notices a truncated file instead of serving part of it as whole', async () => {
    const { root, store } = setup();
    const { key } = await store.put(Readable.from([randomBytes(150_000)]));
    truncateSync(fileOf(root, key), 8 + 65_536 + 28);
    await expect(buffer(await store.read(key))).rejects.toThrow();
  });

  it('keeps nothing when the upload fails midway, and removes files', async () => {
    const { root, store } = setup();
    const failing = new Readable({
      read() {
        this.push(randomBytes(70_000));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store.put(failing)).rejects.toThrow('connection lost');
    const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((f) =>
      f.isFile(),
    );
    expect(files).toHaveLength(0);
    const { key } = await store.put(Readable.from([Buffer.from('bye')]));
    await store.remove(key);
    await expect(store.size(key)).rejects.toThrow();
  });
});

/** A file as the store wrote it before chunks were bound to their file (format MCM1). */
function writeLegacyFile(root: string, encryption: Encryption, data: Buffer) {
  const key = randomBytes(16).toString('hex');
  const fileKey = encryption.deriveKey('media');
  const parts = [Buffer.from('MCM1'), Buffer.from(encryption.keyId, 'hex')];
  const count = Math.max(1, Math.ceil(data.length / 65_536));
  for (let i = 0; i < count; i++) {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', fileKey, iv);
    cipher.setAAD(Buffer.from(`${i}${i === count - 1 ? ':last' : ''}`));
    const body = cipher.update(data.subarray(i * 65_536, (i + 1) * 65_536));
    parts.push(iv, body, cipher.final(), cipher.getAuthTag());
  }
  mkdirSync(join(root, key.slice(0, 2)), { recursive: true });
  writeFileSync(fileOf(root, key), Buffer.concat(parts));
  return key;
}

const SEALED_CHUNK = 65_536 + 28;
const chunkAt = (file: Buffer, i: number) =>
  file.subarray(8 + i * SEALED_CHUNK, 8 + (i + 1) * SEALED_CHUNK);

describe('media chunks bound to their file', () => {
  it('refuses a chunk taken from another file, even at the same place', async () => {
    const { root, store } = setup();
    const a = await store.put(Readable.from([randomBytes(200_000)]));
    const b = await store.put(Readable.from([randomBytes(200_000)]));
    const fileA = readFileSync(fileOf(root, a.key));
    const fileB = readFileSync(fileOf(root, b.key));
    // chunk 1 of A put in place of chunk 1 of B: same key, same index, another file
    writeFileSync(
      fileOf(root, b.key),
      Buffer.concat([
        fileB.subarray(0, 8 + SEALED_CHUNK),
        chunkAt(fileA, 1),
        fileB.subarray(8 + 2 * SEALED_CHUNK),
      ]),
    );
    await expect(buffer(await store.read(b.key))).rejects.toThrow();
    await expect(buffer(await store.read(b.key, { start: 70_000, end: 70_010 }))).rejects.toThrow();
    // a whole file under another file's name does not open either
    writeFileSync(fileOf(root, b.key), fileA);
    await expect(buffer(await store.read(b.key))).rejects.toThrow();
    expect((await buffer(await store.read(a.key))).length).toBe(200_000);
  });

  it('refuses chunks swapped within a file', async () => {
    const { root, store } = setup();
    const { key } = await store.put(Readable.from([randomBytes(200_000)]));
    const file = readFileSync(fileOf(root, key));
    writeFileSync(
      fileOf(root, key),
      Buffer.concat([
        file.subarray(0, 8),
        chunkAt(file, 1),
        chunkAt(file, 0),
        file.subarray(8 + 2 * SEALED_CHUNK),
      ]),
    );
    await expect(buffer(await store.read(key, { start: 0, end: 10 }))).rejects.toThrow();
  });

  it('reads files written before the binding, and reseals them bound, under the current key', async () => {
    const { root } = setup();
    const oldKey = randomBytes(32);
    const before = createEncryption(oldKey);
    const data = randomBytes(150_000);
    const legacy = writeLegacyFile(root, before, data);
    const newKey = randomBytes(32);
    const current = createEncryption(newKey, [oldKey]);
    const store = createEncryptedFileStore(root, current);
    expect((await buffer(await store.read(legacy))).equals(data)).toBe(true);
    expect(await store.size(legacy)).toBe(data.length);

    const { key: fresh } = await store.put(Readable.from([Buffer.from('new')]));
    const keys: string[] = [];
    for await (const key of store.keys()) keys.push(key);
    expect(keys.sort()).toEqual([legacy, fresh].sort());
    expect(await store.reseal(legacy)).toBe(true);
    expect(await store.reseal(legacy)).toBe(false);
    expect(await store.reseal(fresh)).toBe(false);

    const resealed = readFileSync(fileOf(root, legacy));
    expect(
      resealed
        .subarray(0, 8)
        .equals(Buffer.concat([Buffer.from('MCM2'), Buffer.from(current.keyId, 'hex')])),
    ).toBe(true);
    expect((await buffer(await store.read(legacy))).equals(data)).toBe(true);
    // the current key alone reads it; the old key alone does not
    const onlyCurrent = createEncryptedFileStore(root, createEncryption(newKey));
    expect((await buffer(await onlyCurrent.read(legacy))).equals(data)).toBe(true);
    const onlyOld = createEncryptedFileStore(root, before);
    await expect(onlyOld.read(legacy).then(buffer)).rejects.toThrow();
    const left = readdirSync(root, { recursive: true }).map(String);
    expect(left.filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});

describe('range header', () => {
  it('parses the forms browsers send and refuses the rest', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('invalid');
    expect(parseRange('bytes=5-2', 100)).toBe('invalid');
    expect(parseRange('bytes=0-1,5-6', 100)).toBe('invalid');
    expect(parseRange('items=0-1', 100)).toBe('invalid');
  });
});
