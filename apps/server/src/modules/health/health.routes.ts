import { healthResponse } from '@moodcraft/core/health/health';
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
};
