import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms`; clearing it (an empty string) takes effect at once. */
export function useDebounced(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), value === '' ? 0 : ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return value === '' ? '' : settled;
}
