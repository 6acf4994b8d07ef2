import { cpSync, existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { MIGRATIONS_DIR } from '../paths';
import { openDatabase } from './database';
import {
  CLUSTER_DIR,
  hasPgliteFiles,
  SERVER_FILE,
  startEmbeddedServer,
  stopLeftBehind,
  type EmbeddedLog,
} from './embedded-server';

/**
 * The upgrade from the in-process database (PGlite) of earlier versions to the embedded server,
 * once, on the first start of this version. The PGlite folder is renamed to `db-pglite-backup`
 * and never changed again: a copy of it is opened with PGlite, brought to the current schema,
 * and every table is copied into the new server, whose row counts must then match. A marker
 * file makes an interrupted upgrade start over from the backup on the next start.
 */
export const BACKUP_DIR = 'db-pglite-backup';
const WORK_DIR = 'db-pglite-work';
const MARKER = 'db-upgrade.json';

export class UpgradeError extends Error {}

type Counts = Record<string, number>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs the upgrade when DATA_DIR needs it; afterwards, notes that the backup can go. */
export async function upgradeFromPglite(
  dataDir: string,
  log: EmbeddedLog,
): Promise<Counts | undefined> {
  const cluster = join(dataDir, CLUSTER_DIR);
  const backup = join(dataDir, BACKUP_DIR);
  const marker = join(dataDir, MARKER);
  if (existsSync(marker)) {
    // an upgrade began and did not finish: the new cluster may be partial; the backup is whole
    log.warn(
      {},
      'An earlier upgrade of the database did not finish; starting it again from the backup',
    );
    await stopLeftBehind(dataDir, log);
    rmSync(cluster, { recursive: true, force: true });
    rmSync(join(dataDir, SERVER_FILE), { force: true });
  } else if (hasPgliteFiles(dataDir)) {
    if (existsSync(backup)) {
      throw new UpgradeError(
        `The data directory ${dataDir} holds both a database from an earlier version (${CLUSTER_DIR}) and a backup of one (${BACKUP_DIR}). ` +
          `Move one of them elsewhere, then start MoodCraft again.`,
      );
    }
    writeFileSync(marker, `${JSON.stringify({ startedAt: new Date().toISOString() })}\n`, {
      mode: 0o600,
    });
    renameSync(cluster, backup);
  } else {
    if (existsSync(backup)) {
      log.info(
        { path: backup },
        'The database from before the upgrade is kept here; delete it once you no longer need it',
      );
    }
    return undefined;
  }

  log.info(
    { from: backup },
    'Upgrading the database to the embedded PostgreSQL server (once; the old files are kept)',
  );
  const work = join(dataDir, WORK_DIR);
  rmSync(work, { recursive: true, force: true });
  cpSync(backup, work, { recursive: true });
  const server = await startEmbeddedServer({ dataDir, log });
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const old = await PGlite.create(work);
  let counts: Counts;
  try {
    await migrate(drizzle(old), { migrationsFolder: MIGRATIONS_DIR });
    const target = await openDatabase({
      kind: 'embedded',
      connection: server.connection,
      poolSize: 1,
    });
    try {
      counts = await copyTables(old, target.pool);
    } finally {
      await target.close();
    }
  } finally {
    await old.close().catch(() => {});
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
  rmSync(marker, { force: true });
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  log.info(
    { tables: Object.keys(counts).length, rows, backup },
    'Upgraded the database: every row is in the new server. The old files stay in the backup folder until you delete it',
  );
  return counts;
}

type Pglite = InstanceType<typeof import('@electric-sql/pglite').PGlite>;

/** Copies each table of the public schema in PostgreSQL's text COPY format, then compares counts. */
async function copyTables(old: Pglite, pool: pg.Pool): Promise<Counts> {
  const client = await pool.connect();
  const counts: Counts = {};
  try {
    const tables = await client.query<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    await client.query('begin');
    // the rows were consistent where they came from: foreign keys are checked there, not again
    await client.query(`set local session_replication_role = replica`);
    for (const { table_name: table } of tables.rows) {
      const columns = await client.query<{ column_name: string }>(
        `select column_name from information_schema.columns
          where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
        [table],
      );
      const list = columns.rows.map((c) => quote(c.column_name)).join(', ');
      const out = await old.query(`copy public.${quote(table)} (${list}) to '/dev/blob'`);
      const data = out.blob ? Buffer.from(await out.blob.arrayBuffer()) : Buffer.alloc(0);
      await pipeline(
        Readable.from([data]),
        client.query(copyFrom(`copy public.${quote(table)} (${list}) from stdin`)),
      );
      const before = await old.query<{ n: number }>(
        `select count(*)::int as n from public.${quote(table)}`,
      );
      const after = await client.query<{ n: number }>(
        `select count(*)::int as n from public.${quote(table)}`,
      );
      if (after.rows[0]!.n !== before.rows[0]!.n) {
        throw new UpgradeError(
          `The upgrade copied ${after.rows[0]!.n} of ${before.rows[0]!.n} rows of ${table}; nothing was changed.`,
        );
      }
      counts[table] = after.rows[0]!.n;
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  return counts;
}
