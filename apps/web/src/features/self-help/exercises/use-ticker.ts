import { useEffect, useRef, useState } from 'react';

/** A seconds counter for a timed exercise that reports, once, when it reaches `total`. */
export function useTicker(total: number, onComplete: () => void) {
  const [running, setRunning] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const finished = elapsed >= total;

  useEffect(() => {
    if (!running || finished) return;
    const timer = setInterval(() => setElapsed((e) => e + 1), 1000);
    return () => clearInterval(timer);
  }, [running, finished]);

  const reported = useRef(false);
  useEffect(() => {
    if (finished && !reported.current) {
      reported.current = true;
      onComplete();
    }
  }, [finished, onComplete]);

  return { running, setRunning, elapsed, setElapsed, finished };
}
