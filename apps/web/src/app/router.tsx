import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireAuth } from './guards';
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
      { path: 'report/:token', ...page(() => import('../features/reports/report-page')) },
      { path: 'forgot-password', ...page(() => import('../features/auth/forgot-password-page')) },
      { path: 'reset-password/:resetToken', ...page(() => import('../features/auth/reset-password-page')) },
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: 'login', ...page(() => import('../features/auth/login-page')) },
          { path: 'register', ...page(() => import('../features/auth/register-page')) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'dashboard', ...page(() => import('../features/dashboard/dashboard-page')) },
          { path: 'mood-tracker', ...page(() => import('../features/moods/mood-tracker-page')) },
          { path: 'chat', ...page(() => import('../features/chat/chat-page')) },
          { path: 'creative-outlet', ...page(() => import('../features/crafts/creative-outlet-page')) },
          { path: 'self-help', ...page(() => import('../features/self-help/self-help-page')) },
          { path: 'self-help/article/:id', ...page(() => import('../features/self-help/article-page')) },
          { path: 'self-help/:topic', ...page(() => import('../features/self-help/self-help-page')) },
          { path: 'profile', ...page(() => import('../features/profile/profile-page')) },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
