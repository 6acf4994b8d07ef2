import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';

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

/** The same server's URL with another database. */
export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
