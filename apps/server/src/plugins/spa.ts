import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { preferredEncoding } from '../lib/compression';
import { notFound } from './errors';

type Page = {
  html: string;
  br: Buffer;
  gzip: Buffer;
  /** the page's inline scripts' hashes, which its Content-Security-Policy allows (and no others) */
  scriptHashes: string[];
};

/**
 * The built web app (apps/web/dist/client): the public pages rendered at build time, each at
 * `<path>/index.html`, and the start page every other path opens with (`__spa-fallback.html`).
 */
export type WebBuild = {
  pages: Map<string, Page>;
  fallback: Page | null;
};

const FALLBACK_FILE = '__spa-fallback.html';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

const scriptHashesOf = (html: string) => [
  ...new Set(
    [...html.matchAll(INLINE_SCRIPT)]
      .map(([, script]) => script)
      .filter(Boolean)
      .map((script) => `'sha256-${createHash('sha256').update(script!).digest('base64')}'`),
  ),
];

const page = (html: string): Page => ({
  html,
  br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: gzipSync(html, { level: 9 }),
  scriptHashes: scriptHashesOf(html),
});

/** The page's key for a request path: case and a trailing slash aside, as the app's router matches. */
const pageKey = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';

/** Reads the build once at start; an app without a build answers pages with a hint to build it. */
export function readWebBuild(webDist: string): WebBuild {
  const files = new Map<string, string>();
  if (existsSync(join(webDist, 'index.html'))) files.set('/', 'index.html');
  if (existsSync(webDist)) {
    for (const entry of readdirSync(webDist, { withFileTypes: true })) {
      if (entry.isDirectory() && existsSync(join(webDist, entry.name, 'index.html'))) {
        files.set(`/${entry.name.toLowerCase()}`, join(entry.name, 'index.html'));
      }
    }
  }
  const fallbackPath = join(webDist, FALLBACK_FILE);
  return {
    pages: new Map(
      [...files].map(([key, file]) => [key, page(readFileSync(join(webDist, file), 'utf8'))]),
    ),
    fallback: existsSync(fallbackPath) ? page(readFileSync(fallbackPath, 'utf8')) : null,
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated; a
 * public page's path gets its HTML rendered at build time, and any other page path the app's
 * start page, whose router takes it from there. Unknown /api paths answer a JSON 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  build: WebBuild,
  /** the Content-Security-Policy for a page that carries these inline scripts */
  pagePolicy: (scriptHashes: string[]) => string,
) {
  const policies = new Map(
    [...build.pages.values(), ...(build.fallback ? [build.fallback] : [])].map((p) => [
      p,
      pagePolicy(p.scriptHashes),
    ]),
  );
  if (build.fallback) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      serve: true,
      // the build writes .br and .gz copies of every text file
      preCompressed: true,
      // the pages themselves go out below, each with the policy that allows its inline scripts
      allowedPath: (path) => !path.endsWith('.html'),
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('vary', 'accept-encoding');
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
    const api = path === '/api' || path.startsWith('/api/');
    // a page's form sent by a browser without the app's script goes back to the page, unread
    if (!api && request.method === 'POST' && build.fallback) {
      return reply.code(303).header('location', path).send();
    }
    if (api || !['GET', 'HEAD'].includes(request.method)) {
      throw notFound(`There is nothing at ${request.method} ${path}`);
    }
    const shown = build.pages.get(pageKey(path)) ?? build.fallback;
    if (!shown) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run: npm run build');
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    void reply
      .header('content-security-policy', policies.get(shown))
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (!encoding) return reply.send(shown.html);
    return reply.header('content-encoding', encoding).send(shown[encoding]);
  });
}
