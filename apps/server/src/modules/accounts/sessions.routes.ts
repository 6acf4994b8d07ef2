import { z } from 'zod';
import { sessionResponse } from '@moodcraft/core/accounts/accounts';
import { errorResponse, uuidParam } from '@moodcraft/core/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import { deleteSessionsOf, deleteUserSession, listSessionsOf } from '../auth/sessions.repository';
import { requireAuth, userIdOf } from '../auth/sessions';
import { describeDevice } from './device';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

/** Where a person is signed in, and ending those sessions. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', requireAuth(deps));
  const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

  app.get(
    '/users/sessions',
    {
      schema: {
        tags: ['sessions'],
        security,
        summary: 'Where you are signed in',
        response: { 200: z.array(sessionResponse), ...errors },
      },
    },
    async (request) => {
      const rows = await listSessionsOf(deps.database.db, userIdOf(request));
      return rows
        .map((row) => ({
          id: row.id,
          current: row.id === request.auth!.sessionId,
          device: describeDevice(row.userAgent),
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        }))
        .sort(
          (a, b) =>
            Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
        );
    },
  );

  app.delete(
    '/users/sessions/others',
    {
      schema: {
        tags: ['sessions'],
        security,
        summary: 'Sign out everywhere else',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSessionsOf(deps.database.db, userIdOf(request), request.auth!.sessionId);
      request.log.info({ userId: userIdOf(request) }, 'Ended other sessions');
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/users/sessions/:id',
    {
      schema: {
        tags: ['sessions'],
        security,
        summary: 'End one session',
        params: uuidParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const removed = await deleteUserSession(
        deps.database.db,
        userIdOf(request),
        request.params.id,
      );
      if (!removed) throw new HttpError(404, 'This session does not exist');
      return reply.code(204).send(null);
    },
  );
};
