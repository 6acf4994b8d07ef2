import { chmodSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { ConfigError, loadConfig, publicUrlWarning } from './config';
import { DatabaseUnavailableError, openDatabase, type Database } from './db/database';
import { openEmbeddedDatabase } from './db/embedded-database';
import { EmbeddedServerError } from './db/embedded-server';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { UpgradeError } from './db/pglite-upgrade';
import { createEncryption, loadEncryptionKey } from './lib/encryption';
import { createLogger } from './lib/logger';
import { openRedis, RedisUnavailableError } from './lib/redis';
import { createMailer } from './mail/mailer';
import { bucketFilesOf, MediaStoreError, openMediaStore } from './modules/media/open-media-store';
import { startReEncryption } from './modules/encryption/re-encryption.service';
import { checkKeyOpensData, KeyMismatchError } from './modules/encryption/key-check';
import { backupNow } from './modules/backup/schedule';
import { startJobs, type Jobs } from './modules/jobs/jobs';

/**
 * The heap may grow to 1.5× what was alive after the last full collection, not up to 4× as V8
 * allows by default: under steady load that keeps the server about 100 MiB smaller at the same
 * throughput (docs/decisions/0014-memory.md). An operator's own setting wins.
 */
if (
  !/--heap-growing-percent/.test(`${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`)
)
  setFlagsFromString('--heap-growing-percent=50');

async function main() {
  const config = loadConfig();
  // everything MoodCraft writes is for this user alone: folders 0700, files 0600
  process.umask(0o077);
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o700);
  const log = createLogger(config.LOG_LEVEL);
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  let database: Database;
  try {
    database = config.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', connection: config.DATABASE_URL })
      : await openEmbeddedDatabase(dataDir, log);
  } catch (error) {
    unlock();
    throw error;
  }
  let app: Awaited<ReturnType<typeof buildApp>>;
  let mailer: ReturnType<typeof createMailer>;
  // limits shared with the other processes (REDIS_URL); this process's own otherwise
  let redis: Awaited<ReturnType<typeof openRedis>> | undefined;
  try {
    if (config.REDIS_URL) redis = await openRedis(config.REDIS_URL, log);
    const encryption = createEncryption(
      loadEncryptionKey(config.APP_ENCRYPTION_KEY, join(dataDir, 'secret.key')),
      config.APP_ENCRYPTION_KEY_PREVIOUS.map((key) => Buffer.from(key, 'base64')),
    );
    // every process on one database must hold the key its data was sealed with
    await checkKeyOpensData(database.db, encryption.keyIds);
    mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: join(dataDir, 'outbox'),
      log,
    });
    // $DATA_DIR/media, or the bucket when S3_BUCKET is set
    const media = await openMediaStore(config, dataDir, encryption, log);
    const unfinished = await media.removeUnfinished();
    if (unfinished) log.info({ files: unfinished }, 'Removed uploads a crash had cut short');
    app = await buildApp(
      { config, database, encryption, mailer, media, redis, now: () => new Date() },
      { loggerInstance: log },
    );
  } catch (error) {
    redis?.disconnect();
    await database.close().catch(() => {});
    unlock();
    throw error;
  }

  // reminders, weekly reports, expiry and backups: jobs in PostgreSQL, each run once by one of
  // however many processes share the database (modules/jobs)
  let jobs: Jobs;
  try {
    jobs = await startJobs({
      deps: app.deps,
      pool: database.pool,
      log,
      backup:
        config.BACKUP_SCHEDULE === 'off'
          ? undefined
          : {
              // a consistent backup, the oldest pruned (BACKUP_KEEP)
              pattern: config.BACKUP_SCHEDULE,
              run: () =>
                backupNow({
                  pool: database.pool,
                  dataDir,
                  backupDir: resolve(config.BACKUP_DIR ?? join(dataDir, 'backups')),
                  keyIds: app.deps.encryption.keyIds,
                  media: bucketFilesOf(app.deps.media),
                  keep: config.BACKUP_KEEP,
                  log,
                }),
            },
    });
  } catch (error) {
    await app.close();
    redis?.disconnect();
    await database.close().catch(() => {});
    unlock();
    throw error;
  }
  // values and files not yet sealed with the current key, bound to their place, are rewritten
  // in the background (modules/encryption)
  const stopReEncryption = startReEncryption(app.deps, log);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    const force = setTimeout(() => {
      app.log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await jobs.stop();
      await stopReEncryption();
      await app.close();
      await redis?.quit().catch(() => redis?.disconnect());
      mailer.close();
      await database.close();
    } finally {
      unlock();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    {
      database: database.kind,
      limits: redis ? 'shared in Redis' : 'this process',
      url: `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`,
    },
    'MoodCraft is ready',
  );
  const linkWarning = publicUrlWarning(config);
  if (linkWarning) app.log.warn(linkWarning);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof EmbeddedServerError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof UpgradeError ||
    error instanceof MediaStoreError ||
    error instanceof RedisUnavailableError ||
    error instanceof KeyMismatchError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `MoodCraft could not start: ${(error as Error)?.stack ?? String(error)}\n`,
    );
  }
  process.exit(1);
});
