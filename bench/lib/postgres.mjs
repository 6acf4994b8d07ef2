// A throw-away PostgreSQL database for the run, on the server named by DATABASE_URL or the local one.
import { randomBytes } from 'node:crypto';
import { onCleanup } from './cleanup.mjs';
import { importFromServer } from './paths.mjs';

const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres';

const safeUrl = (url) => {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
};

async function connect(url) {
  const { default: pg } = await importFromServer('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  return client;
}

/**
 * Creates `moodcraft_bench_<random>` next to the database of DATABASE_URL (or on 127.0.0.1:5432)
 * and registers its removal. Resolves to { url, name, server } or { skipped: reason }.
 */
export async function createBenchDatabase() {
  const serverUrl = process.env.DATABASE_URL || LOCAL;
  let admin;
  try {
    admin = await connect(serverUrl);
  } catch (error) {
    return { skipped: `no PostgreSQL server answered at ${safeUrl(serverUrl)} (${error.message})` };
  }
  const name = `moodcraft_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end();
    return { skipped: `could not create a database on ${safeUrl(serverUrl)}: ${error.message}` };
  }
  const version = (await admin.query('SHOW server_version')).rows[0].server_version;
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = onCleanup(`drop database ${name}`, async () => {
    const client = await connect(serverUrl);
    try {
      // WITH (FORCE) (PostgreSQL 13+) also ends sessions a killed server may have left behind.
      await client
        .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        .catch(() => client.query(`DROP DATABASE IF EXISTS ${name}`));
    } finally {
      await client.end();
    }
  });
  return { url: url.toString(), name, server: safeUrl(serverUrl), version, drop };
}
