import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moodEntries, ownFactors } from '../src/db/schema';
import { callAs, createMoodEntry, createUser, logMoods, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const work = mkdtempSync(join(tmpdir(), 'moodcraft-factors-'));
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
  // a fixed clock: mid-afternoon on 2026-11-20 in UTC
  t.setNow(new Date('2026-11-20T15:00:00Z'));
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

type Method = Parameters<typeof callAs>[2];
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  callAs(t, user, method, url, payload);

type Factor = {
  id: string;
  name: string;
  colour: string;
  positive: boolean;
  hidden: boolean;
  position: number;
};
const add = async (user: TestUser, body: object) => {
  const res = await call(user, 'POST', '/api/factors', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Factor;
};
const list = async (user: TestUser) => (await call(user, 'GET', '/api/factors')).json() as Factor[];
const names = async (user: TestUser) => (await list(user)).map((f) => f.name);
const moods = async (user: TestUser, query = '') =>
  (await call(user, 'GET', `/api/moods${query}`)).json() as { id: string; factors: string[] }[];

describe('own factors', () => {
  it('adds, lists, changes and reorders a person’s own factors', async () => {
    const user = await createUser(t);
    expect(await list(user)).toEqual([]);
    const piano = await add(user, { name: '  Piano  ', positive: true });
    expect(piano).toMatchObject({
      name: 'Piano',
      colour: 'teal',
      positive: true,
      hidden: false,
      position: 0,
    });
    const commute = await add(user, { name: 'Commute', colour: 'orange' });
    const choir = await add(user, { name: 'Choir' });
    expect(commute).toMatchObject({ colour: 'orange', positive: false, position: 1 });
    // the next colour round the palette
    expect(choir.colour).toBe('indigo');

    const changed = await call(user, 'PATCH', `/api/factors/${commute.id}`, {
      name: 'Long commute',
      colour: 'grey',
      hidden: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Long commute', colour: 'grey', hidden: true });

    const order = await call(user, 'PUT', '/api/factors/order', {
      ids: [choir.id, piano.id, commute.id],
    });
    expect(order.statusCode).toBe(200);
    expect(order.json().map((f: Factor) => [f.name, f.position])).toEqual([
      ['Choir', 0],
      ['Piano', 1],
      ['Long commute', 2],
    ]);
    expect(await names(user)).toEqual(['Choir', 'Piano', 'Long commute']);
  });

  it('refuses bad input with clear messages', async () => {
    const user = await createUser(t);
    const piano = await add(user, { name: 'Piano' });
    const cases: [Method, string, object, number, string][] = [
      ['POST', '/api/factors', { name: '   ' }, 400, 'Name is required'],
      ['POST', '/api/factors', {}, 400, 'Name is required'],
      ['POST', '/api/factors', { name: 'x'.repeat(41) }, 400, 'Name must be at most 40 characters'],
      [
        'POST',
        '/api/factors',
        { name: 'sleep' },
        400,
        '“Sleep” is already one of the built-in factors: choose it from the list instead',
      ],
      [
        'POST',
        '/api/factors',
        { name: ' PIANO' },
        409,
        'You already have a factor called “Piano”: choose another name',
      ],
      [
        'POST',
        '/api/factors',
        { name: 'Choir', colour: 'gold' },
        400,
        'colour must be one of teal, blue, indigo, purple, pink, red, orange, brown, green, grey',
      ],
      [
        'POST',
        '/api/factors',
        { name: 'Choir', positive: 'yes' },
        400,
        'positive must be true or false',
      ],
      [
        'PATCH',
        `/api/factors/${piano.id}`,
        { favourite: true },
        400,
        'Send at least one of name, colour, positive or hidden',
      ],
      ['PATCH', '/api/factors/piano', { hidden: true }, 400, 'Not a valid id'],
      [
        'PUT',
        '/api/factors/order',
        { ids: [piano.id, piano.id] },
        400,
        'Each factor can be in the order once',
      ],
      [
        'PUT',
        '/api/factors/order',
        { ids: [] },
        400,
        'The order must list each of your 1 factors once',
      ],
    ];
    for (const [method, url, body, status, message] of cases) {
      const res = await call(user, method, url, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(status);
      expect(res.json().message).toBe(message);
    }
    // a factor keeps its own name in another case
    const recased = await call(user, 'PATCH', `/api/factors/${piano.id}`, { name: 'piano' });
    expect(recased.json().name).toBe('piano');
    expect(await names(user)).toEqual(['piano']);
  });

  it('asks for a session, and keeps each person’s factors to themselves', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const piano = await add(owner, { name: 'Piano' });
    const theirs = await add(other, { name: 'Piano' });
    for (const [method, url, body] of [
      ['GET', '/api/factors', undefined],
      ['POST', '/api/factors', { name: 'x' }],
      ['PATCH', `/api/factors/${piano.id}`, { hidden: true }],
      ['PUT', '/api/factors/order', { ids: [piano.id] }],
      ['DELETE', `/api/factors/${piano.id}`, undefined],
    ] as [Method, string, object | undefined][]) {
      const res = await call(null, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe('Please sign in to continue');
    }
    const notFound = { message: 'This factor does not exist' };
    expect(
      (await call(other, 'PATCH', `/api/factors/${piano.id}`, { name: 'Mine now' })).json(),
    ).toEqual(notFound);
    expect((await call(other, 'DELETE', `/api/factors/${piano.id}`)).json()).toEqual(notFound);
    const order = await call(other, 'PUT', '/api/factors/order', { ids: [theirs.id, piano.id] });
    expect(order.statusCode).toBe(404);
    expect(order.json()).toEqual(notFound);
    expect(await list(owner)).toEqual([expect.objectContaining({ name: 'Piano', hidden: false })]);

    // nor can an entry name another person's factor, by name or by its token
    await add(other, { name: 'Their choir' });
    for (const factor of ['Their choir', `own:${theirs.id}`]) {
      const res = await call(owner, 'POST', '/api/moods', {
        date: '2026-11-20T09:00:00Z',
        primaryEmotion: 'joy',
        subEmotion: 'happiness',
        score: 6,
        factors: [factor],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`“${factor}” is not one of the factors`);
    }
  });

  it('keeps up to 100 per person', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 100; i++) await add(user, { name: `Factor ${i}` });
    const full = await call(user, 'POST', '/api/factors', { name: 'One more' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(
      'You can have up to 100 factors of your own. Delete one you never used, or rename one, to make room.',
    );
    // a factor no entry names can go, and makes room
    const first = (await list(user))[0]!;
    expect((await call(user, 'DELETE', `/api/factors/${first.id}`)).statusCode).toBe(204);
    await add(user, { name: 'One more' });
  });

  it('stores the name encrypted, and entries name the factor by a token', async () => {
    const user = await createUser(t);
    const factor = await add(user, { name: 'Sertraline day' });
    const entry = await createMoodEntry(t, user, {
      date: '2026-11-19T09:00:00Z',
      factors: ['sertraline DAY', 'Sleep'],
    });
    expect(entry.factors).toEqual(['Sertraline day', 'Sleep']);
    const [row] = await t.deps.database.db
      .select()
      .from(ownFactors)
      .where(eq(ownFactors.id, factor.id));
    expect(row!.name).not.toContain('Sertraline');
    const [stored] = await t.deps.database.db
      .select({ factors: moodEntries.factors })
      .from(moodEntries)
      .where(eq(moodEntries.id, entry.id));
    expect(stored!.factors).toEqual([`own:${factor.id}`, 'Sleep']);
  });
});

describe('own factors wherever a factor goes', () => {
  it('shows a renamed factor by its new name in entries, filters, insights, the dashboard and the export', async () => {
    const user = await createUser(t);
    const piano = await add(user, { name: 'Piano', positive: true });
    await logMoods(t, user, [
      ['2026-11-19T09:00:00Z', 'joy', 'happiness', 9, ['Piano', 'Work']],
      ['2026-11-18T09:00:00Z', 'joy', 'contentment', 8, ['Piano']],
      ['2026-11-17T09:00:00Z', 'sadness', 'disappointment', 3, ['Work']],
      ['2026-11-16T09:00:00Z', 'joy', 'happiness', 8, ['piano']],
    ]);
    const renamed = await call(user, 'PATCH', `/api/factors/${piano.id}`, { name: 'Keys' });
    expect(renamed.statusCode).toBe(200);

    expect((await moods(user)).map((m) => m.factors)).toEqual([
      ['Keys', 'Work'],
      ['Keys'],
      ['Work'],
      ['Keys'],
    ]);
    // the entries filter takes the name as it is now (any case), and the old one finds nothing
    expect(await moods(user, '?factor=keys')).toHaveLength(3);
    expect(await moods(user, '?factor=Piano')).toHaveLength(0);

    const insights = (await call(user, 'GET', '/api/moods/insights')).json();
    expect(insights.topTriggers[0]).toEqual({ factor: 'Keys', count: 3, positive: true });
    expect(insights.factorImpact[0]).toMatchObject({
      factor: 'Keys',
      average: 8.3,
      positive: true,
    });
    expect(insights.insights.join(' ')).toContain('Keys tends to come with a higher mood');
    expect(JSON.stringify(insights)).not.toContain('own:');
    const dashboard = (await call(user, 'GET', '/api/dashboard')).json();
    expect(dashboard.topTriggers[0]).toEqual({ factor: 'Keys', count: 3, positive: true });

    // not positive any more: the dashboard's triggers say so at once, not after a cache expires
    await call(user, 'PATCH', `/api/factors/${piano.id}`, { positive: false });
    expect((await call(user, 'GET', '/api/dashboard')).json().topTriggers[0].positive).toBe(false);

    const exported = (await call(user, 'GET', '/api/users/export?format=json')).json();
    expect(exported.moods.map((m: { factors: string[] }) => m.factors)).toEqual([
      ['Keys', 'Work'],
      ['Keys'],
      ['Work'],
      ['Keys'],
    ]);
    expect(exported.ownFactors).toEqual([
      {
        id: piano.id,
        name: 'Keys',
        colour: 'teal',
        positive: false,
        hidden: false,
        createdAt: expect.any(String),
      },
    ]);
    const csv = await call(user, 'GET', '/api/users/export?format=csv');
    const files = unzipSync(new Uint8Array(csv.rawPayload));
    expect(strFromU8(files['moods.csv']!)).toContain('Keys | Work');
    expect(strFromU8(files['own-factors.csv']!)).toContain('Keys,teal,false,false,');
  });

  it('keeps a hidden factor’s history, and still takes it on an entry being edited', async () => {
    const user = await createUser(t);
    const choir = await add(user, { name: 'Choir' });
    const entry = await createMoodEntry(t, user, {
      date: '2026-11-19T09:00:00Z',
      factors: ['Choir'],
    });
    const hidden = await call(user, 'PATCH', `/api/factors/${choir.id}`, { hidden: true });
    expect(hidden.json().hidden).toBe(true);
    expect((await moods(user)).map((m) => m.factors)).toEqual([['Choir']]);
    expect(await moods(user, '?factor=Choir')).toHaveLength(1);
    const edit = await call(user, 'PUT', `/api/moods/${entry.id}`, {
      date: '2026-11-19T09:00:00Z',
      primaryEmotion: 'joy',
      subEmotion: 'happiness',
      score: 4,
      factors: ['Choir', 'Sleep'],
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().factors).toEqual(['Choir', 'Sleep']);
  });

  it('deletes a factor no entry names; hides one that entries name instead, and says so', async () => {
    const user = await createUser(t);
    const unused = await add(user, { name: 'Pottery' });
    expect((await call(user, 'DELETE', `/api/factors/${unused.id}`)).statusCode).toBe(204);
    const used = await add(user, { name: 'Choir' });
    await createMoodEntry(t, user, { date: '2026-11-19T09:00:00Z', factors: ['Choir'] });
    await createMoodEntry(t, user, { date: '2026-11-18T09:00:00Z', factors: ['Choir'] });
    const res = await call(user, 'DELETE', `/api/factors/${used.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message:
        'Choir is in 2 entries, so it was hidden instead of deleted: those entries keep it, and it is no longer offered when you log a mood. You can show it again at any time.',
      factor: expect.objectContaining({ name: 'Choir', hidden: true }),
    });
    expect(await names(user)).toEqual(['Choir']);
    expect((await moods(user)).map((m) => m.factors)).toEqual([['Choir'], ['Choir']]);
  });

  it('goes with the mood on the trackers page and in the clinician’s report and PDF', async () => {
    const user = await createUser(t);
    await call(user, 'PUT', '/api/users/settings', { dataSharing: true, timeZone: 'UTC' });
    await add(user, { name: 'Garden time', positive: true });
    // 20 days: with the garden the mood is 8, without it 4
    const rows = Array.from({ length: 20 }, (_, i) => {
      const day = String(i + 1).padStart(2, '0');
      return [
        `2026-10-${day}T09:00:00Z`,
        i % 2 ? 'joy' : 'sadness',
        i % 2 ? 'happiness' : 'disappointment',
        i % 2 ? 8 : 4,
        i % 2 ? ['Garden time'] : ['Work'],
      ] as const;
    });
    await logMoods(t, user, rows);
    const links = (await call(user, 'GET', '/api/trackers/insights')).json();
    const garden = links.links.find(
      (l: { name: string; lag: string }) => l.name === 'Garden time' && l.lag === 'same-day',
    );
    expect(garden).toMatchObject({ source: 'factor', withAverage: 8, withoutAverage: 4 });

    const link = (
      await call(user, 'POST', '/api/users/share-links', { from: '2026-10-01', to: '2026-10-31' })
    ).json();
    const report = (
      await call(null, 'GET', `/api/reports/${link.url.split('/report/')[1]}`)
    ).json();
    expect(report.factorImpact[0]).toEqual({
      factor: 'Garden time',
      average: 8,
      count: 10,
      positive: true,
    });
    const pdf = await call(user, 'GET', '/api/users/report.pdf?from=2026-10-01&to=2026-10-31');
    expect(pdf.statusCode).toBe(200);
    const file = join(work, 'report.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain('Garden time');
    expect(text).not.toContain('own:');
  });
});

describe('importing with own factors', () => {
  const DAYLIO = [
    'full_date,date,weekday,time,mood,activities,note_title,note',
    '2026-03-02,March 2,Monday,20:30,rad,Pottery | sport | Choir,,A good day',
    '2026-03-01,March 1,Sunday,07:15,meh,pottery | Piano,,',
  ].join('\n');
  const preview = (user: TestUser, body: object = {}) =>
    call(user, 'POST', '/api/moods/import/preview', { content: DAYLIO, ...body });
  const run = (user: TestUser, body: object = {}) =>
    call(user, 'POST', '/api/moods/import', { content: DAYLIO, ...body });

  it('lists activities that are no factor yet; matches the person’s own factors either way', async () => {
    const user = await createUser(t);
    await add(user, { name: 'Piano' });
    const res = await preview(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      newFactors: [
        { name: 'Pottery', count: 2 },
        { name: 'Choir', count: 1 },
      ],
      ownFactorRoom: 99,
    });
  });

  it('keeps them in the notes when the person does not add them', async () => {
    const user = await createUser(t);
    await add(user, { name: 'Piano' });
    const res = await run(user);
    expect(res.statusCode).toBe(200);
    expect(res.json().factorsAdded).toBeUndefined();
    expect(await names(user)).toEqual(['Piano']);
    const entries = (await call(user, 'GET', '/api/moods')).json();
    expect(entries.map((e: { factors: string[]; notes: string }) => [e.factors, e.notes])).toEqual([
      [['Exercise'], 'A good day\n\nActivities: Pottery, Choir'],
      [['Piano'], 'Activities: pottery'],
    ]);
  });

  it('adds them as own factors once the person confirms', async () => {
    const user = await createUser(t);
    await add(user, { name: 'Piano' });
    const res = await run(user, { addFactors: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 2, factorsAdded: ['Pottery', 'Choir'] });
    expect(await names(user)).toEqual(['Piano', 'Pottery', 'Choir']);
    const entries = (await call(user, 'GET', '/api/moods')).json();
    expect(entries.map((e: { factors: string[]; notes: string }) => [e.factors, e.notes])).toEqual([
      [['Pottery', 'Exercise', 'Choir'], 'A good day'],
      [['Pottery', 'Piano'], ''],
    ]);
    // the same file again adds nothing, factors included
    expect((await run(user, { addFactors: true })).json()).toMatchObject({ imported: 0 });
    expect(await names(user)).toHaveLength(3);
  });

  it('adds none past the limit of 100, and says so', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 99; i++) await add(user, { name: `Factor ${i}` });
    expect((await preview(user)).json().ownFactorRoom).toBe(1);
    const res = await run(user, { addFactors: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'This file has 3 activities that are not factors yet, and there is room for 1 more factor of your own (up to 100). Import without adding them, or first delete factors you never used.',
    );
    expect(await call(user, 'GET', '/api/moods').then((r) => r.json())).toEqual([]);
    expect(await list(user)).toHaveLength(99);
    // without adding them, the file imports
    expect((await run(user)).json()).toMatchObject({ imported: 2 });
  });

  it('carries own factors from one account’s export into another', async () => {
    const a = await createUser(t);
    await add(a, { name: 'Choir', colour: 'pink', positive: true });
    await createMoodEntry(t, a, { date: '2026-11-19T09:00:00Z', factors: ['Choir', 'Sleep'] });
    const exported = (await call(a, 'GET', '/api/users/export?format=json')).body;
    const b = await createUser(t);
    const res = await call(b, 'POST', '/api/moods/import', {
      content: exported,
      addFactors: true,
    });
    expect(res.json()).toMatchObject({ imported: 1, factorsAdded: ['Choir'] });
    expect(await list(b)).toEqual([
      expect.objectContaining({ name: 'Choir', colour: 'pink', positive: true }),
    ]);
    expect((await moods(b)).map((m) => m.factors)).toEqual([['Choir', 'Sleep']]);
  });
});
