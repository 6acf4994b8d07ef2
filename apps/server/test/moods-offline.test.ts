import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENTRY_ID_MESSAGE,
  ENTRY_ID_TAKEN_MESSAGE,
  UPDATED_AT_MESSAGE,
} from '@moodcraft/core/moods/moods';
import { moodEntries } from '../src/db/schema';
import { createMoodEntry, createUser, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Entries logged without a connection: each carries an id made on the device, so sending it
 * again never stores it twice, and an edit made on two devices goes to the later one.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

const entry = {
  date: '2026-11-20T08:30:00Z',
  primaryEmotion: 'joy',
  subEmotion: 'happiness',
  score: 6,
  factors: ['Exercise'],
  notes: 'A walk before the rain',
};

const post = (user: TestUser | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/moods',
    headers: user?.auth ?? {},
    payload,
  });

const put = (user: TestUser, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/moods/${id}`, headers: user.auth, payload });

const listOf = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/moods', headers: user.auth })).json() as {
    id: string;
    notes: string;
    score: number;
    updatedAt: string;
  }[];

describe('an entry with an id made on the device', () => {
  it('is stored once however often it is sent, and answers the stored entry', async () => {
    const user = await createUser(t);
    const id = randomUUID();
    const first = await post(user, { ...entry, id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id, _id: id, notes: entry.notes });

    // sent again (no answer came the first time), even with other words: the stored one answers
    const again = await post(user, { ...entry, id, notes: 'changed on the way' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const list = await listOf(user);
    expect(list.map((e) => e.id)).toEqual([id]);
    const rows = await t.deps.database.db.select().from(moodEntries);
    expect(rows.filter((r) => r.id === id)).toHaveLength(1);
  });

  it('sent a few times at once, is still stored once', async () => {
    const user = await createUser(t);
    const id = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => post(user, { ...entry, id })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect((await listOf(user)).map((e) => e.id)).toEqual([id]);
  });

  it('refuses an id that is someone else’s entry, telling nothing about it', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const mine = await createMoodEntry(t, owner, { notes: 'only mine to read' });
    const res = await post(other, { ...entry, id: mine.id, notes: 'not yours' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ENTRY_ID_TAKEN_MESSAGE });
    expect(res.body).not.toContain('only mine');
    expect(await listOf(other)).toEqual([]);
    const [kept] = await listOf(owner);
    expect(kept).toMatchObject({ id: mine.id, notes: 'only mine to read' });
  });

  it('refuses an id that is not a UUID, saying what it must be', async () => {
    const user = await createUser(t);
    for (const id of ['123', '', 'a3bb189e-8bf9-3888-9912-ace4e6543002x', 42]) {
      const res = await post(user, { ...entry, id });
      expect(res.statusCode, String(id)).toBe(400);
      expect(res.json(), String(id)).toMatchObject({
        errors: [{ path: 'id', message: ENTRY_ID_MESSAGE }],
      });
    }
    expect(await listOf(user)).toEqual([]);
  });

  it('needs a session, like every mood route', async () => {
    const res = await post(null, { ...entry, id: randomUUID() });
    expect(res.statusCode).toBe(401);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/moods/${randomUUID()}`,
      payload: { ...entry, updatedAt: new Date().toISOString() },
    });
    expect(edit.statusCode).toBe(401);
  });

  it('without an id, is given one by the server as before', async () => {
    const user = await createUser(t);
    const a = await post(user, entry);
    const b = await post(user, entry);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).not.toBe(b.json().id);
  });
});

describe('an edit that says when it was made', () => {
  it('loses to a later edit already stored, and wins over an earlier one', async () => {
    const user = await createUser(t);
    const created = (await post(user, { ...entry, id: randomUUID() })).json();
    const base = Date.parse(created.updatedAt);
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    t.setNow(new Date(base + 60 * 60_000));
    try {
      // the laptop's edit, made ten minutes after the entry
      const laptop = await put(user, created.id, { ...entry, notes: 'laptop', updatedAt: at(10) });
      expect(laptop.statusCode).toBe(200);
      expect(laptop.json()).toMatchObject({ notes: 'laptop', updatedAt: at(10) });

      // the phone's edit, made offline five minutes after the entry, arrives later: it loses
      const phone = await put(user, created.id, { ...entry, notes: 'phone', updatedAt: at(5) });
      expect(phone.statusCode).toBe(200);
      expect(phone.json()).toEqual(laptop.json());
      expect((await listOf(user))[0]).toMatchObject({ notes: 'laptop', updatedAt: at(10) });

      // an edit made later than the stored one wins
      const later = await put(user, created.id, {
        ...entry,
        score: 9,
        notes: 'later',
        updatedAt: at(20),
      });
      expect(later.json()).toMatchObject({ notes: 'later', score: 9, updatedAt: at(20) });
      expect((await listOf(user))[0]).toMatchObject({ notes: 'later', score: 9 });
    } finally {
      t.setNow(null);
    }
  });

  it('from a clock that runs fast is stamped now, so later edits still win', async () => {
    const user = await createUser(t);
    const created = (await post(user, { ...entry, id: randomUUID() })).json();
    const now = new Date(Date.parse(created.updatedAt) + 60_000);
    t.setNow(now);
    try {
      const future = new Date(now.getTime() + 24 * 60 * 60_000).toISOString();
      const fast = await put(user, created.id, { ...entry, notes: 'fast', updatedAt: future });
      expect(fast.json()).toMatchObject({ notes: 'fast', updatedAt: now.toISOString() });
      const next = new Date(now.getTime() + 1000).toISOString();
      const after = await put(user, created.id, { ...entry, notes: 'after', updatedAt: next });
      expect(after.json()).toMatchObject({ notes: 'after' });
    } finally {
      t.setNow(null);
    }
  });

  it('sent back with the entry as it was read is applied and stamped now', async () => {
    const user = await createUser(t);
    const read = (await post(user, entry)).json();
    const edited = await put(user, read.id, { ...read, notes: 'read, then changed' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().notes).toBe('read, then changed');
    expect(Date.parse(edited.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(read.updatedAt));
  });

  it('is refused with a message when its time is not a time, and 404 for another’s entry', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const mine = (await post(owner, entry)).json();
    const bad = await put(owner, mine.id, { ...entry, updatedAt: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errors: [{ path: 'updatedAt', message: UPDATED_AT_MESSAGE }],
    });
    // an old edit of someone else's entry tells nothing about it either
    const foreign = await put(other, mine.id, { ...entry, updatedAt: '2020-01-01T00:00:00Z' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(entry.notes);
    expect((await listOf(owner))[0]).toMatchObject({ notes: entry.notes });
  });
});
