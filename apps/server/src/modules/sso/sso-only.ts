import type { FastifyRequest } from 'fastify';
import { SSO_MESSAGES } from '@moodcraft/core/sso/sso';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../plugins/errors';

/** The password routes that OIDC_ONLY turns off (a second factor after linking still works). */
const PASSWORD_ROUTES = new Set([
  'POST /api/users',
  'POST /api/users/login',
  'POST /api/users/forgot-password',
  'POST /api/users/reset-password',
]);

/** With OIDC_ONLY, people sign in (and accounts begin) only through the identity provider. */
export const refusePasswordsWhenSsoOnly = (deps: AppDeps) => async (request: FastifyRequest) => {
  if (!deps.config.OIDC_ONLY) return;
  if (PASSWORD_ROUTES.has(`${request.method} ${request.routeOptions.url}`))
    throw new HttpError(403, SSO_MESSAGES.passwordOff);
};
