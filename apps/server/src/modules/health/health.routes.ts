import { randomBytes } from 'node:crypto';
import { open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { errorResponse } from '@moodcraft/core/common/fields';
import { healthResponse, readyResponse } from '@moodcraft/core/health/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import pkg from '../../../package.json' with { type: 'json' };

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthResponse },
      },
    },
    async (request) => {
      try {
        await app.deps.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'Database did not answer the health check');
        throw new HttpError(503, 'The database is not answering');
      }
      return { status: 'ok' as const, db: 'ok' as const, version: pkg.version };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Whether the server can serve people now: its database answers and its data folder takes writes (503 with the reason otherwise)',
        response: { 200: readyResponse, 503: errorResponse },
      },
    },
    async (request) => {
      try {
        await app.deps.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'Not ready: the database did not answer');
        throw new HttpError(503, 'Not ready: the database is not answering');
      }
      try {
        await writeProbe(app.deps.config.DATA_DIR);
      } catch (error) {
        const code = (error as { code?: string }).code;
        request.log.error({ code }, 'Not ready: the data folder does not take writes');
        throw new HttpError(
          503,
          code === 'ENOSPC' || code === 'EDQUOT'
            ? 'Not ready: the disk holding the data folder is full'
            : 'Not ready: the data folder cannot be written to',
        );
      }
      return { status: 'ready' as const, db: 'ok' as const, storage: 'ok' as const };
    },
  );
};

/** Writes a block to a new file in the data folder, flushes it to disk and removes it. */
async function writeProbe(dataDir: string) {
  const path = join(dataDir, `.ready-${randomBytes(6).toString('hex')}`);
  const file = await open(path, 'wx', 0o600);
  try {
    await file.write(Buffer.alloc(4096));
    await file.sync();
  } finally {
    await file.close();
    await unlink(path).catch(() => {});
  }
}
