import { startTransition, useEffect, useState } from 'react';

/**
 * false as a part of the page is first drawn, true once the browser has painted it: what lies
 * below the first screen (long lists, a year's calendar, the rest of a form) is drawn then, in
 * the background (a transition, in small steps), so the top is on screen first and the page
 * stays responsive, instead of all of it in one long task before anything shows.
 */
export function useDrawnLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the frame's callbacks run before its paint; a task queued from one runs after it
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setLater(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return later;
}
