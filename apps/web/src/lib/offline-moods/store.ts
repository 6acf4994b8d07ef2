import type { QueuedMood, QueueStore } from './queue';

/**
 * The waiting entries' home in the browser: one IndexedDB store, keyed by the entry's id. The
 * service worker (public/sw.js, its `sync` handler) opens the same database by these names.
 */
export const QUEUE_DATABASE = 'moodcraft-moods';
export const QUEUE_STORE = 'waiting';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const finished = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(QUEUE_DATABASE, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(QUEUE_STORE))
        request.result.createObjectStore(QUEUE_STORE, { keyPath: 'id' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // another tab deleting the database (signing out) must not wait on this connection
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is held by another tab'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const tx = (await open()).transaction(QUEUE_STORE, mode);
  const request = work(tx.objectStore(QUEUE_STORE));
  const [result] = await Promise.all([request ? done(request) : undefined, finished(tx)]);
  return result;
}

/** Whether this browser can keep entries (not in some private modes, nor in tests without it). */
export const queueSupported = () => typeof indexedDB !== 'undefined';

export const indexedDbStore: QueueStore = {
  all: async () => ((await inStore('readonly', (s) => s.getAll())) ?? []) as QueuedMood[],
  get: async (id) => (await inStore('readonly', (s) => s.get(id))) as QueuedMood | undefined,
  put: async (record) => void (await inStore('readwrite', (s) => s.put(record))),
  delete: async (id) => void (await inStore('readwrite', (s) => s.delete(id))),
  clear: async () => void (await inStore('readwrite', (s) => s.clear())),
  replace: async (id, next, when) => {
    const tx = (await open()).transaction(QUEUE_STORE, 'readwrite');
    const store = tx.objectStore(QUEUE_STORE);
    const read = store.get(id);
    let replaced = false;
    read.onsuccess = () => {
      if (!when(read.result as QueuedMood | undefined)) return;
      store.delete(id);
      store.put(next);
      replaced = true;
    };
    await finished(tx);
    return replaced;
  },
  update: async (id, change) => {
    const tx = (await open()).transaction(QUEUE_STORE, 'readwrite');
    const store = tx.objectStore(QUEUE_STORE);
    const read = store.get(id);
    // decided and written in the same transaction, so a send finishing meanwhile cannot interleave
    read.onsuccess = () => {
      const next = change(read.result as QueuedMood | undefined);
      if (next === null) store.delete(id);
      else if (next) store.put(next);
    };
    await finished(tx);
  },
};

/** Forgets every waiting entry of this browser, and the database that held them. */
export async function deleteQueue(): Promise<void> {
  if (!queueSupported()) return;
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(QUEUE_DATABASE);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be deleted'));
    // another tab still holds it open: it closes on `versionchange`, then this goes on
    request.onblocked = () => undefined;
  });
}
