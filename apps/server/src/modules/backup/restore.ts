import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { extract } from 'tar';
import {
  CLUSTER_DIR,
  hasPgliteFiles,
  hasServerCluster,
  startEmbeddedServer,
  type EmbeddedLog,
} from '../../db/embedded-server';
import { MIGRATIONS_DIR } from '../../paths';
import type { SealedFiles } from '../media/move-media';
import type { BackupManifest } from './backup';
import { appTables, quoteIdent } from './tables';

/** A restore that cannot go ahead; the message says why and what to do. Nothing was changed. */
export class RestoreError extends Error {}

export type RestoreOptions = {
  file: string;
  /** the data directory to restore into: its media, and (without `connection`) its database */
  dataDir: string;
  /** the database to fill (DATABASE_URL's, or a pool's settings); the embedded one when absent */
  connection?: string | pg.PoolConfig;
  /** fingerprints of the keys this side holds (the current one and any previous ones) */
  keyIds: string[];
  /** where media go when not to `$DATA_DIR/media` (a bucket, which must be empty) */
  media?: SealedFiles;
  log: EmbeddedLog;
};

type Journal = { entries: { idx: number; when: number; tag: string }[] };

const readJournal = (folder: string) =>
  JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

const hasFiles = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

async function readManifest(work: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(work, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new RestoreError('This file is not a MoodCraft backup (it has no readable manifest).');
  }
  if (manifest.format !== 'moodcraft-backup' || manifest.version !== 1)
    throw new RestoreError('This file is not a MoodCraft backup this version can read.');
  return manifest;
}

/** The migrations folder as it was when the backup was made: the schema its rows fit. */
async function migrationsAsOf(manifest: BackupManifest) {
  const journal = readJournal(MIGRATIONS_DIR);
  const { count, lastCreatedAt } = manifest.migrations;
  if (count > journal.entries.length || journal.entries[count - 1]?.when !== lastCreatedAt) {
    throw new RestoreError(
      'This backup was made by a newer version of MoodCraft: update MoodCraft, then restore it.',
    );
  }
  const folder = await mkdtemp(join(tmpdir(), 'moodcraft-migrations-'));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  await writeFile(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
  );
  return folder;
}

/** Puts every table's rows back in one transaction and checks each table's count. */
async function loadTables(pool: pg.Pool, work: string, manifest: BackupManifest) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const present = new Set((await appTables(client)).map((t) => t.name));
    for (const table of manifest.tables) {
      if (!present.has(table.name))
        throw new RestoreError(`The backup holds a table this database lacks: ${table.name}`);
      const filled = await client.query(`select 1 from ${quoteIdent(table.name)} limit 1`);
      if (filled.rowCount)
        throw new RestoreError(
          `The database already holds data (${table.name}): restore into an empty one.`,
        );
    }
    // the rows go back as they were: the app's own triggers (a cache version bumped on each
    // change of a person's moods) are held off until every table is in
    for (const table of manifest.tables)
      await client.query(`alter table ${quoteIdent(table.name)} disable trigger user`);
    for (const table of manifest.tables) {
      const columns = table.columns.map(quoteIdent).join(', ');
      await pipeline(
        createReadStream(join(work, 'tables', `${table.name}.tsv`)),
        client.query(copyFrom(`copy ${quoteIdent(table.name)} (${columns}) from stdin`)),
      );
      const counted = await client.query<{ n: string }>(
        `select count(*) as n from ${quoteIdent(table.name)}`,
      );
      if (Number(counted.rows[0]?.n) !== table.rows)
        throw new Error(
          `${table.name}: ${counted.rows[0]?.n} rows restored, the backup has ${table.rows}`,
        );
    }
    for (const table of manifest.tables)
      await client.query(`alter table ${quoteIdent(table.name)} enable trigger user`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Restores a backup into an empty data directory (or, with `connection`, an empty database and
 * the data directory's media). It checks first that the key this side holds is one the data was
 * sealed with and that the target is empty; the rows go back in one transaction, at the schema
 * of the backup's version, and the migrations since then run afterwards.
 */
/** Puts every media file of the backup into the bucket, as sealed. */
async function uploadMedia(from: string, media: SealedFiles) {
  if (!existsSync(from)) return;
  for (const folder of readdirSync(from)) {
    for (const key of readdirSync(join(from, folder))) {
      const path = join(from, folder, key);
      await media.write(key, createReadStream(path), (await stat(path)).size);
    }
  }
}

export async function restoreBackup({
  file,
  dataDir,
  connection,
  keyIds,
  media,
  log,
}: RestoreOptions) {
  if (!existsSync(file)) throw new RestoreError(`There is no backup at ${file}`);
  if (!connection && (hasServerCluster(dataDir) || hasPgliteFiles(dataDir)))
    throw new RestoreError(
      `${join(dataDir, CLUSTER_DIR)} already holds a database: restore into an empty data directory.`,
    );
  if (hasFiles(join(dataDir, 'media')))
    throw new RestoreError(
      `${join(dataDir, 'media')} already holds files: restore into an empty data directory.`,
    );
  if (media) {
    for await (const _key of media.keys())
      throw new RestoreError(`${media.where} already holds media: restore into an empty one.`);
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const work = join(dataDir, 'restore-work');
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true, mode: 0o700 });
  let migrations: string | undefined;
  let stopServer: (() => Promise<void>) | undefined;
  try {
    try {
      await extract({ file, cwd: work, strict: true });
    } catch {
      throw new RestoreError('This file is not a MoodCraft backup, or it is damaged.');
    }
    const manifest = await readManifest(work);
    if (!manifest.keyIds.some((id) => keyIds.includes(id)))
      throw new RestoreError(
        `This backup's data was sealed with the key ${manifest.keyIds[0]}, and the key given is ${keyIds[0]}. ` +
          'Put the secret.key that belongs with this backup into the data directory, or set APP_ENCRYPTION_KEY to it, then restore again.',
      );
    migrations = await migrationsAsOf(manifest);
    let target: string | pg.PoolConfig;
    if (connection) target = connection;
    else {
      const server = await startEmbeddedServer({ dataDir, log });
      stopServer = server.stop;
      target = server.connection;
    }
    const pool = new pg.Pool({
      ...(typeof target === 'string' ? { connectionString: target } : target),
      max: 2,
    });
    pool.on('error', () => {});
    try {
      await migrate(drizzle(pool), { migrationsFolder: migrations });
      await loadTables(pool, work, manifest);
      await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await pool.end();
    }
    if (media) await uploadMedia(join(work, 'media'), media);
    else if (existsSync(join(work, 'media'))) {
      await rm(join(dataDir, 'media'), { recursive: true, force: true });
      await rename(join(work, 'media'), join(dataDir, 'media'));
    }
    return manifest;
  } finally {
    await stopServer?.();
    await rm(work, { recursive: true, force: true });
    if (migrations) await rm(migrations, { recursive: true, force: true });
  }
}
