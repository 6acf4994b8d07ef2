import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import { findMedia } from './media.repository';
import { mediaNotFound, parseRange, verifyMediaSignature } from './media.service';
import { EXTENSIONS } from '../../lib/file-types';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:id',
    {
      schema: {
        tags: ['media'],
        summary: 'The bytes of a media file, through a signed link; supports Range',
        params: z.object({ id: z.uuid('Not a valid id') }),
        querystring: z.object({
          exp: z.coerce.number({ error: 'This link is not valid' }).int(),
          sig: z.string({ error: 'This link is not valid' }).max(100),
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { exp, sig } = request.query;
      if (!verifyMediaSignature(app.deps, id, exp, sig)) {
        request.log.info({ mediaId: id }, 'Refused a media link with a bad or expired signature');
        throw new HttpError(
          403,
          'This link has expired or is not valid. Reload the page to get a new one.',
        );
      }
      const row = await findMedia(app.deps.database.db, id);
      if (!row) throw mediaNotFound();
      const size = await app.deps.media.size(row.storageKey);
      const range = parseRange(request.headers.range, size);
      void reply.headers({
        'accept-ranges': 'bytes',
        'content-type': row.mimeType,
        'content-disposition': `inline; filename="moodcraft-${id.slice(0, 8)}.${EXTENSIONS[row.mimeType] ?? 'bin'}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
      });
      if (range === 'invalid') {
        return reply
          .code(416)
          .header('content-range', `bytes */${size}`)
          .type('application/json')
          .send({
            message: 'The requested range is outside the file',
          });
      }
      if (range) {
        void reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1);
        return reply.send(await app.deps.media.read(row.storageKey, range));
      }
      void reply.header('content-length', size);
      return reply.send(await app.deps.media.read(row.storageKey));
    },
  );
};
