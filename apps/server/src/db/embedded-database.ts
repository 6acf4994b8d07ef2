import { availableParallelism } from 'node:os';
import { openDatabase, type Database } from './database';
import { startEmbeddedServer, type EmbeddedLog } from './embedded-server';
import { upgradeFromPglite } from './pglite-upgrade';

/**
 * MoodCraft's own PostgreSQL server for DATA_DIR, after the one-time upgrade from PGlite when it
 * is due; closing the database stops the server.
 */
/**
 * Connections to the embedded server: it shares the machine's cores with the app, so more
 * connections than about two per core only queue inside PostgreSQL, each backend holding a few
 * MiB (the usual sizing, cores × 2 plus one or two; at least 4, at most 10).
 */
export const EMBEDDED_POOL_SIZE = Math.min(10, Math.max(4, availableParallelism() * 2 + 2));

export async function openEmbeddedDatabase(dataDir: string, log: EmbeddedLog): Promise<Database> {
  await upgradeFromPglite(dataDir, log);
  const server = await startEmbeddedServer({ dataDir, log });
  try {
    return await openDatabase({
      kind: 'embedded',
      connection: server.connection,
      poolSize: EMBEDDED_POOL_SIZE,
      onClose: () => server.stop(),
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
}
