import { Navigate } from 'react-router';

/** An address the app does not know leads to the landing page. */
export default function GoHome() {
  return <Navigate to="/" replace />;
}
