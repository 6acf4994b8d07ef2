import { z } from 'zod';
import { achievementResponse, statsResponse } from '@moodcraft/core/accounts/accounts';
import { errorResponse } from '@moodcraft/core/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, userIdOf } from '../auth/sessions';
import { achievementsOf, statsOf } from './stats.service';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

/** A person’s activity in numbers, and their milestones. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', requireAuth(deps));
  const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

  app.get(
    '/users/stats',
    {
      schema: {
        tags: ['profile'],
        security,
        summary: 'Your activity in numbers',
        response: { 200: statsResponse, ...errors },
      },
    },
    async (request) => statsOf(deps, userIdOf(request)),
  );

  app.get(
    '/users/achievements',
    {
      schema: {
        tags: ['profile'],
        security,
        summary: 'Milestones, with the date each was reached',
        response: { 200: z.array(achievementResponse), ...errors },
      },
    },
    async (request) => achievementsOf(deps, userIdOf(request)),
  );
};
