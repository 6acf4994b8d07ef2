import { z } from 'zod';
import { errorResponse, uuidParam } from '@moodcraft/core/common/fields';
import {
  checkInCreatedResponse,
  checkInListQuery,
  checkInRequest,
  checkInResponse,
  checkInScheduleRequest,
  checkInScheduleResponse,
} from '@moodcraft/core/checkins/checkins';
import { helplinesFor } from '@moodcraft/core/companion/helplines';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, userIdOf } from '../auth/sessions';
import { languagesOf, regionOf } from '../companion/region';
import {
  listOwnCheckIns,
  readCheckIn,
  readSchedule,
  removeCheckIn,
  saveSchedule,
  takeCheckIn,
} from './checkins.service';

const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse };
const tags = ['check-ins'];

/** The PHQ-9 and GAD-7 check-ins: take one, read them back, delete one, and the schedule. */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', requireAuth(deps));

  app.post(
    '/check-ins',
    {
      schema: {
        tags,
        security,
        summary:
          'Take a check-in: `instrument` (phq-9 or gad-7), `answers` (one number from 0 to 3 for each question, in order: 9 for the PHQ-9, 7 for the GAD-7) and, optionally, `difficulty` (0 to 3). The answer carries the total and its severity band; `safety` is true when PHQ-9 item 9 is above 0, and then `resources` lists the helplines of the person’s region',
        body: checkInRequest,
        response: { 201: checkInCreatedResponse, ...errors },
      },
      config: {
        rateLimit: { max: Math.ceil(30 * deps.config.RATE_LIMIT_SCALE), timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const checkIn = await takeCheckIn(deps, userId, request.body);
      if (!checkIn.safety) return reply.code(201).send(checkIn);
      // whatever the total: the helplines come with the answer, logged as a count only
      request.log.warn({ event: 'crisis-response', source: 'check-in' }, 'Crisis response given');
      const region = await regionOf(deps, userId, languagesOf(request.headers['accept-language']));
      return reply.code(201).send({ ...checkIn, resources: helplinesFor(region) });
    },
  );

  app.get(
    '/check-ins',
    {
      schema: {
        tags,
        security,
        summary:
          'Your check-ins, newest first: optionally of one questionnaire (`instrument`), at most `limit` (100 unless given)',
        querystring: checkInListQuery,
        response: { 200: z.array(checkInResponse), ...errors },
      },
    },
    async (request) => listOwnCheckIns(deps, userIdOf(request), request.query),
  );

  app.get(
    '/check-ins/schedule',
    {
      schema: {
        tags,
        security,
        summary:
          'How often you are reminded (weekly, fortnightly, monthly or off; fortnightly unless chosen), and for each questionnaire your last check-in and the day the next is due',
        response: { 200: checkInScheduleResponse, ...errors },
      },
    },
    async (request) => readSchedule(deps, userIdOf(request)),
  );

  app.put(
    '/check-ins/schedule',
    {
      schema: {
        tags,
        security,
        summary: 'Choose how often you are reminded of your check-ins',
        body: checkInScheduleRequest,
        response: { 200: checkInScheduleResponse, ...errors },
      },
    },
    async (request) => saveSchedule(deps, userIdOf(request), request.body.interval),
  );

  app.get(
    '/check-ins/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of your check-ins',
        params: uuidParam,
        response: { 200: checkInResponse, ...errors },
      },
    },
    async (request) => readCheckIn(deps, userIdOf(request), request.params.id),
  );

  app.delete(
    '/check-ins/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete one of your check-ins',
        params: uuidParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeCheckIn(deps, userIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
