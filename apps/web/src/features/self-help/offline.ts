import type { ArticleDetail } from '@moodcraft/core/articles/articles';
import { keepFiles, loadedFiles, offlineSupported, pageFiles } from '../../lib/offline';

/**
 * "Available Offline": the article's API answer and hero image go into a Cache Storage bucket the
 * service worker reads when the network is gone. The list of saved ids lives in localStorage.
 */
export const OFFLINE_CACHE = 'moodcraft-articles';

/** The article screen's route id in src/routes.ts. */
const ARTICLE_ROUTE = 'features/self-help/article-page';

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
  await keepFiles([...loadedFiles(), ...pageFiles([ARTICLE_ROUTE])]);
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

/** These articles saved on this device, read from the copies kept for offline reading. */
export async function savedArticles(ids: string[]): Promise<ArticleDetail[]> {
  if (!offlineSupported()) return [];
  const cache = await caches.open(OFFLINE_CACHE);
  const found = await Promise.all(
    ids.map(async (id) => {
      const kept = await cache.match(`/api/articles/${id}`);
      return kept ? ((await kept.json()) as ArticleDetail) : null;
    }),
  );
  return found.filter((article): article is ArticleDetail => article !== null);
}
