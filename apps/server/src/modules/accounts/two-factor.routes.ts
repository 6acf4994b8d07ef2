import {
  twoFactorDisableRequest,
  twoFactorEnableRequest,
  twoFactorEnableResponse,
  twoFactorSetupResponse,
} from '@moodcraft/core/accounts/accounts';
import { errorResponse, messageResponse } from '@moodcraft/core/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth, userIdOf } from '../auth/sessions';
import { requireUser } from './profile.service';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor.service';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

/** Turning two-factor authentication on and off. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', requireAuth(deps));
  const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

  app.post(
    '/users/two-factor/setup',
    {
      schema: {
        tags: ['two-factor'],
        security,
        summary: 'Start two-factor setup: a new secret with its QR code',
        response: { 200: twoFactorSetupResponse, ...errors },
      },
    },
    async (request) => setupTwoFactor(deps, await requireUser(deps, userIdOf(request))),
  );

  app.post(
    '/users/two-factor/enable',
    {
      schema: {
        tags: ['two-factor'],
        security,
        summary: 'Turn two-factor on with a code from the app; answers the recovery codes once',
        body: twoFactorEnableRequest,
        response: { 200: twoFactorEnableResponse, ...errors },
      },
      config: {
        rateLimit: { max: Math.ceil(10 * deps.config.RATE_LIMIT_SCALE), timeWindow: '5 minutes' },
      },
    },
    async (request) =>
      enableTwoFactor(deps, userIdOf(request), authOf(request).sessionId, request.body.code),
  );

  app.post(
    '/users/two-factor/disable',
    {
      schema: {
        tags: ['two-factor'],
        security,
        summary: 'Turn two-factor off with your password',
        body: twoFactorDisableRequest,
        response: { 200: messageResponse, ...errors },
      },
      config: {
        rateLimit: { max: Math.ceil(10 * deps.config.RATE_LIMIT_SCALE), timeWindow: '15 minutes' },
      },
    },
    async (request) => {
      await disableTwoFactor(
        deps,
        userIdOf(request),
        request.auth!.sessionId,
        request.body.password,
      );
      return { message: 'Two-factor authentication is off' };
    },
  );
};
