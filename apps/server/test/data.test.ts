import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoodEntry, createUser } from './helpers/factories';
import { multipart } from './helpers/files';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

const DAYLIO = [
  'full_date,date,weekday,time,mood,activities,note_title,note',
  '2026-03-02,March 2,Monday,8:30 PM,rad,friends | sport | cooking,Great day,"Saw Sam, then ran.\nGood."',
  '2026-03-01,March 1,Sunday,07:15,meh,work,,',
  '2026-02-28,February 28,Saturday,21:00,sleepy,good sleep,,',
].join('\n');

describe('export', () => {
  it('gives everything as JSON, and the JSON imports into another account without loss', async () => {
    const a = await createUser(t);
    await createMoodEntry(t, a, {
      date: '2026-11-01T09:00:00.000Z',
      primaryEmotion: 'trust',
      subEmotion: 'belonging',
      score: 8,
      factors: ['Family', 'Exercise'],
      notes: 'Dinner with Nan',
    });
    await createMoodEntry(t, a, {
      date: '2026-11-02T20:00:00.000Z',
      primaryEmotion: 'fear',
      subEmotion: 'worry',
      score: 4,
      notes: '',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/creative-crafts',
      headers: a.auth,
      payload: { type: 'writing', title: 'Poem', content: 'Small steps', tags: ['hope'] },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: a.auth,
      payload: { messages: [{ role: 'user', content: 'hello' }] },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/articles/better-sleep-basics/bookmark',
      headers: a.auth,
    });

    const res = await t.app.inject({ url: '/api/users/export?format=json', headers: a.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="moodcraft-export-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const doc = res.json();
    expect(doc.profile.email).toBe(a.email);
    expect(doc.moods).toHaveLength(2);
    expect(doc.moods.find((m: { notes: string }) => m.notes === 'Dinner with Nan')).toBeDefined();
    expect(doc.crafts[0]).toMatchObject({ title: 'Poem', content: 'Small steps', tags: ['hope'] });
    expect(doc.chat.map((c: { role: string }) => c.role)).toEqual(['user', 'assistant']);
    expect(doc.bookmarks[0].articleId).toBe('better-sleep-basics');
    expect(JSON.stringify(doc)).not.toMatch(
      /passwordHash|password_hash|twoFactorSecret|v1\.[0-9a-f]{8}\./,
    );

    const b = await createUser(t);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/moods/import',
      headers: b.auth,
      payload: { content: res.body },
    });
    expect(imported.json()).toEqual({ format: 'moodcraft', total: 2, imported: 2, skipped: 0 });
    const strip = (list: Record<string, unknown>[]) =>
      list.map(
        ({
          date,
          primaryEmotion,
          subEmotion,
          score,
          pleasantness,
          pleasantnessDerived,
          factors,
          notes,
          creativeActivity,
        }) => ({
          date,
          primaryEmotion,
          subEmotion,
          score,
          pleasantness,
          pleasantnessDerived,
          factors,
          notes,
          creativeActivity,
        }),
      );
    const moodsA = (await t.app.inject({ url: '/api/moods', headers: a.auth })).json();
    const moodsB = (await t.app.inject({ url: '/api/moods', headers: b.auth })).json();
    expect(strip(moodsB)).toEqual(strip(moodsA));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/moods/import',
      headers: b.auth,
      payload: { content: res.body },
    });
    expect(again.json()).toMatchObject({ imported: 0, skipped: 2 });
  });

  it('zips CSV files, and a full zip carries the media files byte for byte', async () => {
    const user = await createUser(t);
    await createMoodEntry(t, user, { notes: 'line one\nline "two", with comma' });
    const webm = readFileSync(join(import.meta.dirname, 'fixtures', 'clip.webm'));
    const body = multipart(
      { title: 'Hum', type: 'audio' },
      { field: 'file', filename: 'a.webm', contentType: 'audio/webm', data: webm },
    );
    const craft = (
      await t.app.inject({
        method: 'POST',
        url: '/api/creative-crafts',
        headers: { ...user.auth, ...body.headers },
        payload: body.payload,
      })
    ).json();

    const csv = await t.app.inject({ url: '/api/users/export?format=csv', headers: user.auth });
    expect(csv.headers['content-type']).toBe('application/zip');
    const csvFiles = unzipSync(new Uint8Array(csv.rawPayload));
    expect(Object.keys(csvFiles).sort()).toEqual([
      'article-progress.csv',
      'bookmarks.csv',
      'chat.csv',
      'check-ins.csv',
      'crafts.csv',
      'moods.csv',
      'own-factors.csv',
      'profile.csv',
      'safety-plan.csv',
      'settings.csv',
      'tracker-values.csv',
      'trackers.csv',
    ]);
    expect(strFromU8(csvFiles['moods.csv']!)).toContain('"line one\nline ""two"", with comma"');

    const zip = await t.app.inject({ url: '/api/users/export?format=zip', headers: user.auth });
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(files['moodcraft-export.json']).toBeDefined();
    expect(files['csv/moods.csv']).toBeDefined();
    const doc = JSON.parse(strFromU8(files['moodcraft-export.json']!));
    const path = doc.crafts.find((c: { id: string }) => c.id === craft.id).file;
    expect(path).toMatch(/^media\/.+\.webm$/);
    expect(Buffer.from(files[path]!).equals(webm)).toBe(true);
  });

  it('refuses an unknown format and a missing session', async () => {
    const user = await createUser(t);
    expect(
      (await t.app.inject({ url: '/api/users/export?format=pdf', headers: user.auth })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/api/users/export' })).statusCode).toBe(401);
  });
});

describe('import', () => {
  it('previews a Daylio file, imports it with the person’s label mapping, and skips it the second time', async () => {
    const user = await createUser(t);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/moods/import/preview',
      headers: user.auth,
      payload: { content: DAYLIO },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ format: 'daylio', total: 3, duplicates: 0 });
    expect(preview.json().labels.map((l: { label: string }) => l.label)).toEqual([
      'rad',
      'meh',
      'sleepy',
    ]);
    expect((await t.app.inject({ url: '/api/moods', headers: user.auth })).json()).toHaveLength(0);

    const mapping = { sleepy: { score: 4, primaryEmotion: 'apathy', subEmotion: 'boredom' } };
    const result = await t.app.inject({
      method: 'POST',
      url: '/api/moods/import',
      headers: user.auth,
      payload: { content: DAYLIO, mapping },
    });
    expect(result.json()).toEqual({ format: 'daylio', total: 3, imported: 3, skipped: 0 });
    const moods = (await t.app.inject({ url: '/api/moods', headers: user.auth })).json();
    expect(moods.map((m: { score: number }) => m.score)).toEqual([9, 3, 4]);
    // rad and meh are Daylio levels (10 and 5); sleepy, mapped without one, is derived
    expect(moods.map((m: { pleasantness: number }) => m.pleasantness)).toEqual([10, 5, 4]);
    expect(moods[0].notes).toContain('Saw Sam, then ran.\nGood.');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/moods/import/preview',
      headers: user.auth,
      payload: { content: DAYLIO },
    });
    expect(again.json().duplicates).toBe(3);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/moods/import',
          headers: user.auth,
          payload: { content: DAYLIO },
        })
      ).json(),
    ).toMatchObject({ imported: 0, skipped: 3 });
  });

  it('imports nothing from a file with a bad line, and names the line', async () => {
    const user = await createUser(t);
    const bad = `${DAYLIO}\n2026-02-30,x,x,9:00,rad,,,`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/moods/import',
      headers: user.auth,
      payload: { content: bad },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Line 6: “2026-02-30” is not a date'); // the quoted note spans lines 2 and 3
    expect((await t.app.inject({ url: '/api/moods', headers: user.auth })).json()).toHaveLength(0);
    const mapping = { rad: { score: 9, primaryEmotion: 'joy', subEmotion: 'grief' } };
    const wrongFeeling = await t.app.inject({
      method: 'POST',
      url: '/api/moods/import',
      headers: user.auth,
      payload: { content: DAYLIO, mapping },
    });
    expect(wrongFeeling.json().message).toBe(
      'The feeling chosen for “rad” is not in the catalogue',
    );
  });

  it('keeps imports to the signed-in person', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/moods/import',
          payload: { content: DAYLIO },
        })
      ).statusCode,
    ).toBe(401);
  });
});
