import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { buildApp, type AppDeps } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { createEncryption, type Encryption } from '../../src/lib/encryption';
import { createMailer } from '../../src/mail/mailer';
import { createEncryptedFileStore, type MediaStore } from '../../src/modules/media/media-store';
import { createTestDatabase } from './database';

type Options = {
  env?: Record<string, string>;
  smtpUrl?: string;
  webDist?: string;
  /** the app's (and mailer's) logger; silent unless given */
  logger?: FastifyBaseLogger;
  /** a database of the test's own (left open by close()); a fresh one unless given */
  database?: Database;
  /** a random key unless given */
  encryption?: Encryption;
  /** the data directory (media, outbox); a fresh one unless given */
  dataDir?: string;
  /** where media are stored, sealed with `encryption`; `$DATA_DIR/media` unless given */
  media?: MediaStore;
  /**
   * Redis, as REDIS_URL gives the server (lib/redis.ts openRedis): limits shared with every app
   * on it. The test closes it; none unless given.
   */
  redis?: Redis;
};

/** The real application on a fresh database, for `inject()`. */
export async function createTestApp(options: Options = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'moodcraft-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const database = options.database ?? (await createTestDatabase());
  const log = options.logger ?? pino({ level: 'silent' });
  const clock = { now: new Date() as Date | null };
  const encryption = options.encryption ?? createEncryption(randomBytes(32));
  const deps: AppDeps = {
    config,
    database,
    encryption,
    media: options.media ?? createEncryptedFileStore(join(dataDir, 'media'), encryption),
    mailer: createMailer({
      smtpUrl: options.smtpUrl ?? config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: join(dataDir, 'outbox'),
      log,
    }),
    now: () => clock.now ?? new Date(),
    ...(options.redis && { redis: options.redis }),
  };
  clock.now = null;
  const app = await buildApp(deps, {
    loggerInstance: log,
    webDist: options.webDist ?? join(dataDir, 'no-web'),
  });
  await app.ready();
  return {
    app,
    deps,
    dataDir,
    /** fix the server's clock (null: real time) */
    setNow(date: Date | null) {
      clock.now = date;
    },
    async close() {
      await app.close();
      deps.mailer.close();
      if (!options.database) await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
