import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createEncryption } from '../../lib/encryption';
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
