import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUserResponse, twoFactorChallengeResponse } from '@moodcraft/core/accounts/accounts';
import { errorResponse } from '@moodcraft/core/common/fields';
import {
  linkRequest,
  pendingLinkResponse,
  signInMethodsResponse,
  SSO_MESSAGES,
  type SsoProblem,
} from '@moodcraft/core/sso/sso';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../plugins/errors';
import { DEVICE_COOKIE, setDeviceCookie } from '../accounts/device-cookie';
import { startSession } from '../auth/sessions';
import { authorizationUrl, identityFrom, ssoConfigured, type Pending } from './oidc-client';
import { confirmLink, finishSignIn, type AccountLink } from './oidc.service';

/** Between leaving for the provider and coming back; then between that and the password. */
const FLOW_COOKIE = 'moodcraft_sso';
const LINK_COOKIE = 'moodcraft_sso_link';
const COOKIE_PATH = '/api/auth/oidc';
const LIFETIME_MS = 10 * 60_000;

/**
 * The cookie's value sealed with the app's key (AES-GCM, bound to the cookie's name), with its
 * expiry inside: it cannot be read, forged or kept past ten minutes.
 */
function setSealed(deps: AppDeps, reply: FastifyReply, name: string, value: object) {
  const sealed = deps.encryption.encrypt(
    JSON.stringify({ ...value, expires: deps.now().getTime() + LIFETIME_MS }),
    { table: 'cookie', column: name, id: 'sso' },
  );
  void reply.setCookie(name, sealed, {
    path: COOKIE_PATH,
    httpOnly: true,
    // sent on the provider's redirect back (a top-level navigation from its site)
    sameSite: 'lax',
    secure: deps.config.PUBLIC_URL.startsWith('https:'),
    maxAge: LIFETIME_MS / 1000,
  });
}

function readSealed<T>(deps: AppDeps, request: FastifyRequest, name: string): T | null {
  const sealed = request.cookies[name];
  if (!sealed) return null;
  try {
    const value = JSON.parse(
      deps.encryption.decrypt(sealed, { table: 'cookie', column: name, id: 'sso' }),
    ) as T & { expires: number };
    return value.expires > deps.now().getTime() ? value : null;
  } catch {
    return null;
  }
}

const clear = (reply: FastifyReply, name: string) =>
  void reply.clearCookie(name, { path: COOKIE_PATH });

/** Back to the sign-in page, which finishes the sign-in or says what went wrong. */
const toSignIn = (reply: FastifyReply, outcome: 'done' | 'link' | SsoProblem) =>
  reply.redirect(`/login?sso=${outcome}`, 303);

export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { config } = deps;
  const limit = (max: number) => ({
    rateLimit: { max: Math.ceil(max * config.RATE_LIMIT_SCALE), timeWindow: '1 minute' },
  });
  const requireSso = () => {
    if (!ssoConfigured(config)) throw new HttpError(404, 'Single sign-on is not set up here');
  };

  app.get(
    '/auth/methods',
    {
      schema: {
        tags: ['accounts'],
        summary: 'How people sign in here: with a password, with single sign-on, or both',
        response: { 200: signInMethodsResponse },
      },
    },
    async () => ({
      password: !config.OIDC_ONLY,
      sso: ssoConfigured(config) ? { buttonText: config.OIDC_BUTTON_TEXT } : null,
    }),
  );

  app.get(
    '/auth/oidc/start',
    {
      schema: {
        tags: ['accounts'],
        summary: "Leave for the identity provider's sign-in (PKCE, state and nonce)",
        querystring: z.object({
          remember: z.enum(['true', 'false']).default('false'),
          invite: z.string().max(200).optional(),
        }),
        response: { 303: z.null(), 404: errorResponse, 429: errorResponse },
      },
      config: limit(30),
    },
    async (request, reply) => {
      requireSso();
      const { url, pending } = await authorizationUrl(config, request.query.remember === 'true');
      setSealed(deps, reply, FLOW_COOKIE, { ...pending, invite: request.query.invite });
      return reply.redirect(url, 303);
    },
  );

  app.get(
    '/auth/oidc/callback',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Where the identity provider sends the person back',
        response: { 303: z.null(), 404: errorResponse, 429: errorResponse },
      },
      config: limit(30),
    },
    async (request, reply) => {
      requireSso();
      const pending = readSealed<Pending & { invite?: string }>(deps, request, FLOW_COOKIE);
      clear(reply, FLOW_COOKIE);
      if (!pending) return toSignIn(reply, 'expired');
      let outcome;
      try {
        const here = new URL(request.url, config.PUBLIC_URL);
        const identity = await identityFrom(config, here, pending);
        outcome = await finishSignIn(deps, identity, pending, request.log);
      } catch (error) {
        // the provider said no, or its answer did not check out: nothing of it is logged
        request.log.warn({ reason: (error as { code?: string }).code }, 'Single sign-on failed');
        return toSignIn(reply, 'failed');
      }
      if (outcome.kind === 'refused') return toSignIn(reply, outcome.problem);
      if (outcome.kind === 'confirm') {
        setSealed(deps, reply, LINK_COOKIE, outcome.link);
        return toSignIn(reply, 'link');
      }
      await startSession(deps, request, reply, outcome.userId, pending.remember);
      return toSignIn(reply, 'done');
    },
  );

  app.get(
    '/auth/oidc/pending',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The account waiting for its password to be linked to the identity provider',
        response: { 200: pendingLinkResponse, 404: errorResponse },
      },
    },
    async (request) => {
      requireSso();
      const link = readSealed<AccountLink>(deps, request, LINK_COOKIE);
      if (!link) throw new HttpError(404, SSO_MESSAGES.expired);
      return { email: link.email, provider: config.OIDC_BUTTON_TEXT };
    },
  );

  app.post(
    '/auth/oidc/link',
    {
      schema: {
        tags: ['accounts'],
        summary: "Link the account to the identity provider with the account's password",
        body: linkRequest,
        response: {
          200: z.union([sessionUserResponse, twoFactorChallengeResponse]),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
      config: limit(20),
    },
    async (request, reply) => {
      requireSso();
      const link = readSealed<AccountLink>(deps, request, LINK_COOKIE);
      if (!link) throw new HttpError(404, SSO_MESSAGES.expired);
      const result = await confirmLink(
        deps,
        { ...link, remember: request.body.remember || link.remember },
        request.body.password,
        request.log,
        request.cookies[DEVICE_COOKIE],
      ).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 410)
          throw new HttpError(404, SSO_MESSAGES.expired);
        throw error;
      });
      clear(reply, LINK_COOKIE);
      if (result.twoFactorRequired)
        return { twoFactorRequired: true as const, challengeToken: result.challengeToken };
      const { token } = await startSession(deps, request, reply, result.user.id, result.remember);
      setDeviceCookie(deps, request, reply, result.deviceCookie);
      return { ...result.user, token };
    },
  );
};
