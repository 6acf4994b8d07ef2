import { useDeferredValue } from 'react';

/**
 * false as a part of the page is first drawn, true right after, in the background: what lies
 * below the first screen (long lists, a year's calendar, the rest of a form) comes once the top
 * is on screen, in small steps that leave the page responsive, instead of in one long task.
 */
export function useDrawnLater(): boolean {
  return useDeferredValue(true, false);
}
