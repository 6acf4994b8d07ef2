import { z } from 'zod';
import { errorResponse } from '@moodcraft/core/common/fields';
import {
  PUSH_MESSAGES,
  pushDevice,
  pushDevices,
  pushEndpointInput,
  pushSubscriptionInput,
} from '@moodcraft/core/push/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, userIdOf } from '../auth/sessions';
import { HttpError } from '../../plugins/errors';
import { listDevices, removeDevice, sendPush, subscribe, unsubscribe } from './push.service';
import { vapidOf } from './vapid';

const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse };
const tags = ['push'];

/** Web Push on this device: the server's public key, subscribing, the person's devices, a test. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', requireAuth(deps));
  const limited = {
    rateLimit: { max: Math.ceil(30 * deps.config.RATE_LIMIT_SCALE), timeWindow: '1 minute' },
  };

  app.get(
    '/push/key',
    {
      schema: {
        tags,
        security,
        summary: 'The server’s VAPID public key, for pushManager.subscribe',
        response: { 200: z.object({ publicKey: z.string() }), ...errors },
      },
    },
    async () => ({ publicKey: (await vapidOf(deps)).publicKey }),
  );

  app.get(
    '/push/subscriptions',
    {
      schema: {
        tags,
        security,
        summary: 'Your devices that get notifications',
        response: { 200: pushDevices, ...errors },
      },
    },
    async (request) => listDevices(deps, userIdOf(request)),
  );

  app.post(
    '/push/subscriptions',
    {
      schema: {
        tags,
        security,
        summary: 'Get notifications on this device (its PushSubscription as JSON)',
        body: pushSubscriptionInput,
        response: { 200: pushDevice, 201: pushDevice, ...errors },
      },
      config: limited,
    },
    async (request, reply) => {
      const { created, device } = await subscribe(
        deps,
        userIdOf(request),
        request.body,
        request.headers['user-agent'] ?? '',
      );
      return reply.code(created ? 201 : 200).send(device);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      schema: {
        tags,
        security,
        summary: 'Stop notifications on this device (by its endpoint)',
        body: pushEndpointInput,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unsubscribe(deps, userIdOf(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/push/subscriptions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Stop notifications on one of your devices',
        params: z.object({ id: z.uuid('No such device') }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeDevice(deps, userIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/push/test',
    {
      schema: {
        tags,
        security,
        summary: 'Send a test notification to this device',
        body: pushEndpointInput,
        response: { 200: z.object({ delivered: z.number() }), ...errors },
      },
      config: limited,
    },
    async (request) => {
      const delivered = await sendPush(deps, userIdOf(request), PUSH_MESSAGES.test, request.log, {
        endpoint: request.body.endpoint,
      });
      if (!delivered)
        throw new HttpError(
          404,
          'This device is not set up for notifications any more: turn them off and on again',
        );
      return { delivered };
    },
  );
};
