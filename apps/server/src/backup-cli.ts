/**
 * `npm run backup`: one backup now, beside the scheduled ones, even while MoodCraft runs.
 * `npm run restore -- FILE`: a backup into an empty data directory (or DATABASE_URL's empty
 * database). Both read the same settings as the server (DATA_DIR, DATABASE_URL, BACKUP_DIR,
 * BACKUP_KEEP, APP_ENCRYPTION_KEY).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import pg from 'pg';
import { ConfigError, loadConfig, type Config } from './config';
import {
  EmbeddedServerError,
  runningServerConnection,
  startEmbeddedServer,
} from './db/embedded-server';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { keyIdOf, loadEncryptionKey } from './lib/encryption';
import { createLogger } from './lib/logger';
import { backupNow } from './modules/backup/schedule';
import { restoreBackup, RestoreError } from './modules/backup/restore';
import { connectS3, describeS3Error, s3SettingsOf } from './modules/media/s3-objects';

class UsageError extends Error {}

/** The bucket's files, when media live in one (S3_BUCKET). */
async function bucketFiles(config: Config) {
  const settings = s3SettingsOf(config);
  if (!settings) return undefined;
  try {
    return (await connectS3(settings)).sealed;
  } catch (error) {
    throw new UsageError(`Media cannot be reached: ${describeS3Error(error, settings)}`);
  }
}

/** The keys' fingerprints; the key itself must exist already (a tool never makes one). */
function keyIds(config: Config, dataDir: string) {
  const keyFile = join(dataDir, 'secret.key');
  if (!config.APP_ENCRYPTION_KEY && !existsSync(keyFile))
    throw new UsageError(
      `There is no encryption key: ${keyFile} does not exist and APP_ENCRYPTION_KEY is not set. ` +
        'A restore needs the key that belongs with the backup; a backup needs the key of the data it backs up.',
    );
  const key = loadEncryptionKey(config.APP_ENCRYPTION_KEY, keyFile);
  return [
    keyIdOf(key),
    ...config.APP_ENCRYPTION_KEY_PREVIOUS.map((k) => keyIdOf(Buffer.from(k, 'base64'))),
  ];
}

async function backup(config: Config, dataDir: string) {
  const log = createLogger(config.LOG_LEVEL);
  const ids = keyIds(config, dataDir);
  let connection: string | pg.PoolConfig | undefined =
    config.DATABASE_URL ?? runningServerConnection(dataDir);
  let stop = async () => {};
  if (!connection) {
    // MoodCraft is not running: the tool starts the embedded server itself, for this backup
    const unlock = lockDataDir(dataDir);
    try {
      const server = await startEmbeddedServer({ dataDir, log });
      connection = server.connection;
      stop = async () => {
        await server.stop();
        unlock();
      };
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const pool = new pg.Pool({
    ...(typeof connection === 'string' ? { connectionString: connection } : connection),
    max: 1,
  });
  pool.on('error', () => {});
  try {
    const made = await backupNow({
      pool,
      dataDir,
      backupDir: resolve(config.BACKUP_DIR ?? join(dataDir, 'backups')),
      keyIds: ids,
      media: await bucketFiles(config),
      keep: config.BACKUP_KEEP,
      log,
    });
    const rows = made.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    process.stdout.write(
      `Backup written: ${made.file} (${(made.bytes / 1e6).toFixed(1)} MB; ${rows} rows in ${made.manifest.tables.length} tables, ${made.manifest.media.files} media files).\n` +
        'Keep the encryption key (secret.key or APP_ENCRYPTION_KEY) somewhere else: without it this backup cannot be read.\n',
    );
  } finally {
    await pool.end();
    await stop();
  }
}

async function restore(config: Config, dataDir: string, file: string | undefined) {
  if (!file)
    throw new UsageError('Which backup? npm run restore -- /path/to/moodcraft-backup-….tar.gz');
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const unlock = lockDataDir(dataDir);
  try {
    const log = createLogger(config.LOG_LEVEL);
    const manifest = await restoreBackup({
      file: path,
      dataDir,
      connection: config.DATABASE_URL,
      keyIds: keyIds(config, dataDir),
      media: await bucketFiles(config),
      log,
    });
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    process.stdout.write(
      `Restored ${basename(path)} (made ${manifest.createdAt}): ${rows} rows in ${manifest.tables.length} tables, ${manifest.media.files} media files, into ${config.DATABASE_URL ? 'the database at DATABASE_URL' : dataDir}.\n` +
        'Start MoodCraft with this data directory: npm start\n',
    );
  } finally {
    unlock();
  }
}

async function main() {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  process.umask(0o077);
  // as `npm start` reads it: from the folder npm runs in
  const dataDir = resolve(config.DATA_DIR);
  if (command === 'backup') return backup(config, dataDir);
  if (command === 'restore') return restore(config, dataDir, file);
  throw new UsageError('Usage: npm run backup, or npm run restore -- FILE');
}

main().catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof RestoreError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof EmbeddedServerError;
  process.stderr.write(
    known ? `${(error as Error).message}\n` : `${(error as Error).stack ?? String(error)}\n`,
  );
  process.exit(1);
});
