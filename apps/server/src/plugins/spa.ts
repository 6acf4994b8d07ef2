import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and any page path falls back to index.html so the router can take it. Unknown /api paths
 * answer a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      serve: true,
      cacheControl: false,
      setHeaders(res, path) {
        if (path.startsWith(join(webDist, 'assets'))) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
      throw notFound(`There is nothing at ${request.method} ${path}`);
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run: npm run build');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
