import { randomBytes } from 'node:crypto';
import { open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Encryption } from '../../lib/encryption';
import { mediaPath, mediaFolders, writeWhole } from './disk-files';
import {
  currentHeader,
  decryptChunks,
  encryptInto,
  HEADER,
  openHeader,
  plainSizeOf,
  SEALED_CHUNK,
  sealedBytesOf,
  spanOf,
} from './media-crypto';

/**
 * Where media bytes live. The default keeps each file encrypted under $DATA_DIR/media; the other
 * keeps the very same sealed files in an S3-compatible bucket (s3-media-store.ts). Either way
 * a file is in 64 KiB chunks each sealed with AES-256-GCM (media-crypto.ts), so a 200 MB video
 * is written as it streams in and a range request decrypts only the chunks it needs. Each
 * chunk's associated data is the file's key, the chunk's index and whether it is the last: a
 * chunk does not open in another file, at another place in its own, and a file cut short is
 * noticed.
 */
export type MediaStore = {
  /** Streams `source` into storage under a new key; fails (and keeps nothing) if `source` errors. */
  put(source: Readable): Promise<{ key: string; size: number }>;
  size(key: string): Promise<number>;
  /** The plain bytes from `start` to `end` inclusive. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  remove(key: string): Promise<void>;
  /**
   * Removes what uploads cut short by a crash left behind (`.partial` files, or a bucket's
   * unfinished multipart uploads, untouched for `idleMs`); answers how many. An upload still
   * streaming in writes all the time.
   */
  removeUnfinished(idleMs?: number): Promise<number>;
  /** Every stored file's key. */
  keys(): AsyncIterable<string>;
  /**
   * Rewrites the file `key` in the current format under the current key, when it is not
   * already; answers whether it did. The file is replaced whole (renamed into place, or copied
   * over in one step in a bucket), so a reader sees the old file or the new one, never a mix.
   */
  reseal(key: string): Promise<boolean>;
};

export function createEncryptedFileStore(root: string, encryption: Encryption): MediaStore {
  /** Streams `source`, sealed, into the file `key`, replaced whole. */
  const write = async (key: string, source: Readable, replacing = false) => {
    const encrypt = encryptInto(key, encryption);
    // what a reseal writes is the only copy of what it replaces; a file removed while it was
    // being resealed stays removed
    await writeWhole(root, key, source, encrypt, { durable: replacing, onlyIfPresent: replacing });
    return encrypt.plainSize;
  };

  /** The file's format and key id, from its first bytes. */
  const headerOf = async (key: string) => {
    const file = await open(mediaPath(root, key), 'r');
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
      for (const folder of await mediaFolders(root)) {
        for (const name of await readdir(join(root, folder)))
          if (/^[a-f0-9]{32}$/.test(name)) yield name;
      }
    },

    async reseal(key) {
      if ((await headerOf(key)).equals(currentHeader(encryption))) return false;
      await write(key, await store.read(key), true);
      return true;
    },

    async size(key) {
      return plainSizeOf((await stat(mediaPath(root, key))).size);
    },

    async removeUnfinished(idleMs = 60 * 60_000) {
      let removed = 0;
      for (const folder of await mediaFolders(root)) {
        for (const name of await readdir(join(root, folder))) {
          if (!name.endsWith('.partial')) continue;
          const path = join(root, folder, name);
          const { mtimeMs } = await stat(path);
          if (Date.now() - mtimeMs < idleMs) continue;
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },

    async read(key, range) {
      // one handle for the header and the chunks: a file resealed meanwhile (renamed into
      // place) is read whole from the version this handle opened
      const file = await open(mediaPath(root, key), 'r');
      try {
        const { size: fileSize } = await file.stat();
        const head = Buffer.alloc(HEADER);
        await file.read(head, 0, HEADER, 0);
        const opener = openHeader(head, key, encryption);
        const span = spanOf(plainSizeOf(fileSize), range);
        if (!span) {
          await file.close();
          return Readable.from([]);
        }
        const { from, to } = sealedBytesOf(span);
        const sealed = file.createReadStream({
          start: from,
          end: Math.min(fileSize - 1, to),
          highWaterMark: SEALED_CHUNK,
          autoClose: false,
        });
        const out = Readable.from(decryptChunks(sealed, span, opener));
        // read to the end, failed or abandoned: the handle closes with the stream
        out.once('close', () => {
          sealed.destroy();
          void file.close().catch(() => undefined);
        });
        return out;
      } catch (error) {
        await file.close().catch(() => undefined);
        throw error;
      }
    },

    async remove(key) {
      await rm(mediaPath(root, key), { force: true });
    },
  };
  return store;
}
