import { createContext, use, useContext, useLayoutEffect, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** A page (or a part of one) that loads with its own chunk and can be loaded ahead of rendering. */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
};

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
export function lazyPage<P extends object = object>(load: () => Promise<Module<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<Module<P>> | null = null;
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
  const Page = (props: P) => {
    // hooks first: React replays a page that suspended, and on that replay `use` is skipped
    const shown = useContext(PageShown);
    useLayoutEffect(() => {
      shown?.(page as LazyPage);
    }, [shown]);
    // suspends (inside the layout's Suspense) only while the chunk is still on its way
    const Loaded = loaded ?? use(preload()).default;
    return <Loaded {...props} />;
  };
  const page = Object.assign(Page, { preload });
  return page;
}
