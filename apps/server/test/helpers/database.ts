import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';
import { MIGRATIONS_DIR } from '../../src/paths';

/**
 * A fresh, migrated database for one test file, copied from the run's template on the run's
 * server (the embedded one, or TEST_DATABASE_URL's; see global-setup.ts), dropped afterwards.
 */
export async function createTestDatabase(): Promise<Database> {
  const { connection, template, kind } = inject('databaseServer');
  const name = `moodcraft_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(connection);
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const target = connection.connectionString
    ? { connectionString: withDatabase(connection.connectionString, name) }
    : { ...connection, database: name };
  const database = await openDatabase({ kind, connection: target, poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client(connection);
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Another pool on the same database as `database`, as a second server process would open it;
 * `applicationName` names its connections on the server. Closed by the caller.
 */
export async function openAnotherPool(database: Database, applicationName: string) {
  const { connection, kind } = inject('databaseServer');
  const name = (await database.pool.query('select current_database() as name')).rows[0].name;
  const target: pg.PoolConfig = connection.connectionString
    ? { connectionString: withDatabase(connection.connectionString, name) }
    : { ...connection, database: name };
  return openDatabase({
    kind,
    connection: { ...target, application_name: applicationName },
    poolSize: 4,
  });
}

/** The same server's URL with another database. */
export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A new, empty database on the run's server with only the migrations up to `lastIdx` applied:
 * the schema of an earlier version, to write rows as it did before `openDatabase` (which applies
 * the rest) upgrades it. Dropped by `drop()`.
 */
export async function createDatabaseMigratedTo(lastIdx: number) {
  const { connection, kind } = inject('databaseServer');
  const name = `moodcraft_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(connection);
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target: pg.PoolConfig = connection.connectionString
    ? { connectionString: withDatabase(connection.connectionString, name) }
    : { ...connection, database: name };
  const folder = mkdtempSync(join(tmpdir(), 'moodcraft-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  writeFileSync(journalFile, JSON.stringify(journal));
  const pool = new pg.Pool({ ...target, max: 2 });
  await migrate(drizzle(pool), { migrationsFolder: folder });
  rmSync(folder, { recursive: true, force: true });
  return {
    kind,
    target,
    pool,
    async drop() {
      await pool.end();
      const cleanup = new pg.Client(connection);
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
