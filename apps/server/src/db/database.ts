import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One handle over either driver; the rest of the server sees only `db`. */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * For the embedded database, how many statements that may change it have started or finished.
 * Only this process can open its data directory (see lock.ts), so a memo of a read made at one
 * count is still true while the count is the same. Undefined for a PostgreSQL server, which other
 * processes may write to.
 */
const embeddedWrites = new WeakMap<Db, { count: number }>();

export function embeddedWriteCount(db: Db): number | undefined {
  return embeddedWrites.get(db)?.count;
}

const READ_ONLY = /^\s*select\b/i;

/** Wraps the client's entry points so each statement that may write is counted before and after. */
function countWrites(client: PGlite) {
  const counter = { count: 0 };
  const counted = async <T>(writes: boolean, run: () => Promise<T>) => {
    if (writes) counter.count++;
    try {
      return await run();
    } finally {
      if (writes) counter.count++;
    }
  };
  const { query, exec, transaction } = client;
  client.query = ((text: string, ...rest: unknown[]) =>
    counted(!READ_ONLY.test(text), () =>
      (query as (...a: unknown[]) => Promise<unknown>).call(client, text, ...rest),
    )) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) =>
    counted(true, () => exec.apply(client, args))) as PGlite['exec'];
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    counted(true, () => transaction.apply(client, args))) as PGlite['transaction'];
  return counter;
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      /* a dropped idle client is replaced on the next query */
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      kind: 'postgres',
      db: db as unknown as Db,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(options.dataDir ?? 'memory://');
  const writes = countWrites(client);
  const db = drizzlePglite(client, { schema });
  embeddedWrites.set(db as unknown as Db, writes);
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
