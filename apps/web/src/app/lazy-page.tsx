import { createContext, use, useContext, useLayoutEffect, type ComponentType } from 'react';

type Module = { default: ComponentType };

/** A page that loads with its own chunk and can be loaded ahead of rendering. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * Told each time a page is on screen, after its layout effects. A drawn page's elements are
 * hydrated boundary by boundary; the hand-over waits until every page of the route is live.
 */
export const PageShown = createContext<((page: LazyPage) => void) | null>(null);

/**
 * Like React's `lazy`, but once the chunk has been loaded (by `preload` or by a first render) the
 * page renders at once, with no Suspense fallback. A page shown from build-time HTML is swapped
 * for the live one in a single step this way, and pages render to HTML at build time.
 */
export function lazyPage(load: () => Promise<Module>): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<Module> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // a failed download may be tried again on the next visit to the page
        pending = null;
        throw error;
      },
    ));
  const Page = () => {
    // suspends (inside the layout's Suspense) only while the chunk is still on its way
    const Loaded = loaded ?? use(preload()).default;
    const shown = useContext(PageShown);
    useLayoutEffect(() => shown?.(page), [shown]);
    return <Loaded />;
  };
  const page = Object.assign(Page, { preload });
  return page;
}
