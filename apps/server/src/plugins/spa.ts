import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { preferredEncoding } from '../lib/compression';
import { notFound } from './errors';

type Preloads = { pattern: string[]; files: string[] }[];

/** The key of the build's preloads that holds what every page needs for a signed-in person. */
const SIGNED_IN_KEY = 'signed-in';

/**
 * The build's map of page paths to the chunks each page needs beyond the app's own, and the
 * chunks any page needs for a signed-in person (the navigation and the settings sync).
 */
function readPreloads(webDist: string): { pages: Preloads; signedIn: string[] } {
  const file = join(webDist, 'route-preloads.json');
  if (!existsSync(file)) return { pages: [], signedIn: [] };
  const { [SIGNED_IN_KEY]: signedIn = [], ...map } = JSON.parse(
    readFileSync(file, 'utf8'),
  ) as Record<string, string[]>;
  return {
    pages: Object.entries(map).map(([path, files]) => ({
      pattern: path.split('/').filter(Boolean),
      files,
    })),
    signedIn,
  };
}

/** What the build says signed-in pages read as they open: the session check, and each page's own reads. */
function readPageReads(webDist: string): { session: string[]; pages: Preloads } {
  const file = join(webDist, 'page-reads.json');
  if (!existsSync(file)) return { session: [], pages: [] };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    session: string;
    pages: Record<string, string[]>;
  };
  return {
    session: [manifest.session],
    pages: Object.entries(manifest.pages).map(([path, files]) => ({
      pattern: path.split('/').filter(Boolean),
      files,
    })),
  };
}

/** Pages the build drew to HTML (the landing and login pages), and the hash of their one inline script. */
export type Prerendered = { pages: Map<string, string>; scriptHashes: string[] };

/** The build's drawn pages; none when the build has not made them. */
export function readPrerendered(webDist: string): Prerendered {
  const file = join(webDist, 'prerendered.json');
  if (!existsSync(file)) return { pages: new Map(), scriptHashes: [] };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    pages: Record<string, string>;
    scriptHashes: string[];
  };
  const pages = new Map(
    Object.entries(manifest.pages).map(([path, html]) => [
      path,
      readFileSync(join(webDist, html), 'utf8'),
    ]),
  );
  return { pages, scriptHashes: manifest.scriptHashes };
}

/** The place in a drawn page's script template where the page's own chunks go (set by the web build). */
const PAGE_CHUNKS = '<!--page-chunks-->';

/** The drawn page's key for a request path: as the router matches, case and a trailing slash aside. */
const pageKey = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';

/** The chunks of the page at `path`, matched as the app's router does (case-insensitive, static before :param). */
export function preloadsFor(preloads: Preloads, path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  let best: { score: number; files: string[] } | null = null;
  for (const { pattern, files } of preloads) {
    if (pattern.length !== segments.length) continue;
    let score = 0;
    const matches = pattern.every((part, i) => {
      if (part.startsWith(':')) return true;
      score++;
      return part.toLowerCase() === segments[i]!.toLowerCase();
    });
    if (matches && (!best || score > best.score)) best = { score, files };
  }
  return best?.files ?? [];
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and any page path falls back to index.html so the router can take it. Unknown /api paths
 * answer a JSON 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  prerendered: Prerendered,
  /** the session cookie's name: a request carrying it gets its page's reads preloaded */
  sessionCookie: string,
) {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  const indexHtml = hasBuild ? readFileSync(join(webDist, 'index.html'), 'utf8') : '';
  const preloads = readPreloads(webDist);
  const reads = readPageReads(webDist);
  type Page = { html: string; br: Buffer; gzip: Buffer };
  const pages = new Map<string, Page>();
  /**
   * The page's HTML: drawn at build time for the landing, login and dashboard pages, else
   * index.html; with modulepreload links for the page's own chunks, so they load alongside the
   * app, and for a signed-in person, preloads of the API reads the page makes as it opens.
   */
  const pageFor = (path: string, signedIn: boolean): Page => {
    const own = preloadsFor(preloads.pages, path);
    const files = signedIn ? [...new Set([...own, ...preloads.signedIn])] : own;
    const drawn = prerendered.pages.has(pageKey(path)) ? pageKey(path) : '';
    const pageReads = preloadsFor(reads.pages, path);
    // the drawn signed-out pages (landing, login) read nothing; the drawn dashboard does
    const fetches =
      signedIn && (!drawn || pageReads.length) ? [...reads.session, ...pageReads] : [];
    const key = `${drawn} ${files.join(' ')} ${fetches.join(' ')}`;
    let page = pages.get(key);
    if (page === undefined) {
      const base = prerendered.pages.get(drawn) ?? indexHtml;
      // `crossorigin="anonymous"` matches the app's same-origin fetch(), so the answer is used, not fetched twice
      const reading = fetches.map(
        (url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`,
      );
      const chunks = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
      // a drawn page holds its script tags in a template, loaded after the first paint; the reads start at once
      const head = [...reading, ...(drawn ? [] : chunks)].join('\n    ');
      let html = head ? base.replace('</head>', `  ${head}\n  </head>`) : base;
      if (drawn) html = html.replace(PAGE_CHUNKS, chunks.join(''));
      page = {
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      pages.set(key, page);
    }
    return page;
  };
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      serve: true,
      // the build writes .br and .gz copies of every text file
      preCompressed: true,
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
    if (path === '/api' || path.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
      throw notFound(`There is nothing at ${request.method} ${path}`);
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run: npm run build');
    }
    const page = pageFor(path, Boolean(request.cookies[sessionCookie]));
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    void reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8');
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  });
}
