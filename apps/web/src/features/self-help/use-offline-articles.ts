import { useCallback, useState } from 'react';
import { offlineIds, removeOffline, saveForOffline } from './offline';

/**
 * The saved-for-offline ids, with toggling that waits for the cache. `loadPage` loads the article
 * screen's code, to be kept for reading offline.
 */
export function useOfflineArticles(
  onError: (message: string) => void,
  loadPage: () => Promise<unknown>,
) {
  const [ids, setIds] = useState<string[]>(offlineIds);
  const [busy, setBusy] = useState<string | null>(null);
  const toggle = useCallback(
    async (id: string) => {
      setBusy(id);
      try {
        if (offlineIds().includes(id)) await removeOffline(id);
        else await saveForOffline(id, loadPage);
      } catch (error) {
        onError((error as Error).message || 'Could not save this article for offline reading');
      } finally {
        setIds(offlineIds());
        setBusy(null);
      }
    },
    [onError, loadPage],
  );
  return { ids, busy, toggle };
}
