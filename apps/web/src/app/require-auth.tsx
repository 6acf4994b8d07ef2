import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { startMoodSync } from '../lib/offline-moods/sync';
import { useAuth } from './auth-context';
import { PageLoading } from './layout/page-loading';

/** Pages for signed-in people: others go to /login and come back afterwards. */
export default function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  // moods logged without a connection are sent from whichever page is open when it returns
  useEffect(() => {
    if (status === 'signedIn' || status === 'loading') startMoodSync();
  }, [status]);
  // before the browser's stored profile has been read, nothing is decided yet
  if (status === 'unknown') return <PageLoading />;
  // While a remembered session is being confirmed the page opens at once: its own requests go
  // out alongside the check, and a session that has ended signs out and comes back here.
  if (status === 'signedOut') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
