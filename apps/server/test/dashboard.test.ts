import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoodEntry, createUser, logMoods, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

// GET /api/dashboard: exactly what the dashboard shows, for the signed-in person only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

const dashboard = (user: TestUser) => t.app.inject({ url: '/api/dashboard', headers: user.auth });
const DAY = 86_400_000;

/** A MoodCraft export with one entry a day for `days` days up to `end`, each with a note. */
function history(days: number, end: Date) {
  return JSON.stringify({
    format: 'moodcraft-export',
    version: 1,
    moods: Array.from({ length: days }, (_, i) => ({
      id: `day-${i}`,
      date: new Date(end.getTime() - i * DAY).toISOString(),
      primaryEmotion: i % 3 ? 'joy' : 'sadness',
      subEmotion: i % 3 ? 'happiness' : 'loneliness',
      score: 1 + (i % 10),
      factors: i % 2 ? ['Sleep'] : ['Work', 'Family'],
      notes: `Private note number ${i}, about the day.`,
      creativeActivity: { completed: false, duration: 0, type: '' },
    })),
  });
}

describe('the dashboard', () => {
  it('asks for a sign-in', async () => {
    const res = await t.app.inject({ url: '/api/dashboard' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });

  it('greets a new person by name with nothing logged yet', async () => {
    const user = await createUser(t, { username: 'Robin Ash' });
    const res = await dashboard(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'Robin Ash',
      totalEntries: 0,
      streakDays: 0,
      weekly: { entryCount: 0 },
      topEmotions: [],
      points: [],
      latestCrafts: [],
    });
  });

  it('shows the newest fourteen points and three newest crafts, without notes or craft text', async () => {
    const user = await createUser(t);
    const now = Date.now();
    for (let i = 0; i < 16; i++) {
      await createMoodEntry(t, user, {
        date: new Date(now - i * DAY).toISOString(),
        score: 1 + (i % 10),
        notes: `secret-note-${i}`,
      });
    }
    for (const title of ['First poem', 'Second poem', 'Third poem', 'Fourth poem']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/creative-crafts',
        headers: user.auth,
        payload: { type: 'writing', title, content: `The words of ${title}, kept private.` },
      });
      expect(res.statusCode).toBe(201);
    }
    const res = await dashboard(user);
    const body = res.json();
    expect(body.totalEntries).toBe(16);
    expect(body.points).toHaveLength(14);
    expect(body.points[0]).toEqual({
      date: expect.any(String),
      score: 1,
      // a mild joy: how it felt is derived from the feeling and its intensity
      pleasantness: 5.5,
      primaryEmotion: 'joy',
      subEmotion: 'happiness',
    });
    const dates = body.points.map((p: { date: string }) => Date.parse(p.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.latestCrafts.map((c: { title: string }) => c.title)).toEqual([
      'Fourth poem',
      'Third poem',
      'Second poem',
    ]);
    expect(body.latestCrafts[0]).toEqual({
      id: expect.any(String),
      type: 'writing',
      title: 'Fourth poem',
      createdAt: expect.any(String),
    });
    expect(res.body).not.toContain('secret-note');
    expect(res.body).not.toContain('kept private');
  });

  it('shows only the signed-in person’s figures', async () => {
    const owner = await createUser(t, { username: 'Owner' });
    const other = await createUser(t, { username: 'Other' });
    await createMoodEntry(t, owner, { notes: 'mine' });
    const res = await dashboard(other);
    expect(res.json()).toMatchObject({ username: 'Other', totalEntries: 0, points: [] });
  });

  it('says when the reminder is due: reminders on, past the time, nothing logged today', async () => {
    const user = await createUser(t);
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: user.auth,
      payload: { moodReminders: true, reminderTime: '00:00', timeZone: 'UTC' },
    });
    expect(settings.statusCode).toBe(200);
    expect((await dashboard(user)).json().reminderDue).toBe(true);
    await createMoodEntry(t, user, { date: new Date().toISOString() });
    expect((await dashboard(user)).json().reminderDue).toBe(false);
  });

  it('recaps the last whole week in the person’s time zone, and nothing when it had no entry', async () => {
    const user = await createUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: user.auth,
      payload: { timeZone: 'Australia/Sydney' },
    });
    // Thursday 26 November 2026 in Sydney: the last whole week is 16 to 22 November there
    t.setNow(new Date('2026-11-26T01:00:00Z'));
    try {
      expect((await dashboard(user)).json().recap).toBeNull();
      const logged = [
        // Monday the 23rd at 9:30 in Sydney (still Sunday in UTC): this week, not the last
        ['2026-11-22T22:30:00Z', 'joy', 'happiness', 2, []],
        ['2026-11-21T00:00:00Z', 'joy', 'happiness', 9, ['Exercise']],
        ['2026-11-20T00:00:00Z', 'joy', 'happiness', 8, ['Exercise']],
        ['2026-11-18T00:00:00Z', 'sadness', 'grief', 4, ['Work']],
        ['2026-11-10T00:00:00Z', 'sadness', 'grief', 5, []],
      ] as const;
      await logMoods(t, user, logged);
      expect((await dashboard(user)).json().recap).toEqual({
        weekStart: '2026-11-16',
        weekEnd: '2026-11-22',
        daysLogged: 3,
        entries: 3,
        averageMood: 7,
        previousAverage: 5,
        mostFelt: ['joy'],
        lift: { factor: 'Exercise', average: 8.5, count: 2 },
      });
    } finally {
      t.setNow(null);
    }
  });

  it('stays small for ten years of entries', async () => {
    const user = await createUser(t);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/moods/import',
      headers: user.auth,
      payload: { content: history(3650, new Date()) },
    });
    expect(imported.json()).toMatchObject({ imported: 3650 });
    const res = await dashboard(user);
    expect(res.json().totalEntries).toBe(3650);
    expect(res.json().streakDays).toBeGreaterThanOrEqual(1);
    expect(gzipSync(res.body).length).toBeLessThanOrEqual(10 * 1024);
    expect(res.body).not.toContain('Private note');
  });
});
