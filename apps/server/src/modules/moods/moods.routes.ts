import { z } from 'zod';
import { errorResponse, uuidParam } from '@moodcraft/core/common/fields';
import { insightsQuery, insightsResponse } from '@moodcraft/core/moods/insights';
import {
  moodCreateRequest,
  moodEditRequest,
  moodEntryResponse,
  moodListQuery,
} from '@moodcraft/core/moods/moods';
import { supportFor } from '../companion/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth, userIdOf } from '../auth/sessions';
import { preferredEncoding } from '../../lib/compression';
import { markEncoded } from '../../plugins/compression';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  createEntry,
  editEntry,
  encodedBody,
  insightsJson,
  listEntries,
  removeEntry,
} from './moods.service';
import type { JsonBody } from './mood-read-cache';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

/** Sends a cached answer, already checked against the response schema when it was built, as it is. */
async function sendCached(request: FastifyRequest, reply: FastifyReply, body: JsonBody) {
  const encoding =
    request.method === 'HEAD' ? null : preferredEncoding(request.headers['accept-encoding']);
  const payload = await encodedBody(body, encoding);
  if (payload !== body.bytes) markEncoded(reply, encoding!);
  return reply.type('application/json; charset=utf-8').send(payload);
}

export const moodRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, moodReads } = app;
  app.addHook('onRequest', requireAuth(deps));

  app.get(
    '/moods',
    {
      schema: {
        tags: ['moods'],
        security,
        summary:
          'Your mood entries, newest first: optionally between two instants (`from`, `to`), with one primary emotion or contributing factor, a page at a time (`limit`, 100 unless given; `before`, the last entry of the page before)',
        querystring: moodListQuery,
        response: { 200: z.array(moodEntryResponse), ...errors },
      },
    },
    async (request) => listEntries(deps, userIdOf(request), request.query),
  );

  app.post(
    '/moods',
    {
      schema: {
        tags: ['moods'],
        security,
        summary:
          'Log a mood: `score` is the intensity of the feeling (1–10); `pleasantness`, optional, how good or bad it felt overall (a whole number, 1 very unpleasant to 10 very pleasant), derived from the emotion and the intensity when not given. `id`, optional, is a UUID made on the device: an entry sent again with the same id is not stored twice, and answers 200 with the entry as stored (201 when new); an id already used by someone else answers 409',
        body: moodCreateRequest,
        response: { 200: moodEntryResponse, 201: moodEntryResponse, ...errors, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const { entry, created } = await createEntry(deps, userIdOf(request), request.body);
      return reply
        .code(created ? 201 : 200)
        .send({ ...entry, ...(await supportFor(deps, request, entry.notes, 'mood-note')) });
    },
  );

  app.get(
    '/moods/insights',
    {
      schema: {
        tags: ['moods'],
        security,
        summary:
          'Weekly summary, trend, distribution, factor impact, insight texts and the year calendar',
        querystring: insightsQuery,
        response: { 200: insightsResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await insightsJson(deps, moodReads, authOf(request), request.query),
      ),
  );

  app.put(
    '/moods/:id',
    {
      schema: {
        tags: ['moods'],
        security,
        summary:
          'Change a mood entry. Without `pleasantness`, one the person chose is kept and a derived one is derived again from the new emotion and intensity. `updatedAt`, optional, is when the edit was made on the device: if the stored entry was changed later, it stays as it is and is the answer (the later edit wins)',
        params: uuidParam,
        body: moodEditRequest,
        response: { 200: moodEntryResponse, ...errors },
      },
    },
    async (request) => {
      const entry = await editEntry(deps, userIdOf(request), request.params.id, request.body);
      return { ...entry, ...(await supportFor(deps, request, entry.notes, 'mood-note')) };
    },
  );

  app.delete(
    '/moods/:id',
    {
      schema: {
        tags: ['moods'],
        security,
        summary: 'Delete a mood entry',
        params: uuidParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeEntry(deps, userIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
