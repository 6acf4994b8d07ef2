import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { startEmbeddedServer, type EmbeddedServer } from '../src/db/embedded-server';
import { withDatabase } from './helpers/database';

/** Where each test file makes its database: a server, and a migrated template to copy. */
export type TestDatabaseServer = {
  connection: pg.PoolConfig;
  template: string;
  kind: 'embedded' | 'postgres';
};

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServer: TestDatabaseServer;
  }
}

const quiet = { info() {}, warn() {}, error() {} };

/**
 * One PostgreSQL server for the whole run: MoodCraft's embedded one in a temporary folder, or the
 * server TEST_DATABASE_URL names. The schema is migrated once, into a template database; each test
 * file gets a fresh copy of it (helpers/database.ts).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  let server: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let connection: pg.PoolConfig;
  if (external) {
    connection = { connectionString: external };
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'moodcraft-tests-db-'));
    server = await startEmbeddedServer({ dataDir, log: quiet, maxConnections: 100 });
    connection = server.connection;
  }
  const template = `moodcraft_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client(connection);
  await admin.connect();
  await admin.query(`create database ${template}`);
  await admin.end();
  const migrated = await openDatabase({
    kind: external ? 'postgres' : 'embedded',
    connection: external ? withDatabase(external, template) : { ...connection, database: template },
    poolSize: 1,
  });
  await migrated.close();
  project.provide('databaseServer', {
    connection,
    template,
    kind: external ? 'postgres' : 'embedded',
  });

  return async () => {
    const cleanup = new pg.Client(connection);
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${template} with (force)`);
    await cleanup.end();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
