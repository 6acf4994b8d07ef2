import type {
  MoodCreateInput,
  MoodEditInput,
  MoodEntry,
  MoodEntryInput,
} from '@moodcraft/core/moods/moods';
import { api, ApiError, NetworkError } from '../api-client';
import { queryClient } from '../query-client';
import {
  flushQueue,
  keepForLater,
  newEntryId,
  asEntry,
  waitingOf,
  type FlushResult,
  type QueuedMood,
  type QueueStore,
  type SendResult,
} from './queue';
import { deleteQueue, indexedDbStore, queueSupported } from './store';

/**
 * The page's side of the waiting entries: saving that falls back to keeping an entry on this
 * device when there is no connection, and sending what waits when the app starts, when the
 * connection returns, and (where the browser has Background Sync) from the service worker.
 */

/** Under the moods' key: whatever refreshes the moods reads the waiting ones again too. */
export const waitingKey = (userId: string | null) => ['moods', 'waiting', userId ?? ''] as const;

/** The tag the service worker's `sync` handler answers (public/sw.js). */
const SYNC_TAG = 'moods';

/**
 * The signed-in person's id, from the profile the app keeps in localStorage (DESIGN §4: the
 * only thing kept there); null when nobody is signed in on this browser.
 */
export function storedUserId(): string | null {
  try {
    const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { id?: unknown } | null;
    return typeof user?.id === 'string' ? user.id : null;
  } catch {
    return null;
  }
}

const store = (): QueueStore | null => (queueSupported() ? indexedDbStore : null);

/** A refusal the person must see to, or no answer at all (offline, or the server in trouble). */
function failure(error: unknown): SendResult {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return { outcome: 'refused', refusal: { status: error.status, message: error.message } };
  return { outcome: 'unanswered' };
}

/**
 * Sends one waiting entry with the app's API client. A change carries when it was made; the
 * server keeps a later change made elsewhere instead, and answers that one (its time is later).
 */
export async function sendWaiting(record: QueuedMood): Promise<SendResult> {
  const putChange = async (): Promise<SendResult> => {
    const entry = await api<MoodEntry>(`/moods/${record.id}`, {
      method: 'PUT',
      body: { ...record.body, updatedAt: record.updatedAt } satisfies MoodEditInput,
    });
    const superseded = Date.parse(entry.updatedAt) > Date.parse(record.updatedAt);
    return { outcome: 'sent', entry, superseded };
  };
  try {
    if (record.kind === 'edit') return await putChange();
    const entry = await api<MoodEntry>('/moods', {
      method: 'POST',
      body: { ...record.body, id: record.id } satisfies MoodCreateInput,
    });
    // an earlier send may have arrived unanswered: the server then answers that copy, so the
    // latest words go over it
    return record.mayExist ? await putChange() : { outcome: 'sent', entry };
  } catch (error) {
    return failure(error);
  }
}

type FlushListener = (result: FlushResult) => void;
const flushListeners = new Set<FlushListener>();

/** Hears what each send of the waiting entries did (the Mood Tracker shows it). */
export function onFlushed(listener: FlushListener) {
  flushListeners.add(listener);
  return () => {
    flushListeners.delete(listener);
  };
}

const refreshMoods = () => {
  void queryClient.invalidateQueries({ queryKey: ['moods'] });
  void queryClient.invalidateQueries({ queryKey: ['profile'] });
};

let running: Promise<void> | null = null;
let again = false;

/** Sends the person's waiting entries, one send at a time; asked meanwhile, it goes once more. */
export function sendWaitingNow(userId = storedUserId()): Promise<void> {
  const queue = store();
  if (!queue || !userId) return Promise.resolve();
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      const result = await flushQueue(queue, userId, sendWaiting);
      if (result.sent.length || result.refused.length) {
        refreshMoods();
        flushListeners.forEach((listener) => listener(result));
      }
      if (result.stopped) break;
    } while (again);
  })()
    .catch(() => undefined)
    .finally(() => {
      running = null;
    });
  return running;
}

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
};

/** Asks the service worker to send the waiting entries once there is a connection, if it can. */
function askWorkerToSend() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration: SyncRegistration) => registration.sync?.register(SYNC_TAG))
    .catch(() => undefined);
}

let started = false;

/**
 * Sends what waits now, and again whenever the connection returns or the service worker says it
 * sent some itself (then the lists are read again). Once per page; it stays for the whole visit.
 */
export function startMoodSync() {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void sendWaitingNow());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'moods-synced') refreshMoods();
  });
  if (navigator.onLine) void sendWaitingNow();
}

export type Saved = { entry: MoodEntry; waiting: boolean };

/**
 * Saves a new entry (without `id`) or a change. With no connection (or none answering) it is
 * kept on this device and shown as waiting; a refusal (4xx) is thrown as the API client's error.
 * An entry already waiting is changed where it waits, and sent from there.
 */
export async function saveMood({
  id,
  body,
  basis,
}: {
  id?: string;
  body: MoodEntryInput;
  /** for a change: the `updatedAt` of the entry as the person saw it */
  basis?: string;
}): Promise<Saved> {
  const queue = store();
  const userId = storedUserId();
  const entryId = id ?? newEntryId();
  const kind = id ? 'edit' : 'create';
  const keep = async (mayExist = false) => {
    const record = await keepForLater(queue!, {
      userId: userId!,
      id: entryId,
      kind,
      body,
      now: new Date(),
      basis,
      mayExist,
    });
    askWorkerToSend();
    void queryClient.invalidateQueries({ queryKey: waitingKey(userId) });
    return { entry: asEntry(record), waiting: true };
  };
  const canKeep = Boolean(queue && userId);
  if (canKeep) {
    const waiting = id ? await queue!.get(id) : undefined;
    if (waiting?.userId === userId) {
      const saved = await keep();
      if (navigator.onLine) void sendWaitingNow(userId);
      return saved;
    }
    if (!navigator.onLine) return keep();
  }
  try {
    // a change sent at once is the latest the server has heard of: the server stamps its time
    const entry = id
      ? await api<MoodEntry>(`/moods/${id}`, { method: 'PUT', body })
      : await api<MoodEntry>('/moods', {
          method: 'POST',
          body: { ...body, id: entryId } satisfies MoodCreateInput,
        });
    return { entry, waiting: false };
  } catch (error) {
    // no answer: it may have arrived, so a new entry is sent again under the same id
    if (canKeep && error instanceof NetworkError) return keep(kind === 'create');
    throw error;
  }
}

/** The person's entries waiting on this device. */
export async function waitingEntries(userId: string | null) {
  const queue = store();
  if (!queue || !userId) return [];
  return (await waitingOf(queue, userId)).map(asEntry);
}

/** Lets go of one waiting entry: the person chose to discard it. */
export async function discardWaiting(id: string) {
  await store()?.delete(id);
  void queryClient.invalidateQueries({ queryKey: ['moods', 'waiting'] });
}

/** How many entries of the person wait on this device (asked before signing out). */
export async function waitingCount(userId = storedUserId()) {
  return (await waitingEntries(userId)).length;
}

/** Forgets every waiting entry on this browser (signing out, once the person has agreed). */
export async function discardAllWaiting() {
  await deleteQueue();
  void queryClient.invalidateQueries({ queryKey: ['moods', 'waiting'] });
}
