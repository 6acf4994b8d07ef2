import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { errorResponse, uuidParam } from '@moodcraft/core/common/fields';
import {
  craftJsonRequest,
  craftListQuery,
  craftResponse,
  craftUpdateRequest,
  creativeContentResponse,
  tagRequest,
  type CreativeContent,
} from '@moodcraft/core/crafts/crafts';
import { supportFor } from '../companion/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTENT_DIR } from '../../paths';
import { invalidFields } from '../../plugins/errors';
import { requireAuth, userIdOf } from '../auth/sessions';
import { withUploadDeadline } from '../../lib/upload-slots';
import {
  craftOf,
  craftsOf,
  createFromJson,
  createFromMultipart,
  editCraft,
  removeCraft,
  tagCraft,
  toggleLike,
} from './crafts.service';

const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  404: errorResponse,
  413: errorResponse,
  415: errorResponse,
};

let content: CreativeContent | undefined;
function creativeContent(): CreativeContent {
  if (!content) {
    const read = (file: string) =>
      JSON.parse(readFileSync(join(CONTENT_DIR, 'creative', file), 'utf8')) as unknown;
    content = creativeContentResponse.parse({
      prompts: read('inspiration-prompts.json'),
      exercises: read('exercises.json'),
      danceVideos: read('dance-videos.json'),
    });
  }
  return content;
}

export const craftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', requireAuth(deps));
  creativeContent();

  app.get(
    '/creative/content',
    {
      schema: {
        tags: ['crafts'],
        security,
        summary:
          'Inspiration prompts, creative exercises and the dance videos list (from content/creative)',
        response: { 200: creativeContentResponse, 401: errorResponse },
      },
    },
    async () => creativeContent(),
  );

  app.get(
    '/creative-crafts',
    {
      schema: {
        tags: ['crafts'],
        security,
        summary:
          'Your crafts, newest first, with tags: a writing’s first 150 characters (`preview` is true when there is more), media as short-lived signed links; `search` keeps those with every word in the title, text or tags',
        querystring: craftListQuery,
        response: { 200: z.array(craftResponse), 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => craftsOf(deps, userIdOf(request), request.query.search),
  );

  app.get(
    '/creative-crafts/:id',
    {
      schema: {
        tags: ['crafts'],
        security,
        summary: 'One craft in full: a writing’s whole text, or a media file’s signed link',
        params: uuidParam,
        response: { 200: craftResponse, ...errors },
      },
    },
    async (request) => craftOf(deps, userIdOf(request), request.params.id),
  );

  app.post(
    '/creative-crafts',
    {
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags: ['crafts'],
        security,
        summary:
          'Save a craft: JSON {title, type: writing|drawing, content, tags} or multipart (title, type: audio|dancing, tags, file)',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: craftResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (request.isMultipart()) {
        const release = await app.uploadSlots.take(userId);
        try {
          const craft = await withUploadDeadline(
            createFromMultipart(deps, userId, request.parts()),
            deps.config.UPLOAD_TIMEOUT_S * 1000,
            () => void reply.header('connection', 'close'),
          );
          return reply.code(201).send(craft);
        } finally {
          await release();
        }
      }
      const parsed = craftJsonRequest.safeParse(request.body);
      if (!parsed.success) throw invalidFields(parsed.error.issues);
      const craft = await createFromJson(deps, userId, parsed.data);
      const text = craft.type === 'writing' ? craft.content : null;
      return reply
        .code(201)
        .send({ ...craft, ...(await supportFor(deps, request, text, 'writing')) });
    },
  );

  app.put(
    '/creative-crafts/:id',
    {
      schema: {
        tags: ['crafts'],
        security,
        summary: 'Change a craft’s title, a writing’s text, or the tags',
        params: uuidParam,
        body: craftUpdateRequest,
        response: { 200: craftResponse, ...errors },
      },
    },
    async (request) => {
      const craft = await editCraft(deps, userIdOf(request), request.params.id, request.body);
      const text =
        craft.type === 'writing' && request.body.content !== undefined ? craft.content : null;
      return { ...craft, ...(await supportFor(deps, request, text, 'writing')) };
    },
  );

  app.post(
    '/creative-crafts/:id/tags',
    {
      schema: {
        tags: ['crafts'],
        security,
        summary: 'Add a tag (trimmed; empty or duplicate tags change nothing)',
        params: uuidParam,
        body: tagRequest,
        response: { 200: craftResponse, ...errors },
      },
    },
    async (request) => tagCraft(deps, userIdOf(request), request.params.id, request.body.tag),
  );

  app.post(
    '/creative-crafts/:id/like',
    {
      schema: {
        tags: ['crafts'],
        security,
        summary: 'Mark or unmark a craft as a favourite',
        params: uuidParam,
        response: { 200: craftResponse, ...errors },
      },
    },
    async (request) => toggleLike(deps, userIdOf(request), request.params.id),
  );

  app.delete(
    '/creative-crafts/:id',
    {
      schema: {
        tags: ['crafts'],
        security,
        summary: 'Delete a craft and its file',
        params: uuidParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeCraft(deps, userIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
