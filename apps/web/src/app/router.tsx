import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';

/** Each page loads with its own chunk; paths match case-insensitively (/Dashboard = /dashboard). */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, ...page(() => import('../features/landing/landing-page')) },
      { path: 'privacy-policy', ...page(() => import('../features/legal/privacy-policy-page')) },
      { path: 'terms-of-service', ...page(() => import('../features/legal/terms-page')) },
      { path: 'contact-us', ...page(() => import('../features/contact/contact-page')) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
