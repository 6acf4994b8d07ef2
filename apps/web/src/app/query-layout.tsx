import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useMatches } from 'react-router';
import type { PageHandle } from '../root';
import { OfflineNotice } from '../components/offline-notice';
import { keepAppForOffline } from '../lib/offline';
import { queryClient } from '../lib/query-client';
import { useAuth } from './auth-context';

/** The pages that fetch data share one query cache; the landing and legal pages load without it. */
export default function QueryLayout() {
  const signedIn = useAuth().user !== null;
  const ownMessage = useMatches().some(
    (match) => (match.handle as PageHandle | undefined)?.ownOfflineMessage,
  );
  // a signed-in person's pages all open without a connection, once one has been opened online
  useEffect(() => {
    if (signedIn) void keepAppForOffline();
  }, [signedIn]);
  return (
    <QueryClientProvider client={queryClient}>
      {!ownMessage && <OfflineNotice signedIn={signedIn} />}
      <Outlet />
    </QueryClientProvider>
  );
}
