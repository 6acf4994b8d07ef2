import { settingsResponse, settingsUpdateRequest } from '@moodcraft/core/accounts/accounts';
import { errorResponse } from '@moodcraft/core/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, userIdOf } from '../auth/sessions';
import { languagesOf } from '../companion/region';
import { settingsOf, updateSettings } from './settings.service';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

/** A person’s settings. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', requireAuth(deps));
  const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

  app.get(
    '/users/settings',
    {
      schema: {
        tags: ['profile'],
        security,
        summary: 'Your settings',
        response: { 200: settingsResponse, ...errors },
      },
    },
    async (request) =>
      settingsOf(deps, userIdOf(request), languagesOf(request.headers['accept-language'])),
  );

  app.put(
    '/users/settings',
    {
      schema: {
        tags: ['profile'],
        security,
        summary: 'Change one or more settings',
        body: settingsUpdateRequest,
        response: { 200: settingsResponse, ...errors },
      },
    },
    async (request) =>
      updateSettings(
        deps,
        userIdOf(request),
        request.body,
        languagesOf(request.headers['accept-language']),
      ),
  );
};
