/**
 * "Available Offline": the article's API answer and hero image go into a Cache Storage bucket the
 * service worker reads when the network is gone. The list of saved ids lives in localStorage.
 */
export const OFFLINE_CACHE = 'moodcraft-articles';
/** Must match SHELL in public/sw.js. */
export const SHELL_CACHE = 'moodcraft-shell-v2';

type RouteManifest = {
  routes: Record<string, { module: string; imports?: string[]; css?: string[] } | undefined>;
};

/** The code and styles of the article screen's route, as the build's route manifest names them. */
function articleRouteAssets(): string[] {
  const manifest = (window as { __reactRouterManifest?: RouteManifest }).__reactRouterManifest;
  const route = manifest?.routes[ARTICLE_ROUTE];
  return route ? [route.module, ...(route.imports ?? []), ...(route.css ?? [])] : [];
}

/** The article screen's route id in src/routes.ts. */
const ARTICLE_ROUTE = 'features/self-help/article-page';

/**
 * Puts the scripts, styles and fonts this page has loaded, and the article screen's own code, into
 * the shell cache, so an article opens offline.
 */
export async function cacheLoadedAssets() {
  if (!offlineSupported()) return;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  const urls = [...loaded, ...articleRouteAssets()];
  const cache = await caches.open(SHELL_CACHE);
  await Promise.all(
    [...new Set(urls)].map(async (url) => {
      if (!(await cache.match(url))) await cache.add(url);
    }),
  );
}
const KEY = 'offlineArticles';

export function offlineIds(): string[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

const store = (ids: string[]) => localStorage.setItem(KEY, JSON.stringify([...new Set(ids)]));

export const offlineSupported = () =>
  typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;

/**
 * Saves an article for offline reading. `loadPage` loads the article screen's code (already loaded
 * when saving from the article itself), so the page opens without a network.
 */
export async function saveForOffline(id: string, loadPage: () => Promise<unknown>) {
  if (!offlineSupported()) throw new Error('This browser cannot keep articles for offline reading');
  await navigator.serviceWorker.ready;
  const cache = await caches.open(OFFLINE_CACHE);
  await cache.addAll([`/api/articles/${id}`, `/api/articles/${id}/image`]);
  await loadPage();
  await cacheLoadedAssets();
  store([...offlineIds(), id]);
}

export async function removeOffline(id: string) {
  if (offlineSupported()) {
    const cache = await caches.open(OFFLINE_CACHE);
    await Promise.all([
      cache.delete(`/api/articles/${id}`),
      cache.delete(`/api/articles/${id}/image`),
    ]);
  }
  store(offlineIds().filter((x) => x !== id));
}
