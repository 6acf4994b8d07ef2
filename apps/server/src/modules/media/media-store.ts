import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Encryption } from '../../lib/encryption';

/**
 * Where media bytes live. The default keeps each file encrypted under $DATA_DIR/media, in
 * 64 KiB chunks each sealed with AES-256-GCM, so a 200 MB video is written as it streams in and
 * a range request decrypts only the chunks it needs. Each chunk's associated data is the file's
 * key, the chunk's index and whether it is the last: a chunk does not open in another file, at
 * another place in its own, and a file cut short is noticed.
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
  /** Every stored file's key. */
  keys(): AsyncIterable<string>;
  /**
   * Rewrites the file `key` in the current format under the current key, when it is not
   * already; answers whether it did. The file is replaced whole (renamed into place), so a
   * reader sees the old file or the new one, never a mix.
   */
  reseal(key: string): Promise<boolean>;
};

/** Files bound to their key; files written before that (`MCM1`) still read, and are resealed. */
const MAGIC = Buffer.from('MCM2');
const LEGACY_MAGIC = Buffer.from('MCM1');
const CHUNK = 64 * 1024;
const IV = 12;
const TAG = 16;
const SEALED_CHUNK = CHUNK + IV + TAG;
const HEADER = MAGIC.length + 4; // magic + key id

type ChunkAad = (index: number, last: boolean) => Buffer;
const aadFor =
  (fileKey: string): ChunkAad =>
  (index, last) =>
    Buffer.from(`${fileKey}:${index}${last ? ':last' : ''}`);
const legacyAad: ChunkAad = (index, last) => Buffer.from(`${index}${last ? ':last' : ''}`);

class EncryptChunks extends Transform {
  private pending: Buffer = Buffer.alloc(0);
  private index = 0;
  plainSize = 0;

  constructor(
    private readonly key: Buffer,
    private readonly aad: ChunkAad,
    header: Buffer,
  ) {
    super();
    this.push(header);
  }

  private seal(chunk: Buffer, last: boolean) {
    const iv = randomBytes(IV);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(this.aad(this.index++, last));
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

  /** Streams `source` into the file `key`, through a private temporary file renamed into place. */
  const write = async (key: string, source: Readable, replacing = false) => {
    const path = pathOf(key);
    await mkdir(join(root, key.slice(0, 2)), { recursive: true, mode: 0o700 });
    const header = Buffer.concat([MAGIC, Buffer.from(encryption.keyId, 'hex')]);
    const encrypt = new EncryptChunks(encryption.deriveKey('media'), aadFor(key), header);
    const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
    const file = createWriteStream(partial, { mode: 0o600 });
    try {
      await pipeline(source, encrypt, file);
      if (replacing) {
        // the only copy of what it replaces: on disk before it takes the old file's place
        const written = await open(partial, 'r+');
        await written.sync().finally(() => written.close());
        // a file removed while it was being resealed stays removed
        if (!(await stat(path).catch(() => null))) {
          await rm(partial, { force: true });
          return encrypt.plainSize;
        }
      }
      await rename(partial, path);
    } catch (error) {
      // the file may still be opening when the upload fails: remove it only once it is closed
      if (!file.closed) await once(file, 'close').catch(() => undefined);
      await rm(partial, { force: true });
      throw error;
    }
    return encrypt.plainSize;
  };

  /** The file's format and key id, from its first bytes. */
  const headerOf = async (key: string) => {
    const file = await open(pathOf(key), 'r');
    try {
      const head = Buffer.alloc(HEADER);
      await file.read(head, 0, HEADER, 0);
      return head;
    } finally {
      await file.close();
    }
  };

  const store: MediaStore = {
    async put(source) {
      const key = randomBytes(16).toString('hex');
      return { key, size: await write(key, source) };
    },

    async *keys() {
      const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
      for (const folder of folders.filter((f) => f.isDirectory() && /^[a-f0-9]{2}$/.test(f.name))) {
        for (const name of await readdir(join(root, folder.name)))
          if (/^[a-f0-9]{32}$/.test(name)) yield name;
      }
    },

    async reseal(key) {
      const head = await headerOf(key);
      const current = Buffer.concat([MAGIC, Buffer.from(encryption.keyId, 'hex')]);
      if (head.equals(current)) return false;
      await write(key, await store.read(key), true);
      return true;
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
      // one handle for the header and the chunks: a file resealed meanwhile (renamed into
      // place) is read whole from the version this handle opened
      const file = await open(path, 'r');
      try {
        const { size: fileSize } = await file.stat();
        const plainSize = plainSizeOf(fileSize);
        const head = Buffer.alloc(HEADER);
        await file.read(head, 0, HEADER, 0);
        const magic = head.subarray(0, 4);
        if (!magic.equals(MAGIC) && !magic.equals(LEGACY_MAGIC))
          throw new Error('Not a MoodCraft media file');
        const aad = magic.equals(MAGIC) ? aadFor(key) : legacyAad;
        const fileKey = encryption.deriveKey('media', head.subarray(4, 8).toString('hex'));
        const start = range?.start ?? 0;
        const end = Math.min(range?.end ?? plainSize - 1, plainSize - 1);
        const lastIndex = Math.max(0, Math.ceil(plainSize / CHUNK) - 1);
        const first = Math.floor(start / CHUNK);
        const last = Math.max(first, Math.floor(Math.max(end, 0) / CHUNK));
        if (plainSize === 0 || end < start) {
          await file.close();
          return Readable.from([]);
        }
        const out = Readable.from(
          (async function* chunks() {
            const stream = file.createReadStream({
              start: HEADER + first * SEALED_CHUNK,
              end: Math.min(fileSize, HEADER + (last + 1) * SEALED_CHUNK) - 1,
              highWaterMark: SEALED_CHUNK,
              autoClose: false,
            });
            let buffered: Buffer = Buffer.alloc(0);
            let index = first;
            const openChunk = (sealed: Buffer) => {
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
            try {
              for await (const data of stream as AsyncIterable<Buffer>) {
                buffered = buffered.length ? Buffer.concat([buffered, data]) : data;
                while (buffered.length >= SEALED_CHUNK) {
                  yield openChunk(buffered.subarray(0, SEALED_CHUNK));
                  buffered = buffered.subarray(SEALED_CHUNK);
                }
              }
              if (buffered.length) yield openChunk(buffered);
            } finally {
              stream.destroy();
            }
          })(),
        );
        // read to the end, failed or abandoned: the handle closes with the stream
        out.once('close', () => void file.close().catch(() => undefined));
        return out;
      } catch (error) {
        await file.close().catch(() => undefined);
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
  return store;
}
