/**
 * Renders the public pages a visitor opens first (the landing page and the login page) to HTML at
 * build time, in light and dark, so they appear before any script has loaded. Built for Node by
 * vite.prerender.config.ts; the app then takes over (see main.tsx and app/prerender-boot.ts).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { PaletteMode } from '@mui/material';
import { renderToString } from 'react-dom/server';
import type { User } from '@moodcraft/core/accounts/accounts';
import { Drawing, FILL_MARKS } from './app/drawn-fills';
import { AppProviders, preloadSignedIn } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';
import { StaticRouter } from './lib/router';

export { BOOT_SCRIPT } from './app/prerender-boot';

/** The pages drawn at build time, with the file each is written to and its title. */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html', title: 'MoodCraft', signedIn: false },
  {
    path: '/login',
    file: 'login.html',
    title: 'Sign in to MoodCraft · MoodCraft',
    signedIn: false,
  },
  { path: '/dashboard', file: 'dashboard.html', title: 'Dashboard · MoodCraft', signedIn: true },
] as const;

/** Whom the dashboard is drawn for: marks in place of everything personal that it shows. */
const DRAWN_FOR: User = {
  id: '00000000-0000-4000-8000-000000000000',
  _id: '00000000-0000-4000-8000-000000000000',
  username: FILL_MARKS.username,
  email: '',
  phone: '',
  bio: '',
  profilePicture: FILL_MARKS.avatar,
  twoFactorEnabled: false,
  createdAt: '',
  updatedAt: '',
};

export type RenderedPage = { html: string; styles: { key: string; ids: string[]; css: string }[] };

export async function renderPage(
  path: string,
  mode: PaletteMode,
  signedIn = false,
): Promise<RenderedPage> {
  await Promise.all([preloadRoute(path), signedIn && preloadSignedIn()]);
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <StaticRouter location={path}>
        <Drawing.Provider value={signedIn}>
          <AppProviders mode={mode} user={signedIn ? DRAWN_FOR : undefined}>
            <AppRoutes />
          </AppProviders>
        </Drawing.Provider>
      </StaticRouter>
    </CacheProvider>,
  );
  return { html, styles: extractCriticalToChunks(html).styles };
}
