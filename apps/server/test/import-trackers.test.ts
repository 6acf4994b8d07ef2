import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
  // a fixed clock: mid-afternoon on 2026-11-20 in UTC
  t.setNow(new Date('2026-11-20T15:00:00Z'));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: user?.auth ?? {},
    ...(payload === undefined ? {} : { payload }),
  });

const HEADER = 'date,date formatted,weekday,time of day,category,rating/amount,detail,notes';
/** Two days of a Bearable export: moods, sleep, energy (twice on one day) and a symptom. */
const FILE = [
  HEADER,
  '2026-11-18,18th Nov 2026,Wednesday,am,Mood,7,calm,',
  '2026-11-18,18th Nov 2026,Wednesday,,Sleep,7.5,,',
  '2026-11-18,18th Nov 2026,Wednesday,am,Energy,4,,',
  '2026-11-18,18th Nov 2026,Wednesday,pm,Energy,2,,',
  '2026-11-19,19th Nov 2026,Thursday,pm,Mood,5,,',
  '2026-11-19,19th Nov 2026,Thursday,,Sleep,6,,',
  '2026-11-19,19th Nov 2026,Thursday,all day,Symptoms,2,Headache,',
].join('\n');

const SLEEP = { kind: 'numeric', name: 'Sleep', unit: 'hours', min: 0, max: 24, step: 0.5 };

const preview = (user: TestUser, content: string, extra: object = {}) =>
  call(user, 'POST', '/api/moods/import/preview', { content, ...extra });
const runImport = (user: TestUser, content: string, extra: object = {}) =>
  call(user, 'POST', '/api/moods/import', { content, ...extra });
const trackersOf = async (user: TestUser) =>
  (await call(user, 'GET', '/api/trackers')).json() as {
    id: string;
    name: string;
    unit: string;
    min: number;
    max: number;
    step: number;
  }[];
const valuesOf = async (user: TestUser) =>
  (await call(user, 'GET', '/api/trackers/values?from=2026-11-01&to=2026-11-20')).json().values as {
    trackerId: string;
    day: string;
    value: number;
  }[];
const moodsOf = async (user: TestUser) =>
  (await call(user, 'GET', '/api/moods')).json() as unknown[];

describe('importing Bearable’s numeric rows into trackers', () => {
  it('previews the trackers to add, adds them once confirmed, and a second import adds nothing', async () => {
    const user = await createUser(t);
    const seen = await preview(user, FILE, { addTrackers: true });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ format: 'bearable', total: 2, duplicates: 0 });
    expect(seen.json().trackers).toEqual([
      {
        ...SLEEP,
        new: true,
        values: 2,
        duplicates: 0,
        merged: 0,
      },
      {
        kind: 'numeric',
        name: 'Energy',
        unit: '',
        min: 1,
        max: 5,
        step: 1,
        new: true,
        values: 1,
        duplicates: 0,
        merged: 1,
      },
      {
        kind: 'numeric',
        name: 'Headache',
        unit: '',
        min: 0,
        max: 10,
        step: 1,
        new: true,
        values: 1,
        duplicates: 0,
        merged: 0,
      },
    ]);
    // a preview saves nothing
    expect(await trackersOf(user)).toEqual([]);

    const first = await runImport(user, FILE, { addTrackers: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      format: 'bearable',
      total: 2,
      imported: 2,
      skipped: 0,
      trackers: { added: ['Sleep', 'Energy', 'Headache'], imported: 4, skipped: 0 },
    });
    const [sleep, energy, headache] = await trackersOf(user);
    expect(sleep).toMatchObject(SLEEP);
    expect(energy).toMatchObject({ name: 'Energy', min: 1, max: 5 });
    expect(headache).toMatchObject({ name: 'Headache' });
    const named = new Map([sleep, energy, headache].map((x) => [x!.id, x!.name]));
    // the energy of the 18th was read twice: the day keeps their average
    expect(
      (await valuesOf(user)).map((v) => `${v.day} ${named.get(v.trackerId)} ${v.value}`).sort(),
    ).toEqual([
      '2026-11-18 Energy 3',
      '2026-11-18 Sleep 7.5',
      '2026-11-19 Headache 2',
      '2026-11-19 Sleep 6',
    ]);

    const again = await preview(user, FILE, { addTrackers: true });
    expect(again.json().duplicates).toBe(2);
    expect(again.json().trackers.map((x: { new: boolean }) => x.new)).toEqual([
      false,
      false,
      false,
    ]);
    const second = await runImport(user, FILE, { addTrackers: true });
    expect(second.json()).toMatchObject({
      format: 'bearable',
      total: 2,
      imported: 0,
      skipped: 2,
      trackers: { added: [], imported: 0, skipped: 4 },
    });
    expect(await trackersOf(user)).toHaveLength(3);
    expect(await valuesOf(user)).toHaveLength(4);
    expect(await moodsOf(user)).toHaveLength(2);
  });

  it('matches the person’s trackers by name, whatever the case, and keeps a day’s own value', async () => {
    const user = await createUser(t);
    const own = (await call(user, 'POST', '/api/trackers', { ...SLEEP, name: 'sleep' })).json();
    await call(user, 'PUT', `/api/trackers/${own.id}/values/2026-11-19`, { value: 8 });
    const seen = (await preview(user, FILE)).json();
    expect(seen.trackers[0]).toMatchObject({ name: 'sleep', new: false, values: 2, duplicates: 1 });
    // without addTrackers, values of trackers the person does not have are left out
    const res = await runImport(user, FILE);
    expect(res.json().trackers).toEqual({ added: [], imported: 1, skipped: 3 });
    expect((await trackersOf(user)).map((x) => x.name)).toEqual(['sleep']);
    expect(await valuesOf(user)).toMatchObject([
      { day: '2026-11-18', value: 7.5 },
      { day: '2026-11-19', value: 8 },
    ]);
  });

  it('refuses values off a tracker’s scale, naming each line, and saves nothing', async () => {
    const user = await createUser(t);
    const bad = FILE.replace('Sleep,6,', 'Sleep,26,').replace('pm,Energy,2', 'pm,Energy,9');
    for (const url of ['/api/moods/import/preview', '/api/moods/import']) {
      const res = await call(user, 'POST', url, { content: bad, addTrackers: true });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        message: 'Line 5: Energy must be between 1 and 5 (and 1 more)',
        errors: [
          { path: 'content', message: 'Line 5: Energy must be between 1 and 5' },
          { path: 'content', message: 'Line 7: Sleep must be between 0 and 24' },
        ],
      });
    }
    expect(await trackersOf(user)).toEqual([]);
    expect(await moodsOf(user)).toEqual([]);
  });

  it('refuses a day after today, a tracker that is archived, and an unreadable sleep', async () => {
    const user = await createUser(t);
    const future = FILE.replace(
      '2026-11-19,19th Nov 2026,Thursday,,Sleep',
      '2026-11-19,21st Nov 2026,Saturday,,Sleep',
    );
    const late = await preview(user, future, { addTrackers: true });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      'Line 7: Sleep is dated 2026-11-21, after today: a value can be logged for today or an earlier day',
    );

    const pain = (await call(user, 'POST', '/api/trackers', { ...SLEEP, name: 'Headache' })).json();
    await call(user, 'PUT', `/api/trackers/${pain.id}/values/2026-11-01`, { value: 1 });
    await call(user, 'PUT', `/api/trackers/${pain.id}`, {
      ...SLEEP,
      name: 'Headache',
      archived: true,
    });
    const archived = await runImport(user, FILE, { addTrackers: true });
    expect(archived.statusCode).toBe(400);
    expect(archived.json().message).toBe(
      'Line 8: Headache is archived: restore it on the Trackers page to import its values',
    );

    const words = await runImport(user, FILE.replace('Sleep,7.5', 'Sleep,plenty'));
    expect(words.statusCode).toBe(400);
    expect(words.json().message).toBe('Line 3: sleep must be a number of hours, not “plenty”');
    expect(await moodsOf(user)).toEqual([]);
    expect((await valuesOf(user)).map((v) => v.value)).toEqual([1]);
  });

  it('keeps to 30 trackers in use: a file that would pass it saves nothing', async () => {
    const user = await createUser(t);
    for (let i = 1; i <= 28; i++)
      expect(
        (await call(user, 'POST', '/api/trackers', { kind: 'count', name: `Thing ${i}` }))
          .statusCode,
      ).toBe(201);
    const res = await runImport(user, FILE, { addTrackers: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'This file would add 3 trackers (Sleep, Energy, Headache), and you can keep up to 30 in use. Archive or delete some on the Trackers page first, or import without adding trackers.',
    );
    expect(await trackersOf(user)).toHaveLength(28);
    expect(await moodsOf(user)).toEqual([]);
    // without adding trackers, the moods come in
    expect((await runImport(user, FILE)).json()).toMatchObject({
      imported: 2,
      trackers: { added: [], imported: 0, skipped: 4 },
    });
  });

  it('refuses an addTrackers that is not true or false', async () => {
    const user = await createUser(t);
    const res = await runImport(user, FILE, { addTrackers: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'addTrackers', message: 'addTrackers must be true or false' },
    ]);
  });

  it('answers 401 without a session', async () => {
    for (const url of ['/api/moods/import/preview', '/api/moods/import'])
      expect((await call(null, 'POST', url, { content: FILE, addTrackers: true })).statusCode).toBe(
        401,
      );
  });

  it('never reads nor changes another person’s trackers of the same name', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const theirs = (await call(owner, 'POST', '/api/trackers', SLEEP)).json();
    await call(owner, 'PUT', `/api/trackers/${theirs.id}/values/2026-11-18`, { value: 9 });
    const seen = (await preview(other, FILE, { addTrackers: true })).json();
    expect(seen.trackers[0]).toMatchObject({ name: 'Sleep', new: true, duplicates: 0 });
    const res = (await runImport(other, FILE, { addTrackers: true })).json();
    expect(res.trackers).toMatchObject({ added: ['Sleep', 'Energy', 'Headache'], imported: 4 });
    const mine = await trackersOf(other);
    expect(mine.map((x) => x.id)).not.toContain(theirs.id);
    expect(await trackersOf(owner)).toHaveLength(1);
    expect(await valuesOf(owner)).toMatchObject([
      { trackerId: theirs.id, day: '2026-11-18', value: 9 },
    ]);
  });
});

describe('a MoodCraft export brings its trackers back', () => {
  const PAIN = { kind: 'numeric', name: 'Pain', unit: '', min: 0, max: 10, step: 1 };
  const WALKS = { kind: 'count', name: 'Walks', unit: 'walks', min: 0, max: 20, step: 1 };
  const WATER = { kind: 'count', name: 'Water', unit: 'glasses', min: 0, max: 100, step: 1 };
  const exported = async (user: TestUser) =>
    (await call(user, 'GET', '/api/users/export?format=json')).json();
  /** someone with four trackers (Walks archived, Water without values) and four days of values */
  async function tracked() {
    const user = await createUser(t);
    const made = [];
    for (const def of [SLEEP, PAIN, WALKS, WATER])
      made.push((await call(user, 'POST', '/api/trackers', def)).json() as { id: string });
    const [sleep, pain, walks] = made as [{ id: string }, { id: string }, { id: string }];
    for (const [id, day, value] of [
      [sleep.id, '2026-11-17', 6.5],
      [sleep.id, '2026-11-18', 8],
      [pain.id, '2026-11-18', 3],
      [walks.id, '2026-11-16', 2],
    ] as const)
      expect(
        (await call(user, 'PUT', `/api/trackers/${id}/values/${day}`, { value })).statusCode,
      ).toBe(200);
    await call(user, 'PUT', `/api/trackers/${walks.id}`, { ...WALKS, archived: true });
    return user;
  }
  const described = (list: Awaited<ReturnType<typeof trackersOf>>) =>
    list.map(
      ({ id: _id, _id: _dbId, createdAt: _c, updatedAt: _u, ...rest }: Record<string, unknown>) =>
        rest,
    );
  const daysOf = async (user: TestUser) => {
    const names = new Map((await trackersOf(user)).map((x) => [x.id, x.name]));
    return (await valuesOf(user))
      .map((v) => `${names.get(v.trackerId)} ${v.day} ${v.value}`)
      .sort();
  };

  it('restores each tracker as it was, archived ones archived, with every day’s value, once', async () => {
    const from = await tracked();
    const file = JSON.stringify(await exported(from));
    const to = await createUser(t);

    const seen = await preview(to, file);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().trackers).toEqual([
      { ...SLEEP, new: true, values: 2, duplicates: 0, merged: 0 },
      { ...PAIN, new: true, values: 1, duplicates: 0, merged: 0 },
      { ...WALKS, new: true, archived: true, values: 1, duplicates: 0, merged: 0 },
      { ...WATER, new: true, values: 0, duplicates: 0, merged: 0 },
    ]);
    const res = await runImport(to, file, { addTrackers: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().trackers).toEqual({
      added: ['Sleep', 'Pain', 'Walks', 'Water'],
      imported: 4,
      skipped: 0,
    });
    expect(described(await trackersOf(to))).toEqual(described(await trackersOf(from)));
    expect(
      (await trackersOf(to)).map((x) => [x.name, (x as { archived?: boolean }).archived]),
    ).toEqual([
      ['Sleep', false],
      ['Pain', false],
      ['Walks', true],
      ['Water', false],
    ]);
    expect(await daysOf(to)).toEqual(await daysOf(from));

    // again, and into the account it came from: nothing new, no tracker twice
    for (const user of [to, from]) {
      const again = await runImport(user, file, { addTrackers: true });
      expect(again.json().trackers).toEqual({ added: [], imported: 0, skipped: 4 });
      expect(await trackersOf(user)).toHaveLength(4);
    }
  });

  it('names a value that does not fit by its place in the file, and saves nothing', async () => {
    const from = await tracked();
    const doc = await exported(from);
    const to = await createUser(t);
    const painAt = (doc.trackerValues as { value: number; trackerId: string }[]).findIndex(
      (v) => v.value === 3,
    );
    doc.trackerValues[painAt].value = 12;
    const off = await runImport(to, JSON.stringify(doc), { addTrackers: true });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe(`Tracker value ${painAt + 1}: Pain must be between 0 and 10`);

    doc.trackerValues[painAt] = { trackerId: 'not-a-tracker', day: '2026-11-18', value: 3 };
    doc.trackers[0].kind = 'feelings';
    const wrong = await preview(to, JSON.stringify(doc));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.map((e: { message: string }) => e.message)).toEqual([
      expect.stringMatching(/^Tracker 1: /),
      expect.stringMatching(/^Tracker value \d+: its tracker is not in the file$/),
      expect.stringMatching(/^Tracker value \d+: its tracker is not in the file$/),
      expect.stringMatching(/^Tracker value \d+: its tracker is not in the file$/),
    ]);
    expect(await trackersOf(to)).toEqual([]);
    expect(await moodsOf(to)).toEqual([]);
  });
});
