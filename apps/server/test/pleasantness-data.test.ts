import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@moodcraft/core/data/csv';
import { createMoodEntry, createUser, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Export and import carry each entry's pleasantness (DESIGN decision 23). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

type Entry = { date: string; score: number; pleasantness: number; pleasantnessDerived: boolean };
const moodsOf = async (user: TestUser): Promise<Entry[]> =>
  (await t.app.inject({ url: '/api/moods', headers: user.auth })).json();
const importFile = (user: TestUser, content: string, mapping?: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/moods/import',
    headers: user.auth,
    payload: { content, mapping },
  });
/** [intensity, pleasantness, derived] of each entry, newest first */
const felt = (moods: Entry[]) => moods.map((m) => [m.score, m.pleasantness, m.pleasantnessDerived]);

async function personWithTwoAnxieties() {
  const user = await createUser(t);
  const anxious = { primaryEmotion: 'fear', subEmotion: 'anxiety', score: 9, notes: '' };
  await createMoodEntry(t, user, { ...anxious, date: '2026-11-01T09:00:00Z' });
  await createMoodEntry(t, user, { ...anxious, date: '2026-11-02T09:00:00Z', pleasantness: 4 });
  return user;
}

describe('the export', () => {
  it('gives each entry its pleasantness, in the JSON and in a column of moods.csv', async () => {
    const user = await personWithTwoAnxieties();
    const json = (
      await t.app.inject({ url: '/api/users/export?format=json', headers: user.auth })
    ).json();
    expect(felt(json.moods)).toEqual([
      [9, 4, false],
      [9, 1.5, true],
    ]);

    const zip = await t.app.inject({ url: '/api/users/export?format=csv', headers: user.auth });
    const { rows } = parseCsv(strFromU8(unzipSync(new Uint8Array(zip.rawPayload))['moods.csv']!));
    const [header, ...lines] = rows;
    expect(header!.slice(0, 6)).toEqual([
      'date',
      'primaryEmotion',
      'subEmotion',
      'score',
      'pleasantness',
      'factors',
    ]);
    expect(lines.map((l) => [l[3], l[4]])).toEqual([
      ['9', '4'],
      ['9', '1.5'],
    ]);
  });

  it('imports into another account with every pleasantness as it was, chosen or derived', async () => {
    const user = await personWithTwoAnxieties();
    const file = (await t.app.inject({ url: '/api/users/export?format=json', headers: user.auth }))
      .body;
    const other = await createUser(t);
    expect((await importFile(other, file)).json()).toMatchObject({ imported: 2 });
    expect(felt(await moodsOf(other))).toEqual(felt(await moodsOf(user)));

    // an export made before pleasantness existed: derived on the way in
    const older = JSON.parse(file) as { moods: Record<string, unknown>[] };
    for (const m of older.moods) {
      delete m.pleasantness;
      delete m.pleasantnessDerived;
      m.id = `old-${String(m.id)}`;
    }
    const third = await createUser(t);
    expect((await importFile(third, JSON.stringify(older))).json()).toMatchObject({ imported: 2 });
    expect(felt(await moodsOf(third))).toEqual([
      [9, 1.5, true],
      [9, 1.5, true],
    ]);
  });

  it('refuses an export whose pleasantness is not a whole number from 1 to 10, saving nothing', async () => {
    const user = await createUser(t);
    const doc = {
      format: 'moodcraft-export',
      moods: [
        {
          id: 'a',
          date: '2026-11-01T09:00:00Z',
          primaryEmotion: 'joy',
          subEmotion: 'happiness',
          score: 5,
          pleasantness: 5.5,
        },
      ],
    };
    const res = await importFile(user, JSON.stringify(doc));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Mood 1: the pleasantness must be a whole number from 1 to 10');
    expect(await moodsOf(user)).toEqual([]);
  });
});

describe('imports from other apps', () => {
  const daylio = (moods: string[]) =>
    [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      ...moods.map((mood, i) => `2026-03-${String(10 - i).padStart(2, '0')},x,x,08:00,${mood},,,`),
    ].join('\n');

  it('read Daylio’s five levels as how good the day was: 10, 8, 5, 3 and 1', async () => {
    const user = await createUser(t);
    const file = daylio(['rad', 'good', 'meh', 'bad', 'awful']);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/moods/import/preview',
      headers: user.auth,
      payload: { content: file },
    });
    expect(
      preview
        .json()
        .labels.map((l: { label: string; pleasantness: number }) => [l.label, l.pleasantness]),
    ).toEqual([
      ['rad', 10],
      ['good', 8],
      ['meh', 5],
      ['bad', 3],
      ['awful', 1],
    ]);
    expect(preview.json().sample[0]).toMatchObject({ score: 9, pleasantness: 10 });
    expect((await importFile(user, file)).json()).toMatchObject({ imported: 5 });
    expect((await moodsOf(user)).map((m) => m.pleasantness)).toEqual([10, 8, 5, 3, 1]);
  });

  it('take the pleasantness a person gives a label of their own, and refuse one out of range', async () => {
    const user = await createUser(t);
    const file = daylio(['tired', 'rad']);
    const mapping = (pleasantness: number) => ({
      tired: { score: 6, pleasantness, primaryEmotion: 'apathy', subEmotion: 'boredom' },
    });
    const bad = await importFile(user, file, mapping(11));
    expect(bad.statusCode).toBe(400);
    expect(await moodsOf(user)).toEqual([]);
    expect((await importFile(user, file, mapping(4))).statusCode).toBe(200);
    expect(felt(await moodsOf(user))).toEqual([
      [6, 4, false],
      [9, 10, false],
    ]);
  });

  it('read Bearable’s mood rating as the pleasantness, and the intensity from how far it is from the middle', async () => {
    const user = await createUser(t);
    const file = [
      'date,date formatted,weekday,time of day,category,rating/amount,detail,notes',
      '2020-09-22,22nd Sep 2020,Tuesday,am,Mood,9,happy,',
      '2020-09-22,22nd Sep 2020,Tuesday,pm,Mood,2,anxious,',
    ].join('\n');
    expect((await importFile(user, file)).json()).toMatchObject({ imported: 2 });
    expect(felt(await moodsOf(user))).toEqual([
      [8, 2, false],
      [8, 9, false],
    ]);
  });
});
