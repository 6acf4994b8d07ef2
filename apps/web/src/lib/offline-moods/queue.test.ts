import { describe, expect, it } from 'vitest';
import type { MoodEntry, MoodEntryInput } from '@moodcraft/core/moods/moods';
import { memoryStore } from './memory-store';
import {
  asEntry,
  flushQueue,
  keepForLater,
  matchesFilter,
  newEntryId,
  waitingOf,
  withWaiting,
  type QueuedMood,
  type SendResult,
} from './queue';
import { flushedText } from './texts';

const ME = 'a1f0c3d2-0000-4000-8000-000000000001';
const SOMEONE_ELSE = 'a1f0c3d2-0000-4000-8000-000000000002';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));

const body = (notes: string): MoodEntryInput => ({
  date: at(0).toISOString(),
  primaryEmotion: 'joy',
  subEmotion: 'optimism',
  score: 6,
  factors: ['Exercise'],
  notes,
});

/** The server's answer for a record: the entry as sent, stamped with the record's time. */
function stored(record: QueuedMood): MoodEntry {
  const { sync: _sync, ...entry } = asEntry(record);
  return entry;
}

async function keepNew(store: ReturnType<typeof memoryStore>, notes: string, minute: number) {
  return keepForLater(store, {
    userId: ME,
    id: newEntryId(),
    kind: 'create',
    body: body(notes),
    now: at(minute),
  });
}

describe('keeping an entry on the device', () => {
  it('keeps a new entry with its own id and the time it was made', async () => {
    const store = memoryStore();
    const kept = await keepNew(store, 'by the river', 1);
    expect(kept.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(kept).toMatchObject({ userId: ME, kind: 'create', updatedAt: at(1).toISOString() });
    expect(await waitingOf(store, ME)).toEqual([kept]);
    expect(await waitingOf(store, SOMEONE_ELSE)).toEqual([]);
  });

  it('changes an entry where it waits: still new, no longer refused, its time moved on', async () => {
    const store = memoryStore();
    const kept = await keepNew(store, 'first words', 1);
    await store.put({ ...kept, refused: { status: 400, message: 'Notes are too long' } });
    const changed = await keepForLater(store, {
      userId: ME,
      id: kept.id,
      kind: 'edit',
      body: body('second words'),
      now: at(5),
    });
    expect(changed).toMatchObject({ kind: 'create', updatedAt: at(5).toISOString() });
    expect(changed.refused).toBeUndefined();
    expect((await store.get(kept.id))!.body.notes).toBe('second words');
  });

  it('dates a change after the version it was made on, even when this clock is behind', async () => {
    const store = memoryStore();
    // the entry as read says it was changed at 9:10; this device's clock says 9:05
    const change = await keepForLater(store, {
      userId: ME,
      id: newEntryId(),
      kind: 'edit',
      body: body('changed'),
      now: at(5),
      basis: at(10).toISOString(),
    });
    expect(Date.parse(change.updatedAt)).toBe(at(10).getTime() + 1);
    // and a clock set back between two changes never dates the second before the first
    const again = await keepForLater(store, { ...change, body: body('again'), now: at(0) });
    expect(Date.parse(again.updatedAt)).toBeGreaterThan(Date.parse(change.updatedAt));
  });
});

describe('sending what waits', () => {
  it('sends the person’s entries oldest first and forgets each once sent', async () => {
    const store = memoryStore();
    const first = await keepNew(store, 'first', 1);
    const second = await keepNew(store, 'second', 2);
    await store.put({ ...first, id: newEntryId(), userId: SOMEONE_ELSE });
    const sent: string[] = [];
    const result = await flushQueue(store, ME, async (record) => {
      sent.push(record.body.notes!);
      return { outcome: 'sent', entry: stored(record) };
    });
    expect(sent).toEqual(['first', 'second']);
    expect(result).toMatchObject({ refused: [], stopped: false });
    expect(result.sent.map((e) => e.id)).toEqual([first.id, second.id]);
    expect(await waitingOf(store, ME)).toEqual([]);
    // another person's entry is neither sent nor forgotten
    expect(await waitingOf(store, SOMEONE_ELSE)).toHaveLength(1);
  });

  it('keeps a refused entry, marked with the server’s message, and goes on with the rest', async () => {
    const store = memoryStore();
    const bad = await keepNew(store, 'refused', 1);
    const good = await keepNew(store, 'fine', 2);
    const result = await flushQueue(store, ME, async (record) =>
      record.id === bad.id
        ? { outcome: 'refused', refusal: { status: 400, message: 'Choose at most 18 factors' } }
        : { outcome: 'sent', entry: stored(record) },
    );
    expect(result.refused.map((r) => r.id)).toEqual([bad.id]);
    const [left] = await waitingOf(store, ME);
    expect(left).toMatchObject({
      id: bad.id,
      refused: { status: 400, message: 'Choose at most 18 factors' },
    });
    expect(asEntry(left!).sync.refused?.message).toBe('Choose at most 18 factors');
    expect(await store.get(good.id)).toBeUndefined();

    // a refusal waits for the person: the next send leaves it alone
    let asked = 0;
    await flushQueue(store, ME, async (record) => {
      asked++;
      return { outcome: 'sent', entry: stored(record) };
    });
    expect(asked).toBe(0);
    expect(await store.get(bad.id)).toBeDefined();
  });

  it('tries an entry refused for a session that had ended again, once signed in', async () => {
    const store = memoryStore();
    const kept = await keepNew(store, 'signed out', 1);
    await store.put({ ...kept, refused: { status: 401, message: 'Not signed in' } });
    const result = await flushQueue(store, ME, async (record) => ({
      outcome: 'sent',
      entry: stored(record),
    }));
    expect(result.sent).toHaveLength(1);
    expect(await waitingOf(store, ME)).toEqual([]);
  });

  it('gives a new entry whose id turns out to be someone else’s a new id, and sends it again', async () => {
    const store = memoryStore();
    const kept = await keepNew(store, 'unlucky id', 1);
    const ids: string[] = [];
    const result = await flushQueue(store, ME, async (record) => {
      ids.push(record.id);
      return ids.length === 1
        ? { outcome: 'refused', refusal: { status: 409, message: 'This id is already in use' } }
        : { outcome: 'sent', entry: stored(record) };
    });
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(kept.id);
    expect(ids[1]).not.toBe(kept.id);
    expect(result).toMatchObject({ refused: [] });
    expect(result.sent.map((e) => e.notes)).toEqual(['unlucky id']);
    expect(await waitingOf(store, ME)).toEqual([]);
  });

  it('stops at the first send without an answer, and sends that one again as possibly stored', async () => {
    const store = memoryStore();
    const first = await keepNew(store, 'first', 1);
    await keepNew(store, 'second', 2);
    const tried: string[] = [];
    const result = await flushQueue(store, ME, async (record): Promise<SendResult> => {
      tried.push(record.id);
      throw new TypeError('Failed to fetch');
    });
    expect(result.stopped).toBe(true);
    expect(tried).toEqual([first.id]);
    expect(await waitingOf(store, ME)).toHaveLength(2);
    expect((await store.get(first.id))!.mayExist).toBe(true);
  });

  it('keeps a change made while the entry was on its way, as a change to send next', async () => {
    const store = memoryStore();
    const kept = await keepNew(store, 'on its way', 1);
    await flushQueue(store, ME, async (record) => {
      // the person edits it while the request is out
      await keepForLater(store, {
        userId: ME,
        id: record.id,
        kind: 'edit',
        body: body('changed meanwhile'),
        now: at(3),
      });
      return { outcome: 'sent', entry: stored(record) };
    });
    expect(await store.get(kept.id)).toMatchObject({
      kind: 'edit',
      body: { notes: 'changed meanwhile' },
    });
  });
});

describe('waiting entries in the lists', () => {
  it('show as written, in place of the server’s copy, newest first', () => {
    const record: QueuedMood = {
      id: newEntryId(),
      userId: ME,
      kind: 'edit',
      body: { ...body('changed offline'), date: at(30).toISOString(), score: 8 },
      updatedAt: at(31).toISOString(),
      queuedAt: at(31).toISOString(),
    };
    const waiting = asEntry(record);
    expect(waiting).toMatchObject({ score: 8, pleasantness: 9, pleasantnessDerived: true });
    const server = [
      { ...stored(record), notes: 'as on the server', date: at(30).toISOString() },
      { ...stored(record), id: newEntryId(), date: at(45).toISOString() },
      { ...stored(record), id: newEntryId(), date: at(10).toISOString() },
    ];
    const listed = withWaiting(server, [waiting]);
    expect(listed.map((e) => e.date)).toEqual([at(45), at(30), at(10)].map((d) => d.toISOString()));
    expect(listed[1]).toBe(waiting);
    expect(listed).toHaveLength(3);
  });

  it('follow the list’s filter', () => {
    const entry = asEntry({
      id: newEntryId(),
      userId: ME,
      kind: 'create',
      body: body('x'),
      updatedAt: at(1).toISOString(),
      queuedAt: at(1).toISOString(),
    });
    expect(matchesFilter(entry, {})).toBe(true);
    expect(matchesFilter(entry, { emotion: 'joy', factor: 'Exercise' })).toBe(true);
    expect(matchesFilter(entry, { emotion: 'sadness' })).toBe(false);
    expect(matchesFilter(entry, { factor: 'Work' })).toBe(false);
    expect(matchesFilter(entry, { from: at(1).toISOString() })).toBe(false);
    expect(matchesFilter(entry, { to: at(-1).toISOString() })).toBe(false);
  });
});

describe('what the person is told after a send', () => {
  const entry = { id: '1' } as MoodEntry;
  const record = { id: '1' } as QueuedMood;
  it('names a refusal first, then a change kept from elsewhere, else what went out', () => {
    const none = { sent: [], superseded: [], refused: [], stopped: false };
    expect(flushedText(none)).toBeNull();
    expect(flushedText({ ...none, sent: [entry, entry, entry] })).toEqual({
      text: '3 moods waiting on this device were sent.',
      severity: 'success',
    });
    expect(flushedText({ ...none, sent: [entry], superseded: [entry] })?.severity).toBe('info');
    expect(flushedText({ ...none, sent: [entry], refused: [record] })).toEqual({
      text: 'One mood could not be sent: see the entry marked “Not sent”.',
      severity: 'error',
    });
  });
});
