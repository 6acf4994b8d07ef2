import { lazy, useEffect, useState, type RefObject } from 'react';

/**
 * The charts load with their own chunk once a chart is on screen, so a page shows its text first.
 * Each chart sits in a box of fixed size, so nothing moves when the drawing arrives.
 */
const load = () => import('./chartjs');

export const Line = lazy(() => load().then((m) => ({ default: m.Line })));
export const Doughnut = lazy(() => load().then((m) => ({ default: m.Doughnut })));

/**
 * True once the element is on screen or close to it (then for good). A chart is drawn only then:
 * drawing one costs the phone real work, so charts further down wait until they are scrolled to.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '300px') {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
