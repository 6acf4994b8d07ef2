import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createMoodEntry, createUser, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

// Two application instances on one database stand for two server processes: what one writes,
// the other must show at once, although each keeps its own cache of recent reads.
describe('cached mood reads', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let user: TestUser;

  const list = async (app: { inject: TestApp['app']['inject'] }, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/moods${query}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json() as { id: string; score: number; notes: string }[];
  };
  const insights = async (app: { inject: TestApp['app']['inject'] }) => {
    const res = await app.inject({ method: 'GET', url: '/api/moods/insights', headers: user.auth });
    expect(res.statusCode).toBe(200);
    return res.json() as { totalEntries: number; averageMood: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp(t.deps, {
      loggerInstance: pino({ level: 'silent' }),
      webDist: t.dataDir,
    });
    await other.ready();
    user = await createUser(t);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('shows a write made through the other instance on the next read', async () => {
    const first = await createMoodEntry(t, user, { score: 4, notes: 'first' });
    expect((await list(t.app)).map((e) => e.id)).toEqual([first.id]);
    expect((await insights(t.app)).totalEntries).toBe(1);

    const second = await createMoodEntry({ ...t, app: other } as TestApp, user, {
      date: new Date(Date.now() + 60_000).toISOString(),
      score: 8,
    });
    expect((await list(t.app)).map((e) => e.id)).toEqual([second.id, first.id]);
    // joy at 4 and at 8 felt 7 and 9
    expect(await insights(t.app)).toMatchObject({ totalEntries: 2, averageMood: 8 });

    const edited = await other.inject({
      method: 'PUT',
      url: `/api/moods/${first.id}`,
      headers: user.auth,
      payload: { ...first, score: 2, notes: 'changed elsewhere' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await list(t.app)).find((e) => e.id === first.id)).toMatchObject({
      score: 2,
      notes: 'changed elsewhere',
    });
    // sent back as it was read, with a new intensity: its pleasantness is derived again (6)
    expect((await insights(t.app)).averageMood).toBe(7.5);

    const removed = await other.inject({
      method: 'DELETE',
      url: `/api/moods/${second.id}`,
      headers: user.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect((await list(t.app)).map((e) => e.id)).toEqual([first.id]);
    expect((await insights(t.app)).totalEntries).toBe(1);
  });

  it('shows entries imported through the other instance', async () => {
    const before = (await list(t.app)).length;
    const file = [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      '2025-01-02,January 2,Thursday,09:00,rad,,,',
    ].join('\n');
    const res = await other.inject({
      method: 'POST',
      url: '/api/moods/import',
      headers: user.auth,
      payload: { content: file },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await list(t.app)).toHaveLength(before + 1);
    expect((await insights(t.app)).totalEntries).toBe(before + 1);
  });

  it('keeps date ranges apart and another person out', async () => {
    const all = await list(t.app);
    const ranged = await list(t.app, '?from=2025-01-01T00:00:00.000Z&to=2025-01-31T00:00:00.000Z');
    expect(ranged).toHaveLength(1);
    expect(all.length).toBeGreaterThan(1);
    const stranger = await createUser(t);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/moods', headers: stranger.auth });
    expect(theirs.json()).toEqual([]);
  });

  it('answers the insights again within the minute, and anew once the clock or the time zone moves on', async () => {
    const person = await createUser(t);
    const ask = async (query = '') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/moods/insights${query}`,
        headers: person.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        streakDays: number;
        calendar: { year: number; days: { day: string }[] };
      };
    };
    try {
      // 23:30 UTC on 9 June is already 10 June in Sydney
      t.setNow(new Date('2026-06-09T23:30:00.000Z'));
      await createMoodEntry(t, person, { date: '2026-06-09T23:00:00.000Z', score: 7 });
      const first = await ask();
      expect(first.streakDays).toBe(1);
      expect(first.calendar.days.map((d) => d.day)).toEqual(['2026-06-09']);
      expect(await ask()).toEqual(first);

      const zone = await t.app.inject({
        method: 'PUT',
        url: '/api/users/settings',
        headers: person.auth,
        payload: { timeZone: 'Australia/Sydney' },
      });
      expect(zone.statusCode, zone.body).toBe(200);
      expect((await ask()).calendar.days.map((d) => d.day)).toEqual(['2026-06-10']);

      // two days later the streak has lapsed: the cached answer from before is not used
      t.setNow(new Date('2026-06-12T00:30:00.000Z'));
      expect((await ask()).streakDays).toBe(0);
      expect((await ask('?year=2025')).calendar).toEqual({ year: 2025, days: [] });
    } finally {
      t.setNow(null);
    }
  });
});
