import { act, startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { lazyPage, PageShown, type LazyPage } from './lazy-page';

const Hello = () => <p>Hello</p>;

describe('lazyPage', () => {
  it('renders at once, with no fallback, once preloaded', async () => {
    const Page = lazyPage(async () => ({ default: Hello }));
    await Page.preload();
    const container = document.createElement('div');
    const root = createRoot(container);
    const seen: string[] = [];
    await act(async () =>
      root.render(
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>,
      ),
    );
    seen.push(container.textContent!);
    expect(seen).toEqual(['Hello']);
    root.unmount();
  });

  it('shows the fallback while its chunk loads, then the page, loading it once', async () => {
    let loads = 0;
    let finish!: () => void;
    const Page = lazyPage((): Promise<{ default: typeof Hello }> => {
      loads++;
      return new Promise((resolve) => {
        finish = () => resolve({ default: Hello });
      });
    });
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>,
      ),
    );
    expect(container.textContent).toBe('Loading');
    await act(async () => finish());
    expect(container.textContent).toBe('Hello');
    await Page.preload();
    expect(loads).toBe(1);
    root.unmount();
  });

  it('tries again after a failed download', async () => {
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
      return { default: Hello };
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBeDefined();
    expect(attempts).toBe(2);
  });

  it('tells PageShown when it is on screen, once its own content is in place', async () => {
    const Page = lazyPage(async () => ({ default: Hello }));
    await Page.preload();
    const container = document.createElement('div');
    const root = createRoot(container);
    const shown: [LazyPage, string][] = [];
    const onShown = (page: LazyPage) => shown.push([page, container.textContent!]);
    await act(async () =>
      root.render(
        <PageShown.Provider value={onShown}>
          <Suspense fallback={<p>Loading</p>}>
            <Page />
          </Suspense>
        </PageShown.Provider>,
      ),
    );
    expect(shown).toEqual([[Page, 'Hello']]);
    root.unmount();
  });

  it('renders when its chunk arrives while React is still rendering it (a replay), telling PageShown', async () => {
    // not preloaded: the chunk resolves within the render, which React then replays
    const Page = lazyPage(async () => ({ default: Hello }));
    const container = document.createElement('div');
    const root = createRoot(container);
    const shown: LazyPage[] = [];
    await act(async () =>
      startTransition(() =>
        root.render(
          <PageShown.Provider value={(page) => shown.push(page)}>
            <Suspense fallback={<p>Loading</p>}>
              <Page />
            </Suspense>
          </PageShown.Provider>,
        ),
      ),
    );
    expect(container.textContent).toBe('Hello');
    expect(shown).toEqual([Page]);
    root.unmount();
  });
});
