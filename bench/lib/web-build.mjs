// Sizes of the built web app (apps/web/dist/client), from React Router's manifest: what every page
// loads to start, what each route adds on top, and the CSS. gzip at level 9.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './paths.mjs';

const WEB = join(ROOT, 'apps/web');
const DIST = join(WEB, 'dist', 'client');

function sizeOf(file) {
  const bytes = readFileSync(join(DIST, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The JavaScript a served page asks for before anything runs: its scripts and modulepreloads. */
export function pageInitialJs(html) {
  const files = [
    ...new Set(
      [
        ...html.matchAll(
          /<script\b[^>]*\bsrc="\/([^"]+\.js)"|<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+\.js)"/g,
        ),
      ].map((m) => m[1] ?? m[2]),
    ),
  ];
  return { files, chunks: files.length, js: total(files) };
}

const total = (files) =>
  files
    .map(sizeOf)
    .reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });

/** React Router's manifest of the build: the entry and each route module with the chunks it imports. */
function readManifest() {
  const assets = join(DIST, 'assets');
  if (!existsSync(assets))
    throw new Error(`${assets} is missing: build the web app (npm run build)`);
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error('The build has no React Router manifest (assets/manifest-*.js)');
  const text = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
}

const rel = (url) => url.replace(/^\//, '');

/** A route's full path, from the paths of the routes around it. */
function fullPath(routes, route) {
  const parts = [];
  for (let r = route; r; r = r.parentId ? routes[r.parentId] : null) {
    if (r.index) parts.unshift('');
    else if (r.path) parts.unshift(r.path);
  }
  return '/' + parts.filter(Boolean).join('/');
}

export function measureWebBuild() {
  const manifest = readManifest();
  const { routes } = manifest;
  const own = (route) => [route.module, ...(route.imports ?? [])].map(rel);
  // what every page loads to start: the entry and the root route
  const initialFiles = [
    ...new Set(
      [manifest.entry.module, ...manifest.entry.imports].map(rel).concat(own(routes.root)),
    ),
  ];
  const initialSet = new Set(initialFiles);
  const initialJs = total(initialFiles);
  const rootCss = (routes.root.css ?? []).map(rel);

  const measured = Object.values(routes)
    .filter((route) => route.id !== 'root' && (route.path !== undefined || route.index))
    .map((route) => {
      const chain = [];
      for (let r = route; r && r.id !== 'root'; r = routes[r.parentId]) chain.unshift(r);
      const needed = new Set(chain.flatMap(own));
      const added = [...needed].filter((f) => !initialSet.has(f));
      const css = [...new Set(chain.flatMap((r) => (r.css ?? []).map(rel)))].filter(
        (f) => !rootCss.includes(f),
      );
      return {
        path: fullPath(routes, route),
        module: route.id,
        layouts: chain.slice(0, -1).map((r) => r.id),
        file: rel(route.module),
        own: sizeOf(rel(route.module)),
        chunks: added.length,
        js: total(added),
        css: total(css),
      };
    });
  if (!measured.length) throw new Error('The manifest names no routes');

  const allCss = readdirSync(join(DIST, 'assets'))
    .filter((f) => f.endsWith('.css'))
    .map((f) => `assets/${f}`);
  const landing = measured.find((r) => r.path === '/');
  return {
    kb: 1000,
    entryFile: rel(manifest.entry.module),
    initial: { chunks: initialFiles.length, js: initialJs, files: initialFiles },
    landingWithRoute: landing?.js
      ? { raw: initialJs.raw + landing.js.raw, gzip: initialJs.gzip + landing.js.gzip }
      : null,
    css: { initial: total(rootCss), all: total(allCss), files: allCss },
    routes: measured,
  };
}
