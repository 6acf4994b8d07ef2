import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Encryption } from './lib/encryption';
import type { Mailer } from './mail/mailer';
import type { MediaStore } from './modules/media/media-store';
import type { MoodReadCache } from './modules/moods/mood-read-cache';
import type { UploadSlots } from './lib/upload-slots';

/** What the application runs on: built once by the server (or a test) and handed to every module. */
export type AppDeps = {
  config: Config;
  database: Database;
  encryption: Encryption;
  mailer: Mailer;
  media: MediaStore;
  /**
   * Redis when REDIS_URL is set: rate limits, sign-in attempts for unknown addresses and upload
   * slots are then shared by every process (lib/redis.ts); each process keeps its own otherwise.
   */
  redis?: Redis;
  /** the current time; tests move it */
  now: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    moodReads: MoodReadCache;
    uploadSlots: UploadSlots;
  }
}
