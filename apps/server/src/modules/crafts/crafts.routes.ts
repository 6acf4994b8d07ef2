import { z } from 'zod';
import { errorResponse } from '@moodcraft/core/common/fields';
import { craftResponse } from '@moodcraft/core/crafts/crafts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, userIdOf } from '../auth/sessions';
import { craftsOf } from './crafts.service';

const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

export const craftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', requireAuth(deps));

  app.get(
    '/creative-crafts',
    {
      schema: {
        tags: ['crafts'],
        security,
        summary: 'Your crafts, newest first, with tags; media as short-lived signed links',
        response: { 200: z.array(craftResponse), 401: errorResponse },
      },
    },
    async (request) => craftsOf(deps, userIdOf(request)),
  );
};
