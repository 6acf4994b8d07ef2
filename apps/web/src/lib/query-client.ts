import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { onSignedOut } from './session-events';

/** How often a failed read is tried again. */
const RETRIES = 2;
/** The longest wait between two tries of a read. */
const MAX_RETRY_DELAY = 30_000;

/** A read that failed is tried again unless the server answered that it will not work (4xx). */
export const shouldRetry = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < RETRIES;

/** The wait before the next try: one second, then twice as long each time, up to 30 seconds. */
export const retryDelay = (failures: number) => Math.min(1000 * 2 ** failures, MAX_RETRY_DELAY);

/**
 * Whether the browser has a connection, as TanStack Query's online manager hears it: from the
 * browser's own answer at start (a page opened offline knows at once), then its online and
 * offline events. Offline, reads and their retries wait, and go on when the connection returns.
 */
export function followConnection(setOnline: (online: boolean) => void) {
  if (typeof window === 'undefined') return undefined;
  setOnline(navigator.onLine);
  const online = () => setOnline(true);
  const offline = () => setOnline(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}

onlineManager.setEventListener(followConnection);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // offline, a read is not sent at all; it is sent when the connection returns
      networkMode: 'online',
      retry: shouldRetry,
      retryDelay,
    },
    // a change is sent at once, and offline it fails with a clear message rather than waiting
    // unseen for the connection
    mutations: { networkMode: 'always' },
  },
});

// The reads the service worker keeps a copy of (KEPT_FOR_OFFLINE in public/sw.js) go out once even
// offline, and its copy answers: the settings and this server's region choose the helplines, and
// the mood form offers the person's own factors.
for (const key of [['settings'], ['meta'], ['factors']]) {
  queryClient.setQueryDefaults(key, { networkMode: 'offlineFirst' });
}

// Nothing fetched for one person survives their signing out.
onSignedOut(() => queryClient.clear());
