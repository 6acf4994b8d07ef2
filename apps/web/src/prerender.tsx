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
import { AppProviders } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';
import { StaticRouter } from './lib/router';

export { BOOT_SCRIPT } from './app/prerender-boot';

/** The pages drawn at build time, with the file each is written to and its title. */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html', title: 'MoodCraft' },
  { path: '/login', file: 'login.html', title: 'Sign in to MoodCraft · MoodCraft' },
] as const;

export type RenderedPage = { html: string; styles: { key: string; ids: string[]; css: string }[] };

export async function renderPage(path: string, mode: PaletteMode): Promise<RenderedPage> {
  await preloadRoute(path);
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <StaticRouter location={path}>
        <AppProviders mode={mode}>
          <AppRoutes />
        </AppProviders>
      </StaticRouter>
    </CacheProvider>,
  );
  return { html, styles: extractCriticalToChunks(html).styles };
}
