import { z } from 'zod';
import { errorResponse, uuidParam } from '@moodcraft/core/common/fields';
import { moodLinksResponse } from '@moodcraft/core/trackers/mood-links';
import {
  trackerArchivedResponse,
  trackerDayParams,
  trackerRequest,
  trackerResponse,
  trackerUpdateRequest,
  trackerValueRequest,
  trackerValueResponse,
  trackerValuesQuery,
  trackerValuesResponse,
} from '@moodcraft/core/trackers/trackers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, userIdOf } from '../auth/sessions';
import {
  addTracker,
  changeTracker,
  clearValue,
  insightsOf,
  listOwnTrackers,
  logValue,
  removeTracker,
  valuesOf,
} from './trackers.service';

const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};
const tags = ['trackers'];

/** Trackers beside the mood: their definitions, a value per day, and what goes with the mood. */
export const trackerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', requireAuth(deps));

  app.get(
    '/trackers',
    {
      schema: {
        tags,
        security,
        summary: 'Your trackers, in the order you added them, archived ones included',
        response: { 200: z.array(trackerResponse), ...errors },
      },
    },
    async (request) => listOwnTrackers(deps, userIdOf(request)),
  );

  app.post(
    '/trackers',
    {
      schema: {
        tags,
        security,
        summary:
          'Add a tracker: `kind` (numeric, yes-no or count), `name`, `unit`, and for a numeric one `min`, `max` and `step` (a count takes `max`). Up to 30 in use; 409 beyond',
        body: trackerRequest,
        response: { 201: trackerResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addTracker(deps, userIdOf(request), request.body)),
  );

  app.get(
    '/trackers/values',
    {
      schema: {
        tags,
        security,
        summary:
          'The values of your trackers between two days, `from` and `to` (YYYY-MM-DD, both included; the last 90 days unless given)',
        querystring: trackerValuesQuery,
        response: { 200: trackerValuesResponse, ...errors },
      },
    },
    async (request) => valuesOf(deps, userIdOf(request), request.query),
  );

  app.get(
    '/trackers/insights',
    {
      schema: {
        tags,
        security,
        summary:
          'What goes with your mood: for each tracker and contributing factor with 14 or more paired days (and 5 or more on each side), your average mood on days with and without it, the same day and the day after, in plain words',
        response: { 200: moodLinksResponse, ...errors },
      },
    },
    async (request) => insightsOf(deps, userIdOf(request)),
  );

  app.put(
    '/trackers/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Change a tracker’s name, unit or scale (its kind stays), or archive it (`archived: true`) or bring it back',
        params: uuidParam,
        body: trackerUpdateRequest,
        response: { 200: trackerResponse, ...errors },
      },
    },
    async (request) => changeTracker(deps, userIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/trackers/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Delete a tracker: 204. One with values is archived instead (200, with a message saying so); deleting an archived one removes it and its values',
        params: uuidParam,
        response: { 200: trackerArchivedResponse, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const archived = await removeTracker(deps, userIdOf(request), request.params.id);
      return archived ? reply.send(archived) : reply.code(204).send(null);
    },
  );

  app.put(
    '/trackers/:id/values/:day',
    {
      schema: {
        tags,
        security,
        summary:
          'Log a tracker’s value for a day (YYYY-MM-DD in your time zone, today or earlier): `{value}`, on its scale; 1 or 0 for yes or no. Replaces that day’s value',
        params: trackerDayParams,
        body: trackerValueRequest,
        response: { 200: trackerValueResponse, ...errors },
      },
    },
    async (request) =>
      logValue(deps, userIdOf(request), request.params.id, request.params.day, request.body.value),
  );

  app.delete(
    '/trackers/:id/values/:day',
    {
      schema: {
        tags,
        security,
        summary: 'Clear a tracker’s value for a day',
        params: trackerDayParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await clearValue(deps, userIdOf(request), request.params.id, request.params.day);
      return reply.code(204).send(null);
    },
  );
};
