// Sizes of the built web app (apps/web/dist), from Vite's manifest: what the landing page loads
// before anything else, what each route adds on top, and the CSS. gzip at level 9.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './paths.mjs';

const WEB = join(ROOT, 'apps/web');
const DIST = join(WEB, 'dist');

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

/**
 * The lazily loaded pages of the route table, with the lazily loaded layouts they render in:
 * route objects are read from router.tsx by their braces, so a child route inherits the path and
 * the lazy layouts of the routes around it. Manifest keys are src/…/x.tsx.
 */
export function routeModules(source, manifestKeys) {
  const declaration = /export const routes\b[^=]*=\s*\[/.exec(source);
  if (!declaration) throw new Error('router.tsx has no `export const routes = [...]`');
  const start = declaration.index + declaration[0].length - 1;
  const frames = [];
  const routes = [];
  const keyOf = (module) => {
    const target = posix.normalize(posix.join('src/app', module));
    return {
      module: target,
      key: manifestKeys.find((k) => k.replace(/\.[cm]?[jt]sx?$/, '') === target),
    };
  };
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const rest = source.slice(i, i + 200);
    if (rest.startsWith('//')) {
      i = source.indexOf('\n', i);
      continue;
    }
    const ch = source[i];
    if (ch === '[') depth++;
    else if (ch === ']' && --depth === 0) break;
    else if (ch === '{') frames.push({ path: null, index: false, lazy: null });
    else if (ch === '}') {
      const frame = frames.pop();
      if (frame?.lazy && (frame.path !== null || frame.index)) {
        const parents = frames.map((f) => f.path).filter(Boolean);
        const path = `/${[...parents, frame.path].filter(Boolean).join('/')}`;
        routes.push({
          path,
          ...keyOf(frame.lazy),
          layouts: frames.filter((f) => f.lazy).map((f) => keyOf(f.lazy)),
        });
      }
    } else if (frames.length) {
      const top = frames[frames.length - 1];
      const match = /^(?:path:\s*'([^']*)'|index:\s*true|import\('([^']+)'\))/.exec(rest);
      if (match?.[1] !== undefined) top.path = match[1];
      else if (match?.[2]) top.lazy = match[2];
      else if (match) top.index = true;
      if (match) i += match[0].length - 1;
    }
  }
  return routes;
}

/** The chunk with every chunk it imports statically, transitively (manifest keys). */
function closure(manifest, start) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(start);
  return seen;
}

export function measureWebBuild() {
  const manifestFile = join(DIST, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(
      `${manifestFile} is missing: build the web app (npm run build) with build.manifest on`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find(
    (k) => manifest[k].isEntry && k.endsWith('index.html'),
  );
  if (!entryKey) throw new Error('The manifest names no index.html entry');

  // The app's initial set: the entry and its static imports; index.html should reference exactly these.
  const initialKeys = closure(manifest, entryKey);
  const initialFiles = [...initialKeys].map((k) => manifest[k].file);
  const html = pageInitialJs(readFileSync(join(DIST, 'index.html'), 'utf8'));
  const missingFromHtml = initialFiles.filter((f) => !html.files.includes(f));
  const extraInHtml = html.files.filter((f) => !initialFiles.includes(f));
  const initialJs = total([...new Set([...initialFiles, ...extraInHtml])]);

  const source = readFileSync(join(WEB, 'src/app/router.tsx'), 'utf8');
  const routes = routeModules(source, Object.keys(manifest)).map((route) => {
    const missing = [route, ...route.layouts].find((r) => !r.key);
    if (missing)
      return {
        path: route.path,
        module: route.module,
        error: `${missing.module} is not in the manifest`,
      };
    const needed = new Set(
      [route.key, ...route.layouts.map((l) => l.key)].flatMap((k) => [...closure(manifest, k)]),
    );
    const added = [...needed].filter((k) => !initialKeys.has(k)).map((k) => manifest[k].file);
    const entryCss = manifest[entryKey].css ?? [];
    const css = [...needed]
      .flatMap((k) => manifest[k].css ?? [])
      .filter((f) => !entryCss.includes(f));
    return {
      path: route.path,
      module: route.module,
      layouts: route.layouts.map((l) => l.module),
      file: manifest[route.key].file,
      own: sizeOf(manifest[route.key].file),
      chunks: added.length,
      js: total(added),
      css: total([...new Set(css)]),
    };
  });
  if (!routes.length) throw new Error('no lazily loaded pages found in router.tsx');

  const allCss = [...new Set(Object.values(manifest).flatMap((c) => c.css ?? []))];
  const landing = routes.find((r) => r.path === '/');
  return {
    kb: 1000,
    entryFile: manifest[entryKey].file,
    initial: {
      chunks: initialFiles.length,
      js: initialJs,
      files: initialFiles,
      missingFromHtml,
      extraInHtml,
    },
    landingWithRoute: landing?.js
      ? { raw: initialJs.raw + landing.js.raw, gzip: initialJs.gzip + landing.js.gzip }
      : null,
    css: { initial: total(manifest[entryKey].css ?? []), all: total(allCss), files: allCss },
    routes,
  };
}
