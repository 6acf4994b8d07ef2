import { z } from 'zod';
import { errorResponse, uuidParam } from '@moodcraft/core/common/fields';
import { reportResponse, shareLinkRequest, shareLinkResponse } from '@moodcraft/core/data/report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, userIdOf } from '../auth/sessions';
import { createShareLink, listShareLinks, reportFor, revokeShareLink } from './reports.service';

const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/reports/:token',
    {
      schema: {
        tags: ['clinician reports'],
        summary: 'A read-only mood report through a link its owner shared (no sign-in)',
        // any text is a link that can be asked about; one that is no report's answers 404
        params: z.object({ token: z.string() }),
        response: { 200: reportResponse, ...errors },
      },
      config: {
        rateLimit: { max: Math.ceil(60 * deps.config.RATE_LIMIT_SCALE), timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      void reply.header('x-robots-tag', 'noindex, nofollow');
      return reportFor(deps, request.params.token);
    },
  );

  const owner: FastifyPluginAsyncZod = async (scope) => {
    scope.addHook('onRequest', requireAuth(deps));
    scope.post(
      '/users/share-links',
      {
        schema: {
          tags: ['clinician reports'],
          security,
          summary:
            'Create an expiring read-only link to a report of a period (needs Data Sharing on)',
          body: shareLinkRequest,
          response: { 201: shareLinkResponse, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createShareLink(deps, userIdOf(request), request.body)),
    );
    scope.get(
      '/users/share-links',
      {
        schema: {
          tags: ['clinician reports'],
          security,
          summary: 'Your report links',
          response: { 200: z.array(shareLinkResponse), ...errors },
        },
      },
      async (request) => listShareLinks(deps, userIdOf(request)),
    );
    scope.delete(
      '/users/share-links/:id',
      {
        schema: {
          tags: ['clinician reports'],
          security,
          summary: 'Revoke a report link',
          params: uuidParam,
          response: { 200: shareLinkResponse, ...errors },
        },
      },
      async (request) => revokeShareLink(deps, userIdOf(request), request.params.id),
    );
  };
  await app.register(owner);
};
