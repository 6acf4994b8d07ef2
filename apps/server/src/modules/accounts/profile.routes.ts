import { z } from 'zod';
import {
  changePasswordRequest,
  deleteAccountRequest,
  profilePictureResponse,
  profileUpdateRequest,
  userResponse,
} from '@moodcraft/core/accounts/accounts';
import { errorResponse, messageResponse } from '@moodcraft/core/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, requireAuth, userIdOf } from '../auth/sessions';
import { deleteAccount } from './delete-account.service';
import { setDeviceCookie } from './device-cookie';
import { changePassword, requireUser, toUser, updateProfile } from './profile.service';
import { HttpError } from '../../plugins/errors';
import { withUploadDeadline } from '../../lib/upload-slots';
import { PICTURE_LIMIT, uploadProfilePicture } from './profile-picture.service';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

/** A signed-in person’s own account: the profile, its picture, the password, and deleting it. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', requireAuth(deps));
  const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

  app.get(
    '/users/profile',
    {
      schema: {
        tags: ['profile'],
        security,
        summary: 'Your profile',
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) => toUser(deps, await requireUser(deps, userIdOf(request))),
  );

  app.put(
    '/users/profile',
    {
      schema: {
        tags: ['profile'],
        security,
        summary:
          'Change your name, email, phone and bio (a new email needs currentPassword; the old address is told)',
        body: profileUpdateRequest,
        response: { 200: userResponse, ...errors, 429: errorResponse },
      },
    },
    async (request) => updateProfile(deps, userIdOf(request), request.body, request.log),
  );

  app.post(
    '/users/upload-profile-picture',
    {
      schema: {
        tags: ['profile'],
        security,
        summary:
          'Upload a profile picture (multipart field profilePicture: JPEG, PNG or WebP up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: profilePictureResponse,
          ...errors,
          413: errorResponse,
          415: errorResponse,
        },
      },
      config: {
        rateLimit: { max: Math.ceil(20 * deps.config.RATE_LIMIT_SCALE), timeWindow: '1 hour' },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError(
          415,
          'Send the picture as multipart/form-data in the field profilePicture',
        );
      const release = await app.uploadSlots.take(userIdOf(request));
      try {
        const files = request.files({ limits: { fileSize: PICTURE_LIMIT, files: 1 } });
        return await withUploadDeadline(
          uploadProfilePicture(deps, userIdOf(request), files, request.log),
          deps.config.UPLOAD_TIMEOUT_S * 1000,
          () => void reply.header('connection', 'close'),
        );
      } finally {
        await release();
      }
    },
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
      config: {
        rateLimit: { max: Math.ceil(10 * deps.config.RATE_LIMIT_SCALE), timeWindow: '15 minutes' },
      },
    },
    async (request, reply) => {
      const { message, deviceCookie } = await changePassword(
        deps,
        userIdOf(request),
        request.auth!.sessionId,
        request.body,
        request.log,
      );
      setDeviceCookie(deps, request, reply, deviceCookie);
      return { message };
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
      config: {
        rateLimit: { max: Math.ceil(10 * deps.config.RATE_LIMIT_SCALE), timeWindow: '15 minutes' },
      },
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
};
