// Where things are, and how to reach the packages that belong to other workspaces.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BENCH_DIR = fileURLToPath(new URL('../', import.meta.url));
export const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));

const fromServer = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const fromE2e = createRequire(new URL('../../e2e/package.json', import.meta.url));

/** Imports a package as apps/server resolves it (fastify, pg, tsx are its dependencies). */
export const importFromServer = (name) => import(pathToFileURL(fromServer.resolve(name)).href);

/** Imports a package as Lighthouse resolves it (chrome-launcher, puppeteer-core are its dependencies). */
export const importFromLighthouse = (name) =>
  import(pathToFileURL(fromLighthouse.resolve(name)).href);

/** Imports a package as the end-to-end tests resolve it (@playwright/test is their dependency). */
export const importFromE2e = (name) => import(pathToFileURL(fromE2e.resolve(name)).href);

/** Makes `@moodcraft/core/*` (TypeScript source) importable from plain Node, through tsx. */
export async function enableTypeScript() {
  // The ESM build of tsx's API, found through its package's exports map (require.resolve would
  // pick the CommonJS build, which cannot register the loader from here).
  const packageJson = fromServer.resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(packageJson, 'utf8'));
  const entry = join(dirname(packageJson), exports['./esm/api'].import.default);
  const { register } = await import(pathToFileURL(entry).href);
  register();
}

/** Imports a module of packages/core (after enableTypeScript), e.g. importCore('moods/analytics'). */
export const importCore = (path) => import(`@moodcraft/core/${path}`);

/** The emotion catalogue and the factor list, for generating entries the API accepts. */
export async function loadCatalogue() {
  await enableTypeScript();
  const [{ EMOTIONS }, { FACTORS }] = await Promise.all([
    importCore('emotions/catalogue'),
    importCore('emotions/factors'),
  ]);
  return { EMOTIONS, FACTORS };
}
