import { z } from 'zod';
import {
  achievementResponse,
  changePasswordRequest,
  deleteAccountRequest,
  profilePictureResponse,
  profileUpdateRequest,
  sessionResponse,
  settingsResponse,
  settingsUpdateRequest,
  statsResponse,
  twoFactorDisableRequest,
  twoFactorEnableRequest,
  twoFactorEnableResponse,
  twoFactorSetupResponse,
  userResponse,
} from '@moodcraft/core/accounts/accounts';
import { errorResponse, messageResponse, uuidParam } from '@moodcraft/core/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import { deleteSessionsOf, deleteUserSession, listSessionsOf } from '../auth/sessions.repository';
import { clearSessionCookie, requireAuth, userIdOf } from '../auth/sessions';
import { deleteAccount } from './delete-account.service';
import { settingsOf, updateSettings } from '../settings/settings.service';
import { achievementsOf, statsOf } from '../stats/stats.service';
import { changePassword, requireUser, toUser, updateProfile } from './accounts.service';
import { describeDevice } from './device';
import { uploadProfilePicture } from './profile-picture.service';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor.service';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

/** Everything a signed-in person does with their own account. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', requireAuth(deps));
  const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

  app.get(
    '/users/profile',
    { schema: { tags: ['profile'], security, summary: 'Your profile', response: { 200: userResponse, ...errors } } },
    async (request) => toUser(deps, await requireUser(deps, userIdOf(request))),
  );

  app.put(
    '/users/profile',
    {
      schema: {
        tags: ['profile'],
        security,
        summary: 'Change your name, email, phone and bio',
        body: profileUpdateRequest,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) => updateProfile(deps, userIdOf(request), request.body),
  );

  app.post(
    '/users/upload-profile-picture',
    {
      schema: {
        tags: ['profile'],
        security,
        summary: 'Upload a profile picture (multipart field profilePicture: JPEG, PNG or WebP up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: profilePictureResponse, ...errors, 413: errorResponse, 415: errorResponse },
      },
      config: { rateLimit: { max: Math.ceil(20 * deps.config.RATE_LIMIT_SCALE), timeWindow: '1 hour' } },
    },
    async (request) => uploadProfilePicture(deps, userIdOf(request), request),
  );

  app.put(
    '/auth/change-password',
    {
      schema: {
        tags: ['profile'],
        security,
        summary: 'Change your password (other sessions end)',
        body: changePasswordRequest,
        response: { 200: messageResponse, ...errors },
      },
      config: { rateLimit: { max: Math.ceil(10 * deps.config.RATE_LIMIT_SCALE), timeWindow: '15 minutes' } },
    },
    async (request) => changePassword(deps, userIdOf(request), request.auth!.sessionId, request.body, request.log),
  );

  app.get(
    '/users/stats',
    { schema: { tags: ['profile'], security, summary: 'Your activity in numbers', response: { 200: statsResponse, ...errors } } },
    async (request) => statsOf(deps, userIdOf(request)),
  );

  app.get(
    '/users/achievements',
    {
      schema: {
        tags: ['profile'],
        security,
        summary: 'Milestones, with the date each was reached',
        response: { 200: z.array(achievementResponse), ...errors },
      },
    },
    async (request) => achievementsOf(deps, userIdOf(request)),
  );

  app.get(
    '/users/settings',
    { schema: { tags: ['profile'], security, summary: 'Your settings', response: { 200: settingsResponse, ...errors } } },
    async (request) => settingsOf(deps, userIdOf(request)),
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
    async (request) => updateSettings(deps, userIdOf(request), request.body),
  );

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
      config: { rateLimit: { max: Math.ceil(10 * deps.config.RATE_LIMIT_SCALE), timeWindow: '5 minutes' } },
    },
    async (request) => enableTwoFactor(deps, userIdOf(request), request.body.code),
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
      config: { rateLimit: { max: Math.ceil(10 * deps.config.RATE_LIMIT_SCALE), timeWindow: '15 minutes' } },
    },
    async (request) => {
      await disableTwoFactor(deps, userIdOf(request), request.auth!.sessionId, request.body.password);
      return { message: 'Two-factor authentication is off' };
    },
  );

  app.delete(
    '/users/me',
    {
      schema: {
        tags: ['profile'],
        security,
        summary: 'Delete your account and everything in it (needs your password)',
        body: deleteAccountRequest,
        response: { 204: z.null(), ...errors },
      },
      config: { rateLimit: { max: Math.ceil(10 * deps.config.RATE_LIMIT_SCALE), timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const { files } = await deleteAccount(deps, userId, request.body.password);
      app.moodReads.forget(userId);
      request.log.info({ userId, files }, 'Account deleted');
      clearSessionCookie(deps, reply);
      return reply.header('clear-site-data', '"cache", "storage"').code(204).send(null);
    },
  );

  app.get(
    '/users/sessions',
    {
      schema: {
        tags: ['sessions'],
        security,
        summary: 'Where you are signed in',
        response: { 200: z.array(sessionResponse), ...errors },
      },
    },
    async (request) => {
      const rows = await listSessionsOf(deps.database.db, userIdOf(request));
      return rows
        .map((row) => ({
          id: row.id,
          current: row.id === request.auth!.sessionId,
          device: describeDevice(row.userAgent),
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
    },
  );

  app.delete(
    '/users/sessions/others',
    { schema: { tags: ['sessions'], security, summary: 'Sign out everywhere else', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteSessionsOf(deps.database.db, userIdOf(request), request.auth!.sessionId);
      request.log.info({ userId: userIdOf(request) }, 'Ended other sessions');
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/users/sessions/:id',
    {
      schema: {
        tags: ['sessions'],
        security,
        summary: 'End one session',
        params: uuidParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const removed = await deleteUserSession(deps.database.db, userIdOf(request), request.params.id);
      if (!removed) throw new HttpError(404, 'This session does not exist');
      return reply.code(204).send(null);
    },
  );
};
