import { metaResponse } from '@moodcraft/core/meta/meta';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const meta = {
    supportEmail: config.SUPPORT_EMAIL,
    serverHost: new URL(config.PUBLIC_URL).host,
    aiProvider: config.AI_PROVIDER,
    aiModel: config.AI_PROVIDER === 'openai' ? (config.AI_MODEL ?? null) : null,
    crisisRegion: config.CRISIS_REGION,
  };
  app.get(
    '/meta',
    {
      schema: {
        tags: ['meta'],
        summary:
          'Public facts about this server: support address, companion provider, crisis region',
        response: { 200: metaResponse },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return meta;
    },
  );
};
