import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackers, trackerValues } from '../src/db/schema';
import { createMoodEntry, createUser, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
  // a fixed clock: mid-afternoon on 2026-11-20 in UTC
  t.setNow(new Date('2026-11-20T15:00:00Z'));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: user?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const SLEEP = { kind: 'numeric', name: 'Sleep', unit: 'hours', min: 0, max: 24, step: 0.5 };
const add = async (user: TestUser, body: object = SLEEP) => {
  const res = await call(user, 'POST', '/api/trackers', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string };
};
const log = (user: TestUser, id: string, day: string, value: unknown) =>
  call(user, 'PUT', `/api/trackers/${id}/values/${day}`, { value });

describe('tracker definitions', () => {
  it('adds, lists and changes trackers; yes-no and count scales are fixed', async () => {
    const user = await createUser(t);
    const sleep = await add(user);
    expect(sleep).toMatchObject({ ...SLEEP, archived: false, _id: sleep.id });
    const pill = await add(user, { kind: 'yes-no', name: 'Medication taken', min: 4, max: 9 });
    expect(pill).toMatchObject({ kind: 'yes-no', min: 0, max: 1, step: 1, unit: '' });
    const water = await add(user, { kind: 'count', name: 'Glasses of water', max: 20 });
    expect(water).toMatchObject({ min: 0, max: 20, step: 1 });

    const listed = (await call(user, 'GET', '/api/trackers')).json() as { name: string }[];
    expect(listed.map((x) => x.name)).toEqual(['Sleep', 'Medication taken', 'Glasses of water']);

    const renamed = await call(user, 'PUT', `/api/trackers/${sleep.id}`, {
      ...SLEEP,
      name: 'Sleep last night',
      max: 16,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Sleep last night', max: 16 });
  });

  it('refuses bad definitions with messages on their fields', async () => {
    const user = await createUser(t);
    const kind = await call(user, 'POST', '/api/trackers', { kind: 'mood', name: 'x' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errors).toEqual([
      { path: 'kind', message: 'kind must be numeric, yes-no or count' },
    ]);
    const range = await call(user, 'POST', '/api/trackers', { ...SLEEP, min: 10, max: 2 });
    expect(range.statusCode).toBe(400);
    expect(range.json().errors).toEqual([
      { path: 'max', message: 'The highest value must be above the lowest' },
    ]);
    const nameless = await call(user, 'POST', '/api/trackers', { ...SLEEP, name: '  ' });
    expect(nameless.json().message).toBe('Name is required');
    const sleep = await add(user);
    const kindChange = await call(user, 'PUT', `/api/trackers/${sleep.id}`, {
      ...SLEEP,
      kind: 'count',
    });
    expect(kindChange.statusCode).toBe(400);
    expect(kindChange.json().message).toBe(
      'A tracker’s kind cannot change: add a new tracker instead',
    );
  });

  it('stores the name and unit encrypted, the scale plain', async () => {
    const user = await createUser(t);
    const sleep = await add(user, { ...SLEEP, name: 'Sertraline 50 mg', unit: 'tablets' });
    const [row] = await t.deps.database.db.select().from(trackers).where(eq(trackers.id, sleep.id));
    expect(row!.name).not.toContain('Sertraline');
    expect(row!.unit).not.toContain('tablets');
    expect(row!.max).toBe(24);
  });

  it('keeps at most 30 in use; an archived one makes room', async () => {
    const user = await createUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 30; i++)
      ids.push((await add(user, { kind: 'count', name: `Count ${i}` })).id);
    const full = await call(user, 'POST', '/api/trackers', SLEEP);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(
      'You can keep up to 30 trackers. Archive or delete one to add another.',
    );
    const archived = await call(user, 'PUT', `/api/trackers/${ids[0]}`, {
      kind: 'count',
      name: 'Count 0',
      archived: true,
    });
    expect(archived.json().archived).toBe(true);
    await add(user);
    // and it cannot come back while 30 are in use
    const back = await call(user, 'PUT', `/api/trackers/${ids[0]}`, {
      kind: 'count',
      name: 'Count 0',
      archived: false,
    });
    expect(back.statusCode).toBe(409);
  });

  it('deletes a tracker without values; archives one with values, and says so', async () => {
    const user = await createUser(t);
    const empty = await add(user);
    expect((await call(user, 'DELETE', `/api/trackers/${empty.id}`)).statusCode).toBe(204);

    const sleep = await add(user);
    expect((await log(user, sleep.id, '2026-11-19', 7)).statusCode).toBe(200);
    const first = await call(user, 'DELETE', `/api/trackers/${sleep.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(
      'Sleep has values, so it was archived instead of deleted: its history stays in your charts and export. Delete it again to remove it and its values for good.',
    );
    expect(first.json().tracker.archived).toBe(true);
    const archivedLog = await log(user, sleep.id, '2026-11-20', 8);
    expect(archivedLog.statusCode).toBe(409);
    expect(archivedLog.json().message).toBe('Sleep is archived: restore it to log values again');

    const second = await call(user, 'DELETE', `/api/trackers/${sleep.id}`);
    expect(second.statusCode).toBe(204);
    const left = await t.deps.database.db
      .select()
      .from(trackerValues)
      .where(eq(trackerValues.trackerId, sleep.id));
    expect(left).toEqual([]);
    expect((await call(user, 'GET', '/api/trackers')).json()).toEqual([]);
  });
});

describe('values by day', () => {
  it('logs, replaces, lists and clears a day’s value', async () => {
    const user = await createUser(t);
    const sleep = await add(user);
    expect((await log(user, sleep.id, '2026-11-18', 6)).json()).toMatchObject({
      trackerId: sleep.id,
      day: '2026-11-18',
      value: 6,
    });
    await log(user, sleep.id, '2026-11-18', 7.5);
    await log(user, sleep.id, '2026-11-20', 8);
    const listed = await call(user, 'GET', '/api/trackers/values?from=2026-11-01&to=2026-11-30');
    expect(listed.statusCode).toBe(200);
    expect(
      listed.json().values.map((v: { day: string; value: number }) => [v.day, v.value]),
    ).toEqual([
      ['2026-11-18', 7.5],
      ['2026-11-20', 8],
    ]);
    // the last 90 days unless asked
    const recent = (await call(user, 'GET', '/api/trackers/values')).json();
    expect(recent).toMatchObject({ from: '2026-08-23', to: '2026-11-20' });
    expect(recent.values).toHaveLength(2);

    const cleared = await call(user, 'DELETE', `/api/trackers/${sleep.id}/values/2026-11-18`);
    expect(cleared.statusCode).toBe(204);
    const after = (await call(user, 'GET', '/api/trackers/values')).json();
    expect(after.values.map((v: { day: string }) => v.day)).toEqual(['2026-11-20']);
  });

  it('refuses a value off the scale, a bad day and a day still to come', async () => {
    const user = await createUser(t);
    const sleep = await add(user);
    const high = await log(user, sleep.id, '2026-11-19', 25);
    expect(high.statusCode).toBe(400);
    expect(high.json()).toEqual({
      message: 'Sleep must be between 0 and 24',
      errors: [{ path: 'value', message: 'Sleep must be between 0 and 24' }],
    });
    const offStep = await log(user, sleep.id, '2026-11-19', 7.2);
    expect(offStep.json().message).toBe('Sleep goes in steps of 0.5 from 0');
    const text = await log(user, sleep.id, '2026-11-19', 'seven');
    expect(text.statusCode).toBe(400);
    expect(text.json().errors[0]).toMatchObject({ path: 'value' });

    const badDay = await log(user, sleep.id, '2026-02-30', 7);
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().errors).toEqual([
      { path: 'params.day', message: 'Use a real day like 2026-11-01' },
    ]);
    const tomorrow = await log(user, sleep.id, '2026-11-21', 7);
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().message).toBe('A value can be logged for today or an earlier day');

    const pill = await add(user, { kind: 'yes-no', name: 'Medication taken' });
    expect((await log(user, pill.id, '2026-11-19', 2)).json().message).toBe(
      'value must be 1 (yes) or 0 (no)',
    );
    const backwards = await call(user, 'GET', '/api/trackers/values?from=2026-11-10&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The period must start before it ends');
  });

  it('“today” is the person’s own: in Sydney it is already the next day', async () => {
    const user = await createUser(t);
    await call(user, 'PUT', '/api/users/settings', { timeZone: 'Australia/Sydney' });
    const sleep = await add(user);
    // 15:00 UTC on the 20th is 02:00 on the 21st in Sydney
    expect((await log(user, sleep.id, '2026-11-21', 7)).statusCode).toBe(200);
    expect((await log(user, sleep.id, '2026-11-22', 7)).statusCode).toBe(400);
  });
});

describe('what goes with my mood', () => {
  it('says nothing before 14 paired days, then speaks in plain words with the day count', async () => {
    const user = await createUser(t);
    const sleep = await add(user);
    const seed = async (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const day = `2026-10-${String(i + 1).padStart(2, '0')}`;
        const long = i % 2 === 0;
        await log(user, sleep.id, day, long ? 8 : 5);
        await createMoodEntry(t, user, { date: `${day}T12:00:00Z`, pleasantness: long ? 8 : 4 });
      }
    };
    await seed(0, 13);
    const early = (await call(user, 'GET', '/api/trackers/insights')).json();
    expect(early).toMatchObject({ minimumDays: 14, mostPairedDays: 13, links: [] });

    await seed(13, 20);
    const res = await call(user, 'GET', '/api/trackers/insights');
    expect(res.statusCode).toBe(200);
    const same = res
      .json()
      .links.find((l: { key: string; lag: string }) => l.key === sleep.id && l.lag === 'same-day');
    expect(same).toMatchObject({ withAverage: 8, withoutAverage: 4, days: 20 });
    expect(same.text).toBe(
      'On days you logged Sleep at 6.5 hours or more, your mood averaged 8, against 4 on days below that — 20 days.',
    );
  });
});

describe('access', () => {
  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/trackers'],
      ['POST', '/api/trackers'],
      ['GET', '/api/trackers/values'],
      ['GET', '/api/trackers/insights'],
    ] as const) {
      expect(
        (await call(null, method, url, method === 'POST' ? SLEEP : undefined)).statusCode,
      ).toBe(401);
    }
  });

  it('another person’s tracker is not found, and stays as it was', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const sleep = await add(owner);
    await log(owner, sleep.id, '2026-11-19', 7);
    const attempts = [
      await call(other, 'PUT', `/api/trackers/${sleep.id}`, SLEEP),
      await call(other, 'DELETE', `/api/trackers/${sleep.id}`),
      await log(other, sleep.id, '2026-11-19', 1),
      await call(other, 'DELETE', `/api/trackers/${sleep.id}/values/2026-11-19`),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'This tracker does not exist' });
    }
    expect((await call(other, 'GET', '/api/trackers')).json()).toEqual([]);
    expect((await call(other, 'GET', '/api/trackers/values')).json().values).toEqual([]);
    const mine = (await call(owner, 'GET', '/api/trackers/values')).json().values;
    expect(mine).toMatchObject([{ day: '2026-11-19', value: 7 }]);
  });

  it('exports trackers and values in the JSON and CSV', async () => {
    const user = await createUser(t);
    const sleep = await add(user);
    await log(user, sleep.id, '2026-11-19', 7.5);
    const json = (await call(user, 'GET', '/api/users/export?format=json')).json();
    expect(json.trackers).toMatchObject([{ id: sleep.id, name: 'Sleep', unit: 'hours' }]);
    expect(json.trackerValues).toEqual([{ trackerId: sleep.id, day: '2026-11-19', value: 7.5 }]);
  });
});
