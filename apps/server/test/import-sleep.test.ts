import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { futureImportMessage } from '@moodcraft/core/moods/moods';
import { createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

const NIGHTS = [
  'full_date,date,weekday,time,mood,activities,note_title,note',
  '2026-03-03,March 3,Tuesday,08:00,good,good sleep,,',
  '2026-03-02,March 2,Monday,08:00,bad,bad sleep | work,,Woke at 3',
].join('\n');

describe('importing Daylio’s sleep', () => {
  it('counts good and bad sleep as Sleep and keeps which it was in the entry’s notes', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/moods/import',
      headers: user.auth,
      payload: { content: NIGHTS },
    });
    expect(res.json()).toMatchObject({ imported: 2 });
    const [good, bad] = (await t.app.inject({ url: '/api/moods', headers: user.auth })).json();
    expect(good).toMatchObject({ factors: ['Sleep'], notes: 'Activities: good sleep' });
    expect(bad).toMatchObject({
      factors: ['Sleep', 'Work'],
      notes: 'Woke at 3\n\nActivities: bad sleep',
    });
  });
});

describe('importing entries dated in the future', () => {
  it('refuses the whole file, says how many and from when, and saves nothing', async () => {
    const user = await createUser(t);
    t.setNow(new Date('2026-11-24T12:00:00Z'));
    try {
      const file = [
        'full_date,date,weekday,time,mood,activities,note_title,note',
        '2027-01-05,January 5,Tuesday,08:00,good,,,',
        '2026-12-01,December 1,Tuesday,08:00,rad,,,',
        '2026-11-20,November 20,Friday,08:00,meh,,,',
      ].join('\n');
      for (const url of ['/api/moods/import/preview', '/api/moods/import']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: user.auth,
          payload: { content: file },
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message).toBe(futureImportMessage(2, '01/12/2026'));
      }
      expect((await t.app.inject({ url: '/api/moods', headers: user.auth })).json()).toEqual([]);
    } finally {
      t.setNow(null);
    }
  });
});
