import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * One handle over a PostgreSQL server, MoodCraft's own (`embedded`) or the operator's
 * (`postgres`, from DATABASE_URL); the rest of the server sees only `db`.
 */
export type Database = {
  kind: 'embedded' | 'postgres';
  db: Db;
  pool: pg.Pool;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  kind: Database['kind'];
  /** a postgres:// URL, or the connection settings of the embedded server */
  connection: string | pg.PoolConfig;
  poolSize?: number;
  /** runs after the pool has ended (the embedded server stops here) */
  onClose?: () => Promise<void>;
};

/** Opens a pool to the database and applies every pending migration. */
/** The database at DATABASE_URL cannot be used; the message names the cause, never the password. */
export class DatabaseUnavailableError extends Error {}

/** The URL as it can be shown: without its password. */
export function redactedUrl(connection: string) {
  try {
    const url = new URL(connection);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'DATABASE_URL (not a valid URL)';
  }
}

/** Why a connection to `connection` failed, in words, or null when it is not a connection problem. */
export function connectionProblem(error: unknown, connection: string): string | null {
  // the query builder wraps the driver's error: its cause carries the code
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return describe(code ?? cause?.code, connection);
}

function describe(code: string | undefined, connection: string): string | null {
  const where = redactedUrl(connection);
  let url: URL | undefined;
  try {
    url = new URL(connection);
  } catch {
    return `DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/database)`;
  }
  const host = url.hostname;
  const user = decodeURIComponent(url.username) || 'the default user';
  const database = decodeURIComponent(url.pathname.slice(1)) || 'the default database';
  switch (code) {
    case 'ECONNREFUSED':
      return `Could not connect to the database at ${where}: the connection was refused. Is PostgreSQL running and listening on ${host}:${url.port || 5432}?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Could not connect to the database at ${where}: the host "${host}" is unknown.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `Could not connect to the database at ${where}: ${host} did not answer.`;
    case '28P01':
    case '28000':
      return `The database at ${where} refused to sign in "${user}": check the user name and password in DATABASE_URL.`;
    case '3D000':
      return `The database "${database}" does not exist at ${where}: create it first (createdb ${database}).`;
    default:
      return null;
  }
}

export async function openDatabase({
  kind,
  connection,
  poolSize = 10,
  onClose,
}: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    ...(typeof connection === 'string' ? { connectionString: connection } : connection),
    max: poolSize,
  });
  pool.on('error', () => {
    /* a dropped idle client is replaced on the next query */
  });
  const db = drizzle(pool, { schema });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await pool.end();
    const reason = typeof connection === 'string' ? connectionProblem(error, connection) : null;
    throw reason ? new DatabaseUnavailableError(reason) : error;
  }
  return {
    kind,
    db: db as unknown as Db,
    pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
      await onClose?.();
    },
  };
}
