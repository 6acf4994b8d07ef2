import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import './app/global.css';
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';
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

/** Runs once the first render is on screen (after every layout effect inside it). */
function AfterFirstCommit({ run, children }: { run: () => Promise<void>; children: ReactNode }) {
  useLayoutEffect(() => void run(), [run]);
  return children;
}

if (container.firstElementChild) {
  // The page drawn at build time is already on screen: load the live page's chunks, render it
  // without blocking the main thread, and swap it in at once, keeping what the person did meanwhile.
  const handOver = prepareHandoff(container);
  void preloadRoute(window.location.pathname)
    .catch(() => undefined)
    .then(() => {
      startTransition(() => {
        createRoot(container).render(<AfterFirstCommit run={handOver}>{app}</AfterFirstCommit>);
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
