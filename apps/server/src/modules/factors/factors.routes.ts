import { z } from 'zod';
import { errorResponse, uuidParam } from '@moodcraft/core/common/fields';
import {
  OWN_FACTOR_LIMIT,
  ownFactorHiddenResponse,
  ownFactorOrderRequest,
  ownFactorRequest,
  ownFactorResponse,
  ownFactorUpdateRequest,
} from '@moodcraft/core/emotions/own-factors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, userIdOf } from '../auth/sessions';
import {
  addOwnFactor,
  changeOwnFactor,
  listOwn,
  removeOwnFactor,
  reorderOwn,
} from './factors.service';

const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};
const tags = ['factors'];

/** A person's own contributing factors, beside the 18 built-in ones (decision 25). */
export const factorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', requireAuth(deps));

  app.get(
    '/factors',
    {
      schema: {
        tags,
        security,
        summary:
          'Your own contributing factors, in your order, hidden ones included. Entries, insights, filters and the export name them by their current name',
        response: { 200: z.array(ownFactorResponse), ...errors },
      },
    },
    async (request) => listOwn(deps, userIdOf(request)),
  );

  app.post(
    '/factors',
    {
      schema: {
        tags,
        security,
        summary: `Add a factor of your own: \`name\` (1–40 characters, yours once whatever its case, not a built-in one), \`colour\` (from the palette; the next one unless given), \`positive\` (one of the good things: the dashboard marks it). Up to ${OWN_FACTOR_LIMIT}; 409 beyond, or for a name you already have`,
        body: ownFactorRequest,
        response: { 201: ownFactorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addOwnFactor(deps, userIdOf(request), request.body)),
  );

  app.put(
    '/factors/order',
    {
      schema: {
        tags,
        security,
        summary:
          'Put your own factors in a new order: `ids`, each of them once, first to last. Answers the factors in that order',
        body: ownFactorOrderRequest,
        response: { 200: z.array(ownFactorResponse), ...errors },
      },
    },
    async (request) => reorderOwn(deps, userIdOf(request), request.body.ids),
  );

  app.patch(
    '/factors/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Change a factor of your own: any of `name` (entries then show the new name), `colour`, `positive`, `hidden` (hidden ones keep their history and are no longer offered)',
        params: uuidParam,
        body: ownFactorUpdateRequest,
        response: { 200: ownFactorResponse, ...errors },
      },
    },
    async (request) => changeOwnFactor(deps, userIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/factors/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Delete a factor of your own that no entry names: 204. One that entries name is hidden instead (200, with a message saying so): history is never rewritten',
        params: uuidParam,
        response: { 200: ownFactorHiddenResponse, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const hidden = await removeOwnFactor(deps, userIdOf(request), request.params.id);
      return hidden ? reply.send(hidden) : reply.code(204).send(null);
    },
  );
};
