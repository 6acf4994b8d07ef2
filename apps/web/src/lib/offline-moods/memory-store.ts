import type { QueuedMood, QueueStore } from './queue';

/** The queue's records kept in a map, for tests: the same rules, without IndexedDB. */
export function memoryStore(initial: QueuedMood[] = []): QueueStore & {
  records: Map<string, QueuedMood>;
} {
  const records = new Map(initial.map((r) => [r.id, structuredClone(r)]));
  return {
    records,
    all: async () => [...records.values()].map((r) => structuredClone(r)),
    get: async (id) => structuredClone(records.get(id)),
    put: async (record) => void records.set(record.id, structuredClone(record)),
    delete: async (id) => void records.delete(id),
    clear: async () => records.clear(),
    replace: async (id, next, when) => {
      if (!when(structuredClone(records.get(id)))) return false;
      records.delete(id);
      records.set(next.id, structuredClone(next));
      return true;
    },
    update: async (id, change) => {
      const next = change(structuredClone(records.get(id)));
      if (next === null) records.delete(id);
      else if (next) records.set(id, structuredClone(next));
    },
  };
}
