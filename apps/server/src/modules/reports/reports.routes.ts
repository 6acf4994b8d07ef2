import { z } from 'zod';
import { errorResponse, uuidParam } from '@moodcraft/core/common/fields';
import {
  reportPdfQuery,
  reportResponse,
  shareLinkRequest,
  shareLinkResponse,
} from '@moodcraft/core/data/report';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, userIdOf } from '../auth/sessions';
import {
  buildReport,
  createShareLink,
  listShareLinks,
  reportFor,
  revokeShareLink,
} from './reports.service';
import { reportPdf } from './report-pdf';

/** A PDF answer, named for its period, never kept by a shared cache. */
const sendPdf = (reply: FastifyReply, pdf: Buffer, from: string, to: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="moodcraft-report-${from}-to-${to}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

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

  app.get(
    '/reports/:token/pdf',
    {
      schema: {
        tags: ['clinician reports'],
        summary: 'The same report as a PDF, to keep or print (no sign-in)',
        params: z.object({ token: z.string() }),
        response: { 200: z.any(), ...errors },
      },
      config: {
        rateLimit: { max: Math.ceil(10 * deps.config.RATE_LIMIT_SCALE), timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const report = await reportFor(deps, request.params.token);
      void reply.header('x-robots-tag', 'noindex, nofollow');
      return sendPdf(reply, await reportPdf(report), report.from, report.to);
    },
  );

  const owner: FastifyPluginAsyncZod = async (scope) => {
    scope.addHook('onRequest', requireAuth(deps));
    scope.get(
      '/users/report.pdf',
      {
        schema: {
          tags: ['clinician reports'],
          security,
          summary:
            'Your report of a period as a PDF to hand to a clinician (notes only with includeNotes=true)',
          querystring: reportPdfQuery,
          response: { 200: z.any(), ...errors },
        },
        config: {
          rateLimit: { max: Math.ceil(10 * deps.config.RATE_LIMIT_SCALE), timeWindow: '1 minute' },
        },
      },
      async (request, reply) => {
        const { from, to, includeNotes } = request.query;
        const report = await buildReport(deps, userIdOf(request), { from, to, includeNotes });
        return sendPdf(reply, await reportPdf(report), from, to);
      },
    );
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
