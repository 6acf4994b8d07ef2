/**
 * The app's own code, kept for use without a connection: the service worker (public/sw.js)
 * answers every /assets/ request from its shell cache, and this names what it keeps. A page whose
 * code is missing cannot open offline: the router reloads it to fetch the code again.
 */

type Files = {
  module: string;
  imports?: string[];
  css?: string[];
  clientLoaderModule?: string;
  clientActionModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
};

type RouteManifest = { entry: Files; routes: Record<string, Files | undefined> };

const filesOf = (files: Files) =>
  [
    files.module,
    files.clientLoaderModule,
    files.clientActionModule,
    files.clientMiddlewareModule,
    files.hydrateFallbackModule,
    ...(files.imports ?? []),
    ...(files.css ?? []),
  ].filter((file): file is string => Boolean(file));

/**
 * The code and styles of the named routes (their ids in src/routes.ts), or of every page, as the
 * build's route manifest names them.
 */
export function pageFiles(routeIds?: string[]): string[] {
  const manifest = (window as { __reactRouterManifest?: RouteManifest }).__reactRouterManifest;
  if (!manifest) return [];
  const routes = routeIds
    ? routeIds.map((id) => manifest.routes[id])
    : Object.values(manifest.routes);
  return [...filesOf(manifest.entry), ...routes.flatMap((route) => (route ? filesOf(route) : []))];
}

/** The scripts, styles and fonts this page has loaded so far, those loaded on demand included. */
export function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

/** The fonts the page's inline styles name: each loads only once some text needs it. */
function fontFiles(): string[] {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  return [...css.matchAll(/\/assets\/[\w.-]+\.woff2/g)].map(([file]) => file);
}

export const offlineSupported = () =>
  typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;

/** How long the service worker may take to keep the files before the page stops waiting. */
const KEEP_TIMEOUT_MS = 120_000;

/**
 * Asks the service worker to keep these files of the build in its shell cache (those not there
 * yet) and, with `forgetOthers`, to let go of every other kept file of the build: the code of
 * earlier releases. The worker fetches and stores them itself, so the page's main thread does
 * none of that work. Resolves once they are kept.
 */
export async function keepFiles(files: string[], { forgetOthers = false } = {}) {
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) throw new Error('No service worker is active');
  await new Promise<void>((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(
      () => reject(new Error('The files were not kept in time')),
      KEEP_TIMEOUT_MS,
    );
    channel.port1.onmessage = ({ data }: MessageEvent<{ kept?: boolean }>) => {
      clearTimeout(timer);
      channel.port1.close();
      if (data?.kept) resolve();
      else reject(new Error('The files could not be kept'));
    };
    worker.postMessage({ type: 'keep-files', files: [...new Set(files)], forgetOthers }, [
      channel.port2,
    ]);
  });
}

/** How long the page must fetch nothing new before its whole app is fetched for offline use. */
const QUIET_MS = 2000;

/**
 * Resolves once the page has loaded, has fetched nothing new (code, data, images) for
 * `QUIET_MS`, and the browser is idle: keeping every page's code is some 200 requests, which must
 * not compete with what the person is waiting to see on a slow connection.
 */
const pageIsSettled = () =>
  new Promise<void>((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => resolve(), { timeout: 5000 })
        : setTimeout(resolve, 1000);
    let seen = -1;
    let since = 0;
    const watch = () => {
      const fetched = performance.getEntriesByType('resource').length;
      if (fetched !== seen) {
        seen = fetched;
        since = performance.now();
      }
      if (performance.now() - since >= QUIET_MS) idle();
      else setTimeout(watch, 250);
    };
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
  });

let keeping: Promise<void> | null = null;

/**
 * Set on the document once every page's code is kept on this device, for whatever must wait for
 * that (the end-to-end tests of offline use do).
 */
const OFFLINE_READY_ATTRIBUTE = 'data-offline-ready';

/**
 * Keeps the code and fonts of every page, and whatever this page has loaded, so that each page
 * of the app opens without a connection. Once a visit, when the service worker is ready and the
 * page has settled (nothing else to fetch); a visit that fails to finish (the connection went)
 * tries again next time.
 */
export function keepAppForOffline(): Promise<void> {
  if (!import.meta.env.PROD || !offlineSupported() || !navigator.onLine) return Promise.resolve();
  keeping ??= navigator.serviceWorker.ready
    .then(pageIsSettled)
    .then(async () => {
      await keepFiles([...pageFiles(), ...loadedFiles(), ...fontFiles()], { forgetOthers: true });
    })
    .then(() => document.documentElement.setAttribute(OFFLINE_READY_ATTRIBUTE, ''))
    .catch(() => {
      keeping = null;
    });
  return keeping;
}
