import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import './app/global.css';
import {
  startTransition,
  StrictMode,
  useCallback,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router';
import { AppProviders, preloadSignedIn } from './app/providers';
import { AppRoutes, preloadRoute, routePages } from './app/router';
import { PageShown, type LazyPage } from './app/lazy-page';
import { prepareHandoff } from './app/prerender-handoff';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

/** Runs `run` once every page in `pages` is live on screen (after its layout effects), once. */
function AfterPagesShown({
  pages,
  run,
  children,
}: {
  pages: LazyPage[];
  run: () => Promise<void>;
  children: ReactNode;
}) {
  const waiting = useRef(new Set(pages));
  const done = useRef(false);
  const check = useCallback(() => {
    if (done.current || waiting.current.size) return;
    done.current = true;
    void run();
  }, [run]);
  const shown = useCallback(
    (page: LazyPage) => {
      waiting.current.delete(page);
      check();
    },
    [check],
  );
  // a route with no page chunks of its own is live with the first commit
  useLayoutEffect(check, [check]);
  return <PageShown.Provider value={shown}>{children}</PageShown.Provider>;
}

if (container.firstElementChild) {
  // The page drawn at build time is already on screen: load the live page's chunks, then hydrate
  // it in small steps (a transition), keeping its elements. React hydrates it boundary by
  // boundary; once every page of the route is live, what the person did meanwhile is carried over.
  const handOver = prepareHandoff(container);
  const pages = routePages(window.location.pathname);
  // a drawing made for a signed-in person shows their navigation: its chunk too, before hydrating
  void Promise.all([
    preloadRoute(window.location.pathname),
    container.dataset.for === 'signed-in' && preloadSignedIn(),
  ])
    .catch(() => undefined)
    .then(() => {
      startTransition(() => {
        hydrateRoot(
          container,
          <AfterPagesShown pages={pages} run={handOver}>
            {app}
          </AfterPagesShown>,
          {
            // a drawing that differs from the live page (a new year in the footer, say) is simply
            // replaced by it; that is expected, not an error worth the console
            onRecoverableError: import.meta.env.DEV
              ? (error) => console.warn(error)
              : () => undefined,
          },
        );
      });
    });
} else {
  // rendered in small steps, so the first page never holds the main thread for long
  startTransition(() => createRoot(container).render(app));
}

// The service worker keeps the app shell and "Available Offline" articles readable without a network.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
