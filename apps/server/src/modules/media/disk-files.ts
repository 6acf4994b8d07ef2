import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertMediaKey } from './media-crypto';
import type { SealedFiles } from './move-media';

/** `$DATA_DIR/media/<first two hex digits>/<key>` */
export function mediaPath(root: string, key: string) {
  assertMediaKey(key);
  return join(root, key.slice(0, 2), key);
}

/** The two-hex-digit folders files live in; none when the folder does not exist yet. */
export async function mediaFolders(root: string) {
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  return entries.filter((f) => f.isDirectory() && /^[a-f0-9]{2}$/.test(f.name)).map((f) => f.name);
}

const syncPath = async (path: string) => {
  const handle = await open(path, 'r');
  await handle.sync().finally(() => handle.close());
};

/**
 * Streams `source` (through `through`, when given) into the file `key`, by a private
 * temporary file renamed into place: a reader sees the old file or the new one, never a mix, and
 * a failed write leaves nothing. `durable`: on disk before it takes its place (it may be the
 * only copy of what it holds). `onlyIfPresent`: a file removed meanwhile stays removed; answers
 * whether it was written.
 */
export async function writeWhole(
  root: string,
  key: string,
  source: Readable,
  through: Transform | null,
  { durable = false, onlyIfPresent = false } = {},
) {
  const path = mediaPath(root, key);
  await mkdir(join(root, key.slice(0, 2)), { recursive: true, mode: 0o700 });
  const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
  const file = createWriteStream(partial, { mode: 0o600 });
  try {
    await (through ? pipeline(source, through, file) : pipeline(source, file));
    if (durable) await syncPath(partial);
    if (onlyIfPresent && !(await stat(path).catch(() => null))) {
      await rm(partial, { force: true });
      return false;
    }
    await rename(partial, path);
    if (durable) await syncPath(join(root, key.slice(0, 2)));
    return true;
  } catch (error) {
    // the file may still be opening when the upload fails: remove it only once it is closed
    if (!file.closed) await once(file, 'close').catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

/** The sealed files under `root` as they are, for the move command. */
export function diskSealedFiles(root: string): SealedFiles {
  return {
    where: root,
    async *keys() {
      for (const folder of await mediaFolders(root)) {
        for (const name of (await readdir(join(root, folder))).sort())
          if (/^[a-f0-9]{32}$/.test(name)) yield name;
      }
    },
    async sizeOf(key) {
      const found = await stat(mediaPath(root, key)).catch(() => null);
      return found ? found.size : null;
    },
    async open(key) {
      const stream = createReadStream(mediaPath(root, key));
      await once(stream, 'open');
      return stream;
    },
    async write(key, source) {
      await writeWhole(root, key, source, null, { durable: true });
    },
    async remove(key) {
      await rm(mediaPath(root, key), { force: true });
    },
  };
}
