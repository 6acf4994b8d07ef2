import { Navigate, Outlet } from 'react-router';
import { useAuth } from './auth-context';

/**
 * Login and registration: a signed-in person goes straight to the dashboard. The forms show at
 * once (they are rendered at build time), and move aside once a stored session is confirmed.
 */
export default function RedirectIfSignedIn() {
  const { status } = useAuth();
  if (status === 'signedIn') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
