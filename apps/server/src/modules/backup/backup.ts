import { createWriteStream, existsSync } from 'node:fs';
import {
  chmod,
  copyFile,
  link,
  mkdir,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { create as createTar } from 'tar';
import type { SealedFiles } from '../media/move-media';
import { appTables, quoteIdent } from './tables';

/** What a backup holds, written beside its data as `manifest.json`. */
export type BackupManifest = {
  format: 'moodcraft-backup';
  version: 1;
  createdAt: string;
  /**
   * Fingerprints (never the keys) of the keys the data was sealed with: the current one first.
   * A restore checks that it has one of them, before it writes anything.
   */
  keyIds: string[];
  /** the schema's migrations applied when the backup was made */
  migrations: { count: number; lastCreatedAt: number };
  /** in the order they go back, each after the tables it refers to */
  tables: { name: string; columns: string[]; rows: number }[];
  media: { files: number; bytes: number };
};

export const BACKUP_PREFIX = 'moodcraft-backup-';
export const BACKUP_SUFFIX = '.tar.gz';

export type BackupOptions = {
  pool: pg.Pool;
  /** the data directory: its `media` folder is backed up, and the work is done inside it */
  dataDir: string;
  backupDir: string;
  keyIds: string[];
  /** media kept elsewhere than `$DATA_DIR/media` (a bucket): copied from there, as sealed */
  media?: SealedFiles;
  now?: () => Date;
};

/** Counts the rows of a COPY text stream (one line each) as it passes. */
function rowCounter() {
  let rows = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows += 1;
      done(null, chunk);
    },
  });
  return { counter, rows: () => rows };
}

/** Links (or, across file systems, copies) every finished media file into `target`. */
async function gatherMedia(mediaDir: string, target: string) {
  let files = 0;
  let bytes = 0;
  if (!existsSync(mediaDir)) return { files, bytes };
  for (const folder of await readdir(mediaDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    await mkdir(join(target, folder.name), { recursive: true, mode: 0o700 });
    for (const name of await readdir(join(mediaDir, folder.name))) {
      if (name.endsWith('.partial')) continue;
      const from = join(mediaDir, folder.name, name);
      const to = join(target, folder.name, name);
      try {
        await link(from, to);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') continue; // deleted meanwhile
        await copyFile(from, to);
      }
      files += 1;
      bytes += (await stat(to)).size;
    }
  }
  return { files, bytes };
}

/** Copies every sealed file of `media` (a bucket) into `target`, as it is. */
async function downloadMedia(media: SealedFiles, target: string) {
  let files = 0;
  let bytes = 0;
  for await (const key of media.keys()) {
    const folder = join(target, key.slice(0, 2));
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const to = join(folder, key);
    try {
      await pipeline(await media.open(key), createWriteStream(to, { mode: 0o600 }));
    } catch (error) {
      // deleted meanwhile
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        await rm(to, { force: true });
        continue;
      }
      throw error;
    }
    files += 1;
    bytes += (await stat(to)).size;
  }
  return { files, bytes };
}

/**
 * One consistent backup: every table read in a single snapshot (one read-only, repeatable-read
 * transaction), the media files gathered while that snapshot is open, all in one archive
 * written under a temporary name and renamed into place once complete. Values encrypted at
 * rest stay encrypted, media files are copied as their ciphertext: the archive opens nothing
 * without the key, which it never holds.
 */
export async function createBackup({
  pool,
  dataDir,
  backupDir,
  keyIds,
  media: bucket,
  now = () => new Date(),
}: BackupOptions): Promise<{ file: string; manifest: BackupManifest; bytes: number }> {
  const createdAt = now();
  const stamp = createdAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  const name = `${BACKUP_PREFIX}${stamp}${BACKUP_SUFFIX}`;
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const work = join(dataDir, 'backup-work', stamp);
  await rm(work, { recursive: true, force: true });
  await mkdir(join(work, 'tables'), { recursive: true, mode: 0o700 });
  const partial = join(backupDir, `.${name}.partial`);
  try {
    const client = await pool.connect();
    let manifest: BackupManifest;
    try {
      await client.query('begin isolation level repeatable read read only');
      const tables: BackupManifest['tables'] = [];
      for (const table of await appTables(client)) {
        const columns = table.columns.map(quoteIdent).join(', ');
        const { counter, rows } = rowCounter();
        await pipeline(
          client.query(copyTo(`copy ${quoteIdent(table.name)} (${columns}) to stdout`)),
          counter,
          createWriteStream(join(work, 'tables', `${table.name}.tsv`), { mode: 0o600 }),
        );
        tables.push({ ...table, rows: rows() });
      }
      const applied = await client.query<{ count: string; last: string | null }>(
        'select count(*) as count, max(created_at)::text as last from drizzle.__drizzle_migrations',
      );
      const media = bucket
        ? await downloadMedia(bucket, join(work, 'media'))
        : await gatherMedia(join(dataDir, 'media'), join(work, 'media'));
      await client.query('commit');
      manifest = {
        format: 'moodcraft-backup',
        version: 1,
        createdAt: createdAt.toISOString(),
        keyIds,
        migrations: {
          count: Number(applied.rows[0]?.count ?? 0),
          lastCreatedAt: Number(applied.rows[0]?.last ?? 0),
        },
        tables,
        media,
      };
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    await writeFile(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    const parts = ['manifest.json', 'tables', ...(manifest.media.files ? ['media'] : [])];
    await createTar({ gzip: true, file: partial, cwd: work, portable: true }, parts);
    await chmod(partial, 0o600);
    const file = join(backupDir, name);
    await rename(partial, file);
    return { file, manifest, bytes: (await stat(file)).size };
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** The backups in `backupDir`, newest first. */
export async function listBackups(backupDir: string) {
  if (!existsSync(backupDir)) return [];
  return (await readdir(backupDir))
    .filter((n) => n.startsWith(BACKUP_PREFIX) && n.endsWith(BACKUP_SUFFIX))
    .sort()
    .reverse()
    .map((n) => join(backupDir, n));
}

/** Deletes all but the `keep` newest backups; returns the ones deleted. */
export async function pruneBackups(backupDir: string, keep: number) {
  const old = (await listBackups(backupDir)).slice(keep);
  for (const file of old) await rm(file, { force: true });
  return old;
}
