/**
 * A small in-memory cache of answers built from one person's data. Each value carries the data
 * version it was built from: a read presents the current version (kept in the database, so every
 * process sees a write) and anything older is dropped. Entries also expire after `ttlMs` and the
 * least recently used go first once `maxBytes` is reached, so personal text is never held long.
 */
export type VersionedCache<T> = {
  get(owner: string, key: string, version: number): T | undefined;
  set(owner: string, key: string, version: number, value: T, bytes: number): void;
  /** drops everything held for one person (after deleting their account) */
  forget(owner: string): void;
  readonly size: number;
};

type Entry<T> = { owner: string; version: number; value: T; bytes: number; expires: number };

export function createVersionedCache<T>(options: {
  maxBytes: number;
  ttlMs: number;
  clock?: () => number;
}): VersionedCache<T> {
  const clock = options.clock ?? (() => performance.now());
  const entries = new Map<string, Entry<T>>();
  let total = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };

  return {
    get(owner, key, version) {
      const id = `${owner}\u0000${key}`;
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.version !== version || entry.expires <= clock()) {
        remove(id);
        return undefined;
      }
      // most recently used last
      entries.delete(id);
      entries.set(id, entry);
      return entry.value;
    },
    set(owner, key, version, value, bytes) {
      const id = `${owner}\u0000${key}`;
      remove(id);
      if (bytes > options.maxBytes) return;
      entries.set(id, { owner, version, value, bytes, expires: clock() + options.ttlMs });
      total += bytes;
      for (const oldest of entries.keys()) {
        if (total <= options.maxBytes) break;
        remove(oldest);
      }
    },
    forget(owner) {
      for (const [id, entry] of entries) if (entry.owner === owner) remove(id);
    },
    get size() {
      return entries.size;
    },
  };
}
