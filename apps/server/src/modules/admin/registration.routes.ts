import { registrationQuery, registrationStatus } from '@moodcraft/core/admin/admin';
import { errorResponse } from '@moodcraft/core/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationStatus as statusOf } from './registration.service';

/** What the register page needs to know before anyone fills it in. Public. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/registration',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Whether sign-ups are open (REGISTRATION: open, invite or closed), and whether an invite token still works',
        querystring: registrationQuery,
        response: { 200: registrationStatus, 400: errorResponse, 429: errorResponse },
      },
      config: {
        rateLimit: { max: Math.ceil(60 * deps.config.RATE_LIMIT_SCALE), timeWindow: '1 minute' },
      },
    },
    async (request) => statusOf(deps, request.query.invite),
  );
};
