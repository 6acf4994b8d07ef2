import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { createEncryption, loadEncryptionKey } from './lib/encryption';
import { createLogger } from './lib/logger';
import { createMailer } from './mail/mailer';
import { createEncryptedFileStore } from './modules/media/media-store';
import { startScheduler } from './modules/notifications/notifications.service';

async function main() {
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(dataDir, 'db') },
  );
  const encryption = createEncryption(
    loadEncryptionKey(config.APP_ENCRYPTION_KEY, join(dataDir, 'secret.key')),
  );
  const log = createLogger(config.LOG_LEVEL);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: join(dataDir, 'outbox'),
    log,
  });
  const media = createEncryptedFileStore(join(dataDir, 'media'), encryption);
  const app = await buildApp(
    { config, database, encryption, mailer, media, now: () => new Date() },
    { loggerInstance: log },
  );

  const stopScheduler = startScheduler(app.deps, log);
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
      stopScheduler();
      await app.close();
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
    { database: database.kind, url: `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}` },
    'MoodCraft is ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`MoodCraft could not start: ${(error as Error)?.stack ?? String(error)}\n`);
  }
  process.exit(1);
});
