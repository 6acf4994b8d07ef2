import { z } from 'zod';
import { errorResponse } from '@moodcraft/core/common/fields';
import { safetyPlanInput, safetyPlanResponse } from '@moodcraft/core/safety/safety-plan';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, userIdOf } from '../auth/sessions';
import { clearPlan, readPlan, savePlan } from './safety-plan.service';

const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 429: errorResponse };
const tags = ['safety-plan'];

/** The person's own safety plan: read, write in full, clear. Encrypted at rest. */
export const safetyPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', requireAuth(deps));

  app.get(
    '/safety-plan',
    {
      schema: {
        tags,
        security,
        summary: 'Your safety plan (empty lists until you write one)',
        response: { 200: safetyPlanResponse, ...errors },
      },
    },
    async (request) => readPlan(deps, userIdOf(request)),
  );

  app.put(
    '/safety-plan',
    {
      schema: {
        tags,
        security,
        summary: 'Save your safety plan (every step at once)',
        body: safetyPlanInput,
        response: { 200: safetyPlanResponse, ...errors },
      },
      config: {
        rateLimit: { max: Math.ceil(60 * deps.config.RATE_LIMIT_SCALE), timeWindow: '1 minute' },
      },
    },
    async (request) => savePlan(deps, userIdOf(request), request.body),
  );

  app.delete(
    '/safety-plan',
    {
      schema: {
        tags,
        security,
        summary: 'Delete your safety plan',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await clearPlan(deps, userIdOf(request));
      return reply.code(204).send(null);
    },
  );
};
