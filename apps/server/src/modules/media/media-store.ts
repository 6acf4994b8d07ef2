import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Encryption } from '../../lib/encryption';

/**
 * Where media bytes live. The default keeps each file encrypted under $DATA_DIR/media, in
 * 64 KiB chunks each sealed with AES-256-GCM, so a 200 MB video is written as it streams in and
 * a range request decrypts only the chunks it needs.
 */
export type MediaStore = {
  /** Streams `source` into storage under a new key; fails (and keeps nothing) if `source` errors. */
  put(source: Readable): Promise<{ key: string; size: number }>;
  size(key: string): Promise<number>;
  /** The plain bytes from `start` to `end` inclusive. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  remove(key: string): Promise<void>;
  /**
   * Removes what uploads cut short by a crash left behind (`.partial` files untouched for
   * `idleMs`); answers how many. An upload still streaming in writes to its file all the time.
   */
  removeUnfinished(idleMs?: number): Promise<number>;
};

const MAGIC = Buffer.from('MCM1');
const CHUNK = 64 * 1024;
const IV = 12;
const TAG = 16;
const SEALED_CHUNK = CHUNK + IV + TAG;
const HEADER = MAGIC.length + 4; // magic + key id

const aad = (index: number, last: boolean) => Buffer.from(`${index}${last ? ':last' : ''}`);

class EncryptChunks extends Transform {
  private pending: Buffer = Buffer.alloc(0);
  private index = 0;
  plainSize = 0;

  constructor(
    private readonly key: Buffer,
    header: Buffer,
  ) {
    super();
    this.push(header);
  }

  private seal(chunk: Buffer, last: boolean) {
    const iv = randomBytes(IV);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(aad(this.index++, last));
    this.push(Buffer.concat([iv, cipher.update(chunk), cipher.final(), cipher.getAuthTag()]));
  }

  override _transform(data: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.plainSize += data.length;
    this.pending = this.pending.length ? Buffer.concat([this.pending, data]) : data;
    while (this.pending.length > CHUNK) {
      this.seal(this.pending.subarray(0, CHUNK), false);
      this.pending = this.pending.subarray(CHUNK);
    }
    done();
  }

  override _flush(done: TransformCallback) {
    this.seal(this.pending, true);
    done();
  }
}

export function createEncryptedFileStore(root: string, encryption: Encryption): MediaStore {
  const pathOf = (key: string) => {
    if (!/^[a-f0-9]{32}$/.test(key)) throw new Error('Not a media key');
    return join(root, key.slice(0, 2), key);
  };

  const plainSizeOf = (fileSize: number) => {
    const body = fileSize - HEADER;
    const chunks = Math.max(1, Math.ceil(body / SEALED_CHUNK));
    return body - chunks * (IV + TAG);
  };

  return {
    async put(source) {
      const key = randomBytes(16).toString('hex');
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      const header = Buffer.concat([MAGIC, Buffer.from(encryption.keyId, 'hex')]);
      const encrypt = new EncryptChunks(encryption.deriveKey('media'), header);
      const partial = `${path}.partial`;
      const file = createWriteStream(partial, { mode: 0o600 });
      try {
        await pipeline(source, encrypt, file);
        await rename(partial, path);
      } catch (error) {
        // the file may still be opening when the upload fails: remove it only once it is closed
        if (!file.closed) await once(file, 'close').catch(() => undefined);
        await rm(partial, { force: true });
        throw error;
      }
      return { key, size: encrypt.plainSize };
    },

    async size(key) {
      return plainSizeOf((await stat(pathOf(key))).size);
    },

    async removeUnfinished(idleMs = 60 * 60_000) {
      let removed = 0;
      const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
      for (const folder of folders.filter((f) => f.isDirectory() && /^[a-f0-9]{2}$/.test(f.name))) {
        for (const name of await readdir(join(root, folder.name))) {
          if (!name.endsWith('.partial')) continue;
          const path = join(root, folder.name, name);
          const { mtimeMs } = await stat(path);
          if (Date.now() - mtimeMs < idleMs) continue;
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },

    async read(key, range) {
      const path = pathOf(key);
      const file = await open(path, 'r');
      try {
        const { size: fileSize } = await file.stat();
        const plainSize = plainSizeOf(fileSize);
        const head = Buffer.alloc(HEADER);
        await file.read(head, 0, HEADER, 0);
        if (!head.subarray(0, 4).equals(MAGIC)) throw new Error('Not a MoodCraft media file');
        const fileKey = encryption.deriveKey('media', head.subarray(4, 8).toString('hex'));
        const start = range?.start ?? 0;
        const end = Math.min(range?.end ?? plainSize - 1, plainSize - 1);
        const lastIndex = Math.max(0, Math.ceil(plainSize / CHUNK) - 1);
        const first = Math.floor(start / CHUNK);
        const last = Math.max(first, Math.floor(Math.max(end, 0) / CHUNK));
        await file.close();
        if (plainSize === 0 || end < start) return Readable.from([]);
        return Readable.from(
          (async function* chunks() {
            const stream = createReadStream(path, {
              start: HEADER + first * SEALED_CHUNK,
              end: Math.min(fileSize, HEADER + (last + 1) * SEALED_CHUNK) - 1,
              highWaterMark: SEALED_CHUNK,
            });
            let buffered: Buffer = Buffer.alloc(0);
            let index = first;
            const open = (sealed: Buffer) => {
              const decipher = createDecipheriv('aes-256-gcm', fileKey, sealed.subarray(0, IV));
              decipher.setAAD(aad(index, index === lastIndex));
              decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
              const plain = Buffer.concat([
                decipher.update(sealed.subarray(IV, sealed.length - TAG)),
                decipher.final(),
              ]);
              const offset = index * CHUNK;
              index++;
              return plain.subarray(Math.max(0, start - offset), Math.max(0, end + 1 - offset));
            };
            for await (const data of stream as AsyncIterable<Buffer>) {
              buffered = buffered.length ? Buffer.concat([buffered, data]) : data;
              while (buffered.length >= SEALED_CHUNK) {
                yield open(buffered.subarray(0, SEALED_CHUNK));
                buffered = buffered.subarray(SEALED_CHUNK);
              }
            }
            if (buffered.length) yield open(buffered);
          })(),
        );
      } catch (error) {
        await file.close().catch(() => undefined);
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
