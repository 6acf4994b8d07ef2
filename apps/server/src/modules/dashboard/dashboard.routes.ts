import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@moodcraft/core/common/fields';
import { dashboardResponse } from '@moodcraft/core/dashboard/dashboard';
import { authOf, requireAuth } from '../auth/sessions';
import { dashboardFor } from './dashboard.service';

const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, moodReads } = app;
  app.addHook('onRequest', requireAuth(deps));

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['moods'],
        security,
        summary:
          'What the dashboard shows: greeting name, week, top emotions and triggers, the chart’s points, the newest crafts’ titles',
        response: { 200: dashboardResponse, 401: errorResponse },
      },
    },
    async (request) => dashboardFor(deps, moodReads, authOf(request)),
  );
};
