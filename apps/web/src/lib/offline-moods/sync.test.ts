import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MoodEntryInput } from '@moodcraft/core/moods/moods';
import { ApiError } from '../api-client';
import { memoryStore } from './memory-store';
import type { QueuedMood } from './queue';

// the browser's IndexedDB, as a map: the rules are the queue's own (offline-queue.test.ts)
const store = vi.hoisted(() => ({ current: null as ReturnType<typeof memoryStore> | null }));
vi.mock('./store', () => ({
  queueSupported: () => true,
  get indexedDbStore() {
    return store.current;
  },
  deleteQueue: async () => store.current?.clear(),
}));

const { saveMood, sendWaiting, sendWaitingNow, waitingCount, discardAllWaiting } =
  await import('./sync');

const ME = 'a1f0c3d2-0000-4000-8000-000000000001';
const ENTRY_ID = 'b2e1d4c3-0000-4000-8000-000000000009';

const body: MoodEntryInput = {
  date: '2026-11-26T09:00:00.000Z',
  primaryEmotion: 'calm',
  subEmotion: 'peace',
  score: 4,
  factors: [],
  notes: 'Tea on the step',
};

type Call = { url: string; method: string; body: Record<string, unknown> };
let calls: Call[];

/** Answers each request with the next of `answers`: a status and body, or an Error thrown. */
function serve(...answers: ({ status: number; json?: object } | Error)[]) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', body: JSON.parse(String(init.body ?? '{}')) });
    const answer = answers.shift() ?? new TypeError('Failed to fetch');
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.json ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

const entryAnswer = (over: object = {}) => ({
  id: ENTRY_ID,
  ...body,
  updatedAt: '2026-11-26T09:00:00.000Z',
  ...over,
});

beforeEach(() => {
  store.current = memoryStore();
  calls = [];
  localStorage.setItem('user', JSON.stringify({ id: ME, username: 'Robin' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('saving a mood', () => {
  it('online, sends a new entry with an id made on the device', async () => {
    online(true);
    serve({ status: 201, json: entryAnswer() });
    const saved = await saveMood({ body });
    expect(saved.waiting).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/moods',
      method: 'POST',
      body: { notes: body.notes },
    });
    expect(calls[0]!.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await store.current!.all()).toEqual([]);
  });

  it('offline, keeps it on the device without trying the network, shown as waiting', async () => {
    online(false);
    serve();
    const saved = await saveMood({ body });
    expect(calls).toEqual([]);
    expect(saved.waiting).toBe(true);
    expect(saved.entry).toMatchObject({ notes: 'Tea on the step', sync: {} });
    const [kept] = await store.current!.all();
    expect(kept).toMatchObject({ id: saved.entry.id, userId: ME, kind: 'create' });
    expect(await waitingCount(ME)).toBe(1);
  });

  it('keeps it when the request gets no answer, to be sent again under the same id', async () => {
    online(true);
    serve(new TypeError('Failed to fetch'));
    const saved = await saveMood({ body });
    expect(saved.waiting).toBe(true);
    const [kept] = await store.current!.all();
    expect(kept).toMatchObject({ id: calls[0]!.body.id, mayExist: true });
  });

  it('does not keep one the server refused: the person sees why at once', async () => {
    online(true);
    serve({ status: 400, json: { message: 'Please select an emotion' } });
    await expect(saveMood({ body })).rejects.toBeInstanceOf(ApiError);
    expect(await store.current!.all()).toEqual([]);
  });

  it('changes an entry that waits where it waits', async () => {
    online(false);
    serve();
    const first = await saveMood({ body });
    const changed = await saveMood({
      id: first.entry.id,
      body: { ...body, notes: 'and a biscuit' },
    });
    expect(changed.waiting).toBe(true);
    const all = await store.current!.all();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ kind: 'create', body: { notes: 'and a biscuit' } });
  });

  it('offline, keeps a change to an entry on the server, dated after the version it changed', async () => {
    online(false);
    serve();
    const basis = '2999-01-01T00:00:00.000Z';
    await saveMood({ id: ENTRY_ID, body, basis });
    const [kept] = await store.current!.all();
    expect(kept).toMatchObject({ id: ENTRY_ID, kind: 'edit' });
    expect(Date.parse(kept!.updatedAt)).toBe(Date.parse(basis) + 1);
  });
});

describe('sending a waiting entry', () => {
  const record = (over: Partial<QueuedMood> = {}): QueuedMood => ({
    id: ENTRY_ID,
    userId: ME,
    kind: 'create',
    body,
    updatedAt: '2026-11-26T09:05:00.000Z',
    queuedAt: '2026-11-26T09:05:00.000Z',
    ...over,
  });

  it('sends a new one with its id, and a change with the time it was made', async () => {
    serve({ status: 201, json: entryAnswer() }, { status: 200, json: entryAnswer() });
    expect((await sendWaiting(record())).outcome).toBe('sent');
    expect(await sendWaiting(record({ kind: 'edit' }))).toMatchObject({
      outcome: 'sent',
      superseded: false,
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/moods',
      `PUT /api/moods/${ENTRY_ID}`,
    ]);
    expect(calls[0]!.body.id).toBe(ENTRY_ID);
    expect(calls[1]!.body.updatedAt).toBe('2026-11-26T09:05:00.000Z');
  });

  it('puts the latest words over a copy that may have arrived unanswered', async () => {
    serve(
      { status: 200, json: entryAnswer({ notes: 'older words' }) },
      { status: 200, json: entryAnswer() },
    );
    const result = await sendWaiting(record({ mayExist: true }));
    expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT']);
    expect(result).toMatchObject({ outcome: 'sent', entry: { notes: body.notes } });
  });

  it('says when the server kept a change made later elsewhere', async () => {
    serve({ status: 200, json: entryAnswer({ updatedAt: '2026-11-26T10:00:00.000Z' }) });
    expect(await sendWaiting(record({ kind: 'edit' }))).toMatchObject({ superseded: true });
  });

  it('tells a refusal (4xx) from no answer (offline, or the server in trouble)', async () => {
    serve(
      { status: 409, json: { message: 'This id is already in use' } },
      { status: 503, json: { message: 'Down for a moment' } },
      new TypeError('Failed to fetch'),
    );
    expect(await sendWaiting(record())).toEqual({
      outcome: 'refused',
      refusal: { status: 409, message: 'This id is already in use' },
    });
    expect(await sendWaiting(record())).toEqual({ outcome: 'unanswered' });
    expect(await sendWaiting(record())).toEqual({ outcome: 'unanswered' });
  });
});

describe('when the connection returns', () => {
  it('sends three entries logged offline exactly once each', async () => {
    online(false);
    serve();
    for (const notes of ['one', 'two', 'three']) await saveMood({ body: { ...body, notes } });
    online(true);
    serve(
      ...['one', 'two', 'three'].map((notes) => ({ status: 201, json: entryAnswer({ notes }) })),
    );
    await sendWaitingNow();
    expect(calls.map((c) => c.body.notes)).toEqual(['one', 'two', 'three']);
    expect(new Set(calls.map((c) => c.body.id)).size).toBe(3);
    expect(await waitingCount(ME)).toBe(0);
  });

  it('forgets every waiting entry when the person agrees to discard them', async () => {
    online(false);
    serve();
    await saveMood({ body });
    await discardAllWaiting();
    expect(await waitingCount(ME)).toBe(0);
  });
});
