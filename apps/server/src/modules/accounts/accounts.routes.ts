import { z } from 'zod';
import {
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  registerRequest,
  registerResponse,
  resetPasswordRequest,
  secureAccountRequest,
  sessionUserResponse,
  twoFactorLoginRequest,
} from '@moodcraft/core/accounts/accounts';
import { errorResponse, messageResponse } from '@moodcraft/core/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteSession } from '../auth/sessions.repository';
import { clearSessionCookie, resolveAuth, startSession } from '../auth/sessions';
import { forgotPassword, resetPassword } from './password-reset.service';
import { DEVICE_COOKIE, setDeviceCookie } from './device-cookie';
import { secureAccount } from './secure-account.service';
import { login, loginWithSecondFactor, register } from './sign-in.service';
import { refusePasswordsWhenSsoOnly } from '../sso/sso-only';

const FORGOT_ANSWER =
  'If an account exists for that email, we have sent a link to reset its password. Please check your inbox.';

/** Signing up and in: the routes that work without a session. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const limit = (max: number, timeWindow: string) => ({
    rateLimit: { max: Math.ceil(max * deps.config.RATE_LIMIT_SCALE), timeWindow },
  });
  // OIDC_ONLY: no sign-up, sign-in or reset with a password
  app.addHook('onRequest', refusePasswordsWhenSsoOnly(deps));

  app.post(
    '/users',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Create an account and sign in (with REGISTRATION=invite, `invite` is the token of an invite link; 403 when sign-ups are not open)',
        body: registerRequest,
        response: {
          201: registerResponse,
          400: errorResponse,
          403: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
      config: limit(10, '1 hour'),
    },
    async (request, reply) => {
      const { user, remember, deviceCookie } = await register(deps, request.body, request.log);
      const { token } = await startSession(deps, request, reply, user.id, remember);
      setDeviceCookie(deps, request, reply, deviceCookie);
      return reply.code(201).send({ data: { ...user, token } });
    },
  );

  app.post(
    '/users/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password; may ask for the second factor',
        body: loginRequest,
        response: {
          200: loginResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          429: errorResponse,
        },
      },
      config: limit(20, '1 minute'),
    },
    async (request, reply) => {
      const result = await login(deps, request.body, request.log, request.cookies[DEVICE_COOKIE]);
      if (result.twoFactorRequired)
        return { twoFactorRequired: true as const, challengeToken: result.challengeToken };
      const { token } = await startSession(deps, request, reply, result.user.id, result.remember);
      setDeviceCookie(deps, request, reply, result.deviceCookie);
      return { ...result.user, token };
    },
  );

  app.post(
    '/users/login/two-factor',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Finish signing in with a TOTP code or a recovery code',
        body: twoFactorLoginRequest,
        response: {
          200: sessionUserResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          429: errorResponse,
        },
      },
      config: limit(10, '5 minutes'),
    },
    async (request, reply) => {
      const { user, remember, deviceCookie } = await loginWithSecondFactor(
        deps,
        request.body,
        request.log,
      );
      const { token } = await startSession(deps, request, reply, user.id, remember);
      setDeviceCookie(deps, request, reply, deviceCookie);
      return { ...user, token };
    },
  );

  app.post(
    '/users/logout',
    { schema: { tags: ['accounts'], summary: 'End this session', response: { 204: z.null() } } },
    async (request, reply) => {
      const auth = await resolveAuth(deps, request).catch(() => null);
      if (auth) {
        await deleteSession(deps.database.db, auth.sessionId);
        request.log.info({ userId: auth.userId }, 'Signed out');
      }
      clearSessionCookie(deps, reply);
      return reply.header('clear-site-data', '"cache", "storage"').code(204).send(null);
    },
  );

  app.post(
    '/users/forgot-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Email a password reset link (the same answer whether or not the account exists)',
        body: forgotPasswordRequest,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
      config: limit(5, '15 minutes'),
    },
    async (request) => {
      await forgotPassword(deps, request.body.email, request.log);
      return { message: FORGOT_ANSWER };
    },
  );

  app.post(
    '/users/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Choose a new password with the token from the email',
        body: resetPasswordRequest,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
      config: limit(10, '15 minutes'),
    },
    async (request) => resetPassword(deps, request.body, request.log),
  );

  app.post(
    '/users/secure-account',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "This wasn't me: with the token from the notice of an email change, put the old address back, end every session and email a reset link to the old address",
        body: secureAccountRequest,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
      config: limit(10, '15 minutes'),
    },
    async (request) => secureAccount(deps, request.body.token, request.log),
  );
};
