/**
 * Signing out is announced here, so modules loaded later (the query cache) can forget what they
 * hold without the start-up code having to import them.
 */
const listeners = new Set<() => void>();

export function onSignedOut(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSignedOut() {
  for (const listener of listeners) listener();
}
