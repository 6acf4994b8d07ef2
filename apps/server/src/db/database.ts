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
    throw error;
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
