import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, userIdOf } from '../auth/sessions';
import {
  importPreviewResponse,
  importRequest,
  importResultResponse,
} from '@moodcraft/core/data/import-api';
import { errorResponse } from '@moodcraft/core/common/fields';
import { exportZip, gatherExport } from './export.service';
import { previewImport, runImport } from './import.service';
import { HttpError } from '../../plugins/errors';

const IMPORT_LIMIT_CHARS = 10 * 1024 * 1024;

const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

export const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', requireAuth(deps));

  app.get(
    '/users/export',
    {
      schema: {
        tags: ['your data'],
        security,
        summary:
          'Download everything you own: json, csv (a zip of CSV files) or zip (JSON, CSV and your media files)',
        querystring: z.object({
          format: z
            .enum(['json', 'csv', 'zip'], { error: 'format must be json, csv or zip' })
            .default('json'),
        }),
      },
      config: {
        rateLimit: { max: Math.ceil(10 * deps.config.RATE_LIMIT_SCALE), timeWindow: '10 minutes' },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const data = await gatherExport(deps, userId);
      const day = deps.now().toISOString().slice(0, 10);
      const { format } = request.query;
      request.log.info({ userId, format }, 'Data exported');
      void reply.header('cache-control', 'no-store');
      if (format === 'json') {
        return reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="moodcraft-export-${day}.json"`)
          .send(JSON.stringify(data.document, null, 2));
      }
      return reply
        .type('application/zip')
        .header(
          'content-disposition',
          `attachment; filename="moodcraft-export-${day}${format === 'csv' ? '-csv' : ''}.zip"`,
        )
        .send(exportZip(deps, data, format === 'zip'));
    },
  );

  const importLimit = {
    max: Math.ceil(30 * deps.config.RATE_LIMIT_SCALE),
    timeWindow: '10 minutes',
  };
  const errors = { 400: errorResponse, 401: errorResponse, 413: errorResponse };
  /** A file over the limit is too large (413), like every other upload, rather than a field error. */
  const refuseLargeFile = async (request: FastifyRequest) => {
    const content = (request.body as { content?: unknown } | null | undefined)?.content;
    if (typeof content === 'string' && content.length > IMPORT_LIMIT_CHARS) {
      throw new HttpError(413, 'The file can be at most 10 MB');
    }
  };

  app.post(
    '/moods/import/preview',
    {
      bodyLimit: 12 * 1024 * 1024,
      schema: {
        tags: ['your data'],
        security,
        summary:
          'Read a MoodCraft, Daylio or Bearable export and say what importing it would do (saves nothing)',
        body: importRequest,
        response: { 200: importPreviewResponse, ...errors },
      },
      config: { rateLimit: importLimit },
      preValidation: refuseLargeFile,
    },
    async (request) =>
      previewImport(
        deps,
        userIdOf(request),
        request.body.content,
        request.body.mapping,
        request.body.addTrackers,
        request.body.addFactors,
      ),
  );

  app.post(
    '/moods/import',
    {
      bodyLimit: 12 * 1024 * 1024,
      schema: {
        tags: ['your data'],
        security,
        summary:
          'Import the mood entries of a MoodCraft, Daylio or Bearable export; entries imported before are skipped. Bearable’s numeric rows (sleep, energy, symptoms, measurements) go to your trackers of those names; with `addTrackers: true` missing ones are added. A day that has a value keeps it. Activities that are no factor yet become your own factors with `addFactors: true` (up to 100 in all); without it, Daylio’s stay in the notes',
        body: importRequest,
        response: { 200: importResultResponse, ...errors },
      },
      config: { rateLimit: importLimit },
      preValidation: refuseLargeFile,
    },
    async (request) => {
      const result = await runImport(
        deps,
        userIdOf(request),
        request.body.content,
        request.body.mapping,
        request.body.addTrackers,
        request.body.addFactors,
      );
      request.log.info(
        { userId: userIdOf(request), format: result.format, imported: result.imported },
        'Moods imported',
      );
      return result;
    },
  );
};
