import { createReadStream } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { z } from 'zod';
import {
  articleDetail,
  articleListQuery,
  articleParams,
  articleSummary,
  progressRequest,
  progressResponse,
} from '@moodcraft/core/articles/articles';
import { errorResponse } from '@moodcraft/core/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTENT_DIR } from '../../paths';
import { requireAuth, resolveAuth, userIdOf } from '../auth/sessions';
import { loadArticleLibrary } from './article-library';
import { ArticleService } from './articles.service';

const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
const security: { [name: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const articlesDir = join(CONTENT_DIR, 'articles');
  const service = new ArticleService(deps, loadArticleLibrary(articlesDir));
  const viewer = async (request: Parameters<typeof resolveAuth>[1]) =>
    (await resolveAuth(deps, request))?.userId ?? null;

  app.get(
    '/articles',
    {
      schema: {
        tags: ['self-help'],
        summary: 'Self-help articles, most relevant first (personal when signed in)',
        querystring: articleListQuery,
        response: { 200: z.array(articleSummary), ...errors },
      },
    },
    async (request) => {
      const userId = await viewer(request);
      if (request.query.bookmarked && !userId) return [];
      return service.list(userId, request.query);
    },
  );

  app.get(
    '/articles/:id',
    {
      schema: {
        tags: ['self-help'],
        summary: 'One article with its body, quiz, exercises and related articles',
        params: articleParams,
        response: { 200: articleDetail, ...errors },
      },
    },
    async (request) => service.detail(await viewer(request), request.params.id),
  );

  app.get(
    '/articles/:id/image',
    {
      schema: {
        tags: ['self-help'],
        summary: 'The hero image of an article',
        params: articleParams,
      },
    },
    async (request, reply) => {
      const file = resolve(articlesDir, service.imageOf(request.params.id));
      if (!file.startsWith(articlesDir))
        return reply.code(404).send({ message: 'Article not found' });
      return reply
        .header('cache-control', 'public, max-age=86400')
        .header('cross-origin-resource-policy', 'same-origin')
        .type(IMAGE_TYPES[extname(file)] ?? 'application/octet-stream')
        .send(createReadStream(file));
    },
  );

  const signedInRoutes: FastifyPluginAsyncZod = async (signedIn) => {
    signedIn.addHook('onRequest', requireAuth(deps));
    const bookmark = { bookmarked: z.boolean() };
    signedIn.put(
      '/articles/:id/bookmark',
      {
        schema: {
          tags: ['self-help'],
          security,
          summary: 'Bookmark an article',
          params: articleParams,
          response: { 200: z.object(bookmark), ...errors },
        },
      },
      async (request) => service.setBookmark(userIdOf(request), request.params.id, true),
    );
    signedIn.delete(
      '/articles/:id/bookmark',
      {
        schema: {
          tags: ['self-help'],
          security,
          summary: 'Remove a bookmark',
          params: articleParams,
          response: { 200: z.object(bookmark), ...errors },
        },
      },
      async (request) => service.setBookmark(userIdOf(request), request.params.id, false),
    );
    signedIn.post(
      '/articles/:id/progress',
      {
        schema: {
          tags: ['self-help'],
          security,
          summary: 'Record a quiz score or a finished exercise (counts toward modules completed)',
          params: articleParams,
          body: progressRequest,
          response: { 200: progressResponse, ...errors },
        },
      },
      async (request) => service.progress(userIdOf(request), request.params.id, request.body),
    );
  };
  await app.register(signedInRoutes);
};
