import { act, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './lazy-chartjs';

// The browser's IntersectionObserver, driven by the test: it reports what "scrolling" shows.
class ControlledObserver {
  static last: ControlledObserver | null = null;
  disconnected = false;
  constructor(
    readonly report: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    ControlledObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
}

function Probe() {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box);
  return <div ref={box}>{near ? 'drawn' : 'waiting'}</div>;
}

async function mount() {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(<Probe />));
  return { container, root };
}

describe('useNearScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits until the element comes near the screen, then stays true and stops watching', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const { container, root } = await mount();
    expect(container.textContent).toBe('waiting');
    expect(ControlledObserver.last!.options.rootMargin).toBe('300px');
    await act(async () => ControlledObserver.last!.report([{ isIntersecting: false }]));
    expect(container.textContent).toBe('waiting');
    const observer = ControlledObserver.last!;
    await act(async () => observer.report([{ isIntersecting: true }]));
    expect(container.textContent).toBe('drawn');
    expect(observer.disconnected).toBe(true);
    root.unmount();
  });

  it('draws at once where the browser cannot tell', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container, root } = await mount();
    expect(container.textContent).toBe('drawn');
    root.unmount();
  });
});
