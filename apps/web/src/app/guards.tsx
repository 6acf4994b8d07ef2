import { Navigate, Outlet, useLocation } from '../lib/router';
import { useAuth } from './auth-context';
import { PageLoading } from './layout/app-layout';

/** Pages for signed-in people: others go to /login and come back afterwards. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  // While a remembered session is being confirmed the page opens at once: its own requests go
  // out alongside the check, and a session that has ended signs out and comes back here.
  if (status === 'signedOut') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}

/** Login and registration: a signed-in person goes straight to the dashboard. */
export function RedirectIfSignedIn() {
  const { status } = useAuth();
  if (status === 'loading') return <PageLoading />;
  if (status === 'signedIn') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
