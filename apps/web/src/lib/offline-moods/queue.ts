import type { MoodEntry, MoodEntryInput } from '@moodcraft/core/moods/moods';
import { derivePleasantness } from '@moodcraft/core/moods/pleasantness';

/**
 * Mood entries waiting on this device to be sent: logged or edited without a connection. Each
 * carries its id, made on the device, so sending it twice never stores it twice, and the time of
 * its last change, so an edit made on two devices goes to the later one. The rules live here,
 * apart from where the records are kept (IndexedDB in the browser, offline-store.ts; a map in
 * tests), and apart from how they are sent. The service worker (public/sw.js) reads and writes
 * the same records.
 */

/** Why the server refused an entry: its status and message, shown on the entry until it is resolved. */
export type Refusal = { status: number; message: string };

export type QueuedMood = {
  /** the entry's id, made on the device for a new entry */
  id: string;
  /** whose entry it is: only their session sends it, and only they see it */
  userId: string;
  /** `create`: not on the server yet, as far as this device knows; `edit`: a change to one there */
  kind: 'create' | 'edit';
  /** the entry as the person wrote it */
  body: MoodEntryInput;
  /** when the person last changed it, on this device's clock */
  updatedAt: string;
  /** when it was first kept here */
  queuedAt: string;
  /** a send got no answer: the server may hold an earlier copy, so an edit is put over it too */
  mayExist?: boolean;
  /** set when the server refused it (a 4xx): it waits for the person, not for the connection */
  refused?: Refusal;
};

/** Where the records are kept. `update` reads and writes one record at once, in one transaction. */
export type QueueStore = {
  all(): Promise<QueuedMood[]>;
  get(id: string): Promise<QueuedMood | undefined>;
  put(record: QueuedMood): Promise<void>;
  delete(id: string): Promise<void>;
  clear(): Promise<void>;
  /** puts `next` in place of the record `id` when `when` holds for that record, at once */
  replace(
    id: string,
    next: QueuedMood,
    when: (current: QueuedMood | undefined) => boolean,
  ): Promise<boolean>;
  /** `change` answers the new record, null to delete it, or undefined to leave it as it is */
  update(
    id: string,
    change: (current: QueuedMood | undefined) => QueuedMood | null | undefined,
  ): Promise<void>;
};

/** How a send ended: the server's entry, a refusal (4xx), or no answer (offline, or a 5xx). */
export type SendResult =
  /** `superseded`: the server kept a change made later elsewhere, and answered it */
  | { outcome: 'sent'; entry: MoodEntry; superseded?: boolean }
  | { outcome: 'refused'; refusal: Refusal }
  | { outcome: 'unanswered' };

export type Sender = (record: QueuedMood) => Promise<SendResult>;

/** A new entry's id: a random UUID, made even where `crypto.randomUUID` is not (plain http). */
export function newEntryId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Keeps an entry to send later: a new one, or a change. A change to an entry that is already
 * waiting replaces what waits (a new entry stays new) and is no longer refused: the person has
 * seen to it.
 */
export async function keepForLater(
  store: QueueStore,
  {
    userId,
    id,
    kind,
    body,
    now,
    basis,
    mayExist = false,
  }: {
    userId: string;
    id: string;
    kind: QueuedMood['kind'];
    body: MoodEntryInput;
    now: Date;
    /** the `updatedAt` of the entry as the person saw it before changing it */
    basis?: string;
    mayExist?: boolean;
  },
): Promise<QueuedMood> {
  let kept: QueuedMood | undefined;
  await store.update(id, (current) => {
    const mine = current?.userId === userId ? current : undefined;
    // a change refused as "not found" (deleted elsewhere) is sent again as a new entry
    const gone = mine?.refused?.status === 404;
    kept = {
      id,
      userId,
      kind: mine && !gone ? mine.kind : kind,
      body,
      updatedAt: laterOf(now, [mine?.updatedAt, basis]),
      queuedAt: mine?.queuedAt ?? now.toISOString(),
      ...((mayExist || mine?.mayExist) && { mayExist: true }),
    };
    return kept;
  });
  return kept!;
}

/**
 * The time of a change: now, or just after the version it was made on when this device's clock
 * is behind that (a clock running slow, or set back), so a change never loses to what it changed.
 */
function laterOf(now: Date, before: (string | undefined)[]) {
  const last = Math.max(0, ...before.map((at) => (at ? Date.parse(at) || 0 : 0)));
  return new Date(Math.max(now.getTime(), last + 1)).toISOString();
}

/** The person's entries waiting here, oldest first (the order they are sent in). */
export async function waitingOf(store: QueueStore, userId: string): Promise<QueuedMood[]> {
  const records = await store.all();
  return records
    .filter((r) => r.userId === userId)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/**
 * Whether a flush sends this record: a refusal waits for the person, except "sign in again" and
 * an id that turned out to be taken (the entry takes a new one).
 */
export const isDue = (record: QueuedMood) =>
  !record.refused ||
  record.refused.status === 401 ||
  (record.refused.status === 409 && record.kind === 'create');

export type FlushResult = {
  /** the server's answers for the entries sent */
  sent: MoodEntry[];
  /** of those, the ones where a change made later elsewhere was kept instead of this device's */
  superseded: MoodEntry[];
  /** the entries it refused this time */
  refused: QueuedMood[];
  /** true when a send got no answer: the rest wait for the next try */
  stopped: boolean;
};

/**
 * Sends the person's waiting entries, oldest first, and stops at the first that gets no answer.
 * An entry sent is forgotten here, unless the person changed it meanwhile: then the change
 * waits, as a change to the entry the server now has. A refused one stays, marked, with the
 * server's message; a new one whose id is someone else's (409) takes a new id and goes again.
 */
export async function flushQueue(
  store: QueueStore,
  userId: string,
  send: Sender,
): Promise<FlushResult> {
  const result: FlushResult = { sent: [], superseded: [], refused: [], stopped: false };
  const due = (await waitingOf(store, userId)).filter(isDue);
  const renamed = new Set<string>();
  for (const record of due) {
    let answer: SendResult;
    try {
      answer = await send(record);
    } catch {
      answer = { outcome: 'unanswered' };
    }
    // the record as it was sent: the person has not changed it since
    const unchanged = (current: QueuedMood | undefined) =>
      current?.updatedAt === record.updatedAt && current.userId === userId;
    if (answer.outcome === 'sent') {
      result.sent.push(answer.entry);
      if (answer.superseded) result.superseded.push(answer.entry);
      await store.update(record.id, (current) => {
        if (!current || unchanged(current)) return null;
        // changed while it was on its way: the change is still to be sent
        return { ...current, kind: 'edit', mayExist: false };
      });
    } else if (
      answer.outcome === 'refused' &&
      answer.refusal.status === 409 &&
      record.kind === 'create' &&
      !renamed.has(record.id)
    ) {
      const { refused: _refused, ...rest } = record;
      const fresh: QueuedMood = { ...rest, id: newEntryId(), mayExist: false };
      if (await store.replace(record.id, fresh, unchanged)) {
        renamed.add(fresh.id);
        due.push(fresh);
      }
    } else if (answer.outcome === 'refused') {
      const refused = { ...record, refused: answer.refusal };
      result.refused.push(refused);
      await store.update(record.id, (current) => (unchanged(current) ? refused : undefined));
    } else {
      // the server may have stored it before the connection went: later sends must allow for it
      if (record.kind === 'create' && !record.mayExist)
        await store.update(record.id, (current) =>
          unchanged(current) ? { ...record, mayExist: true } : undefined,
        );
      result.stopped = true;
      break;
    }
  }
  return result;
}

export type WaitingEntry = MoodEntry & { sync: { refused?: Refusal } };

/** A waiting entry as the lists show it: as the person wrote it, with how it felt overall. */
export function asEntry(record: QueuedMood): WaitingEntry {
  const { body } = record;
  const given = body.pleasantnessDerived === true ? undefined : body.pleasantness;
  return {
    id: record.id,
    _id: record.id,
    date: new Date(body.date).toISOString(),
    primaryEmotion: body.primaryEmotion,
    subEmotion: body.subEmotion,
    score: body.score,
    pleasantness: given ?? derivePleasantness(body.primaryEmotion, body.score),
    pleasantnessDerived: given === undefined,
    factors: body.factors ?? [],
    notes: body.notes ?? '',
    creativeActivity: body.creativeActivity ?? { completed: false, duration: 0, type: '' },
    createdAt: record.queuedAt,
    updatedAt: record.updatedAt,
    sync: record.refused ? { refused: record.refused } : {},
  };
}

/**
 * The entries to list: those waiting here (in place of the server's copy of the same entry) and
 * the server's, newest first.
 */
export function withWaiting(server: MoodEntry[], waiting: WaitingEntry[]): MoodEntry[] {
  if (waiting.length === 0) return server;
  const ids = new Set(waiting.map((w) => w.id));
  return [...waiting, ...server.filter((e) => !ids.has(e.id))].sort(
    (a, b) => Date.parse(b.date) - Date.parse(a.date),
  );
}

export const isWaiting = (entry: MoodEntry): entry is WaitingEntry => 'sync' in entry;

/** Whether a waiting entry is one the list's filter asks for (instants, one emotion, one factor). */
export function matchesFilter(
  entry: MoodEntry,
  filter: { from?: string; to?: string; emotion?: string; factor?: string },
) {
  const at = Date.parse(entry.date);
  if (filter.from && at < Date.parse(filter.from)) return false;
  if (filter.to && at > Date.parse(filter.to)) return false;
  if (filter.emotion && entry.primaryEmotion !== filter.emotion) return false;
  return !filter.factor || entry.factors.includes(filter.factor);
}
