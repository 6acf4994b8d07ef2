import { CONTACT_SUCCESS, contactRequest } from '@moodcraft/core/contact/contact';
import { errorResponse, messageResponse } from '@moodcraft/core/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveAuth } from '../auth/sessions';
import { submitContactMessage } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const scale = app.deps.config.RATE_LIMIT_SCALE;
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the people who run this server',
        body: contactRequest,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
      config: { rateLimit: { max: Math.ceil(5 * scale), timeWindow: '10 minutes' } },
    },
    async (request) => {
      const signedIn = await resolveAuth(app.deps, request).catch(() => null);
      const { id, mailed } = await submitContactMessage(
        app.deps,
        request.body,
        signedIn?.userId ?? null,
      );
      request.log.info({ contactMessageId: id, mailed }, 'Contact message received');
      return { message: CONTACT_SUCCESS };
    },
  );
};
