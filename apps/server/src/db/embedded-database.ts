import { openDatabase, type Database } from './database';
import { startEmbeddedServer, type EmbeddedLog } from './embedded-server';
import { upgradeFromPglite } from './pglite-upgrade';

/**
 * MoodCraft's own PostgreSQL server for DATA_DIR, after the one-time upgrade from PGlite when it
 * is due; closing the database stops the server.
 */
export async function openEmbeddedDatabase(dataDir: string, log: EmbeddedLog): Promise<Database> {
  await upgradeFromPglite(dataDir, log);
  const server = await startEmbeddedServer({ dataDir, log });
  try {
    return await openDatabase({
      kind: 'embedded',
      connection: server.connection,
      onClose: () => server.stop(),
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
}
