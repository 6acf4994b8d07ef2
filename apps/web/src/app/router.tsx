import { isValidElement, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from '../lib/router';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';
import { lazyPage, type LazyPage } from './lazy-page';

/** Each page loads with its own chunk, inside the layout's Suspense. */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazyPage(load);
  return <Page />;
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: page(() => import('../features/landing/landing-page')) },
      {
        path: 'privacy-policy',
        element: page(() => import('../features/legal/privacy-policy-page')),
      },
      { path: 'terms-of-service', element: page(() => import('../features/legal/terms-page')) },
      {
        // every other page fetches data through the shared query cache
        element: page(() => import('./query-layout')),
        children: [
          { path: 'contact-us', element: page(() => import('../features/contact/contact-page')) },
          { path: 'report/:token', element: page(() => import('../features/reports/report-page')) },
          {
            path: 'forgot-password',
            element: page(() => import('../features/auth/forgot-password-page')),
          },
          {
            path: 'reset-password/:resetToken',
            element: page(() => import('../features/auth/reset-password-page')),
          },
          {
            path: 'secure-account/:secureToken',
            element: page(() => import('../features/auth/secure-account-page')),
          },
          {
            element: <RedirectIfSignedIn />,
            children: [
              { path: 'login', element: page(() => import('../features/auth/login-page')) },
              { path: 'register', element: page(() => import('../features/auth/register-page')) },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'dashboard',
                element: page(() => import('../features/dashboard/dashboard-page')),
              },
              {
                path: 'mood-tracker',
                element: page(() => import('../features/moods/mood-tracker-page')),
              },
              { path: 'chat', element: page(() => import('../features/chat/chat-page')) },
              {
                path: 'creative-outlet',
                element: page(() => import('../features/crafts/creative-outlet-page')),
              },
              {
                path: 'self-help',
                element: page(() => import('../features/self-help/self-help-page')),
              },
              {
                path: 'self-help/article/:id',
                element: page(() => import('../features/self-help/article-page')),
              },
              {
                path: 'self-help/:topic',
                element: page(() => import('../features/self-help/self-help-page')),
              },
              { path: 'profile', element: page(() => import('../features/profile/profile-page')) },
              {
                path: 'safety-plan',
                element: page(() => import('../features/safety-plan/safety-plan-page')),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The whole app's pages; paths match case-insensitively (/Dashboard = /dashboard). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** The pages with their own chunks that make up the page at `pathname`, outermost first. */
export function routePages(pathname: string): LazyPage[] {
  const match = matchRoutes(routes, pathname);
  return (match?.routes ?? [])
    .map((route) => route.element)
    .filter(isValidElement)
    .map((element) => element.type as Partial<LazyPage>)
    .filter((type): type is LazyPage => typeof type.preload === 'function');
}

/** Loads every chunk the page at `pathname` needs, so it then renders in one go. */
export async function preloadRoute(pathname: string) {
  await Promise.all(routePages(pathname).map((page) => page.preload()));
}
