// The app's few styles go inside each page rather than in a file of their own: nothing stands
// between the HTML and its first paint (each page's MUI styles are inline already).
import roboto400 from '@fontsource/roboto/latin-400.css?inline';
import roboto500 from '@fontsource/roboto/latin-500.css?inline';
import roboto700 from '@fontsource/roboto/latin-700.css?inline';
import globalCss from './app/global.css?inline';
import roboto400File from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url';
import roboto500File from '@fontsource/roboto/files/roboto-latin-500-normal.woff2?url';
import roboto700File from '@fontsource/roboto/files/roboto-latin-700-normal.woff2?url';
import { useContext, useEffect, type ReactNode } from 'react';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from 'react-router';
import { Box, Button, Container, Typography } from '@mui/material';
import { AppProviders } from './app/providers';
import { MODE_STORAGE_KEY } from './app/theme';
import { RenderingStartPage } from './app/start-page';
import { PageLoading } from './app/layout/page-loading';
import { Logo } from './components/logo';
import type { Route } from './+types/root';

/**
 * A form sent before the page's script has started (the public pages are read and typed into
 * before then) is held, not sent by the browser, and sent by the app once it is live. The
 * browser's offer to install the app is kept for later too (`lib/install-offer.ts`): it is made
 * at a calm moment, not the moment the page loads.
 */
const HOLD_EARLY_SUBMIT = `document.addEventListener('submit', function (event) {
  if (!document.documentElement.hasAttribute('data-live')) {
    event.preventDefault();
    window.__heldSubmit = event.target;
  }
}, true);
window.addEventListener('beforeinstallprompt', function (event) {
  event.preventDefault();
  window.__installPrompt = event;
});`;

/**
 * The three weights are fetched with the page's first bytes, and a font that is not there by the
 * first paint is left for the next page: text never jumps when a font arrives late (`optional`
 * rather than `swap`, which moved a whole section of the landing page on a slow start).
 */
const STYLES = [roboto400, roboto500, roboto700, globalCss]
  .join('\n')
  .replaceAll('font-display:swap', 'font-display:optional')
  .replaceAll('font-display: swap', 'font-display: optional');
const FONT_FILES = [roboto400File, roboto500File, roboto700File];

export const links: Route.LinksFunction = () =>
  FONT_FILES.map((href) => ({
    rel: 'preload',
    as: 'font',
    type: 'font/woff2',
    href,
    crossOrigin: 'anonymous',
  }));

/** What a route module may say of its page. */
export type PageHandle = {
  /**
   * false: the page is complete as rendered at build time and, opened directly, loads no script
   * (the landing and legal pages); its links lead to pages that do. Reached from within the app,
   * it is drawn by the app like any other.
   */
  scripts?: boolean;
  /** the page says itself what it shows without a connection, so the general notice stays away */
  ownOfflineMessage?: boolean;
};

/** The document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  const startPage = useContext(RenderingStartPage);
  const scriptless = useMatches().some((match) => (match.handle as PageHandle)?.scripts === false);
  const scripts = startPage || !scriptless;
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta
          name="description"
          content="MoodCraft: track your moods, understand what moves them, and find calm with creative outlets, self-help articles and Mood Friend."
        />
        <meta name="theme-color" content="#1f6f78" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0f1719" media="(prefers-color-scheme: dark)" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: STYLES }} />
        <Links />
        {/* nothing is painted until the whole page is read: a slow phone would otherwise paint
            the first half of a long page, then move it as the rest arrives (there is no element
            with this id, so the wait ends where the page does) */}
        <link rel="expect" href="#page-read" blocking="render" />
        <script dangerouslySetInnerHTML={{ __html: HOLD_EARLY_SUBMIT }} />
      </head>
      <body>
        {/* the person's light or dark mode, set before the first paint */}
        <InitColorSchemeScript attribute="data" modeStorageKey={MODE_STORAGE_KEY} />
        <AppProviders>{children}</AppProviders>
        {scripts && <ScrollRestoration />}
        {scripts && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    document.documentElement.setAttribute('data-live', '');
    const held = (window as { __heldSubmit?: HTMLFormElement }).__heldSubmit;
    if (held?.isConnected) held.requestSubmit();
    // the service worker keeps the app, "Available Offline" articles and the safety plan readable
    // without a network
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    }
  }, []);
  return <Outlet />;
}

/** Shown while the app starts on a page that was not rendered at build time. */
export function HydrateFallback() {
  return (
    <>
      {/* the top bar's place and look, so nothing moves when the page arrives */}
      <Box
        component="header"
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Container maxWidth="lg">
          <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 64 }}>
            <Logo />
          </Box>
        </Container>
      </Box>
      <PageLoading />
    </>
  );
}

/** A page that failed to load (most often a chunk lost to a new release or the network). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Box role="alert">
        <Typography variant="h4" component="h1" gutterBottom>
          {notFound ? 'This page does not exist' : 'This page could not be opened'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {notFound
            ? 'The address may be mistyped, or the page has moved.'
            : 'Please check your connection and try again. Nothing you saved is lost.'}
        </Typography>
        <Button
          variant="contained"
          href={notFound ? '/' : undefined}
          onClick={notFound ? undefined : () => window.location.reload()}
        >
          {notFound ? 'Go to the home page' : 'Try again'}
        </Button>
      </Box>
    </Container>
  );
}
