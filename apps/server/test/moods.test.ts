import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_MESSAGE, FUTURE_DATE_MESSAGE } from '@moodcraft/core/moods/moods';
import { moodEntries } from '../src/db/schema';
import { createMoodEntry, createUser, logMoods } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

describe('mood entries', () => {
  it('logs a mood, keeps the note encrypted and lists newest first', async () => {
    const user = await createUser(t);
    const older = await createMoodEntry(t, user, {
      date: '2026-11-01T09:00:00Z',
      score: 4,
      primaryEmotion: 'fear',
      subEmotion: 'worry',
    });
    const newer = await createMoodEntry(t, user, {
      date: '2026-11-02T09:00:00Z',
      primaryEmotion: 'Joy',
      subEmotion: 'Excitement',
      score: 8,
      factors: ['exercise', 'Creative Activities'],
      notes: 'Painted after the run',
    });
    expect(newer).toMatchObject({
      primaryEmotion: 'joy',
      subEmotion: 'excitement',
      score: 8,
      factors: ['Exercise', 'Creative Activities'],
      notes: 'Painted after the run',
      creativeActivity: { completed: true, duration: 0, type: '' },
    });
    expect(newer.id).toBe(newer._id);
    const list = (await t.app.inject({ url: '/api/moods', headers: user.auth })).json();
    expect(list.map((e: { id: string }) => e.id)).toEqual([newer.id, older.id]);
    const rows = await t.deps.database.db.select().from(moodEntries);
    const stored = rows.find((r) => r.id === newer.id)!;
    expect(stored.notes).not.toContain('Painted');
    expect(stored.notes).toMatch(/^v2\./);
  });

  it('logs a mood for now or the past, never for a time still to come', async () => {
    const user = await createUser(t);
    t.setNow(new Date('2026-11-24T12:00:00Z'));
    try {
      const base = { primaryEmotion: 'joy', subEmotion: 'happiness', score: 5 };
      const post = (date: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/moods',
          headers: user.auth,
          payload: { ...base, date },
        });
      // tomorrow, and later today, are refused on the date field
      for (const date of ['2026-11-25T09:00:00Z', '2026-11-24T13:00:00Z']) {
        const res = await post(date);
        expect(res.statusCode, date).toBe(400);
        expect(res.json()).toMatchObject({
          message: FUTURE_DATE_MESSAGE,
          errors: [{ path: 'date', message: FUTURE_DATE_MESSAGE }],
        });
      }
      // the same instant in another zone is the past: 23:30 in Auckland is 10:30 UTC
      expect((await post('2026-11-24T23:30:00+13:00')).statusCode).toBe(201);
      // a phone clock a few minutes fast still logs "now"
      const now = await post('2026-11-24T12:05:00Z');
      expect(now.statusCode).toBe(201);
      // an edit cannot move an entry into the future, and the entry stays as it was
      const moved = await t.app.inject({
        method: 'PUT',
        url: `/api/moods/${now.json().id}`,
        headers: user.auth,
        payload: { ...base, date: '2027-01-05T09:00:00Z' },
      });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().message).toBe(FUTURE_DATE_MESSAGE);
      const list = (await t.app.inject({ url: '/api/moods', headers: user.auth })).json();
      expect(list.map((e: { date: string }) => e.date)).toEqual([
        '2026-11-24T12:05:00.000Z',
        '2026-11-24T10:30:00.000Z',
      ]);
    } finally {
      t.setNow(null);
    }
  });

  it('filters by date range', async () => {
    const user = await createUser(t);
    for (const day of ['01', '05', '09'])
      await createMoodEntry(t, user, { date: `2026-10-${day}T12:00:00Z` });
    const res = await t.app.inject({
      url: '/api/moods?from=2026-10-02T00:00:00Z&to=2026-10-08T23:59:59Z',
      headers: user.auth,
    });
    expect(res.json().map((e: { date: string }) => e.date)).toEqual(['2026-10-05T12:00:00.000Z']);
    const bad = await t.app.inject({ url: '/api/moods?from=someday', headers: user.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('validates every field with a clear message', async () => {
    const user = await createUser(t);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/moods', headers: user.auth, payload });
    const base = {
      date: '2026-11-01T09:00:00Z',
      primaryEmotion: 'joy',
      subEmotion: 'happiness',
      score: 5,
    };
    const cases: [object, string][] = [
      [{ primaryEmotion: '' }, 'Please select an emotion'],
      [{ primaryEmotion: 'hunger' }, 'This emotion is not in the catalogue'],
      [{ subEmotion: 'grief' }, 'This feeling is not one of Joy’s'],
      [{ score: 0 }, 'Intensity must be a whole number from 1 to 10'],
      [{ score: 7.5 }, 'Intensity must be a whole number from 1 to 10'],
      [{ factors: ['Gardening'] }, '“Gardening” is not one of the factors'],
      [{ notes: 'x'.repeat(5001) }, 'Notes must be at most 5000 characters'],
      [{ date: 'not a date' }, DATE_MESSAGE],
      // a day that does not exist is refused, not moved to 2 March
      [{ date: '2026-02-30T10:00:00Z' }, DATE_MESSAGE],
      [{ date: '2026-04-31T10:00:00+02:00' }, DATE_MESSAGE],
      [{ date: '2026-11-20T24:30:00Z' }, DATE_MESSAGE],
      // without an offset the time would be read in the server's own zone
      [{ date: '2026-11-20T08:30' }, DATE_MESSAGE],
      [{ date: '2026-11-20' }, DATE_MESSAGE],
    ];
    for (const [override, message] of cases) {
      const res = await post({ ...base, ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await t.app.inject({ url: '/api/moods', headers: user.auth })).json()).toEqual([]);
    // a leap day, an offset without a colon and fractions of a second are all real instants
    for (const date of [
      '2024-02-29T23:59:59.999Z',
      '2026-11-20T08:30:00+1100',
      '2026-11-20T08:30Z',
    ]) {
      expect((await post({ ...base, date })).statusCode, date).toBe(201);
    }
  });

  it('edits and deletes only the owner’s entries', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const entry = await createMoodEntry(t, owner, { notes: 'mine' });
    const change = {
      date: '2026-11-03T20:00:00Z',
      primaryEmotion: 'sadness',
      subEmotion: 'loneliness',
      score: 3,
      factors: ['Family'],
      notes: 'edited',
    };

    const foreignEdit = await t.app.inject({
      method: 'PUT',
      url: `/api/moods/${entry.id}`,
      headers: other.auth,
      payload: change,
    });
    expect(foreignEdit.statusCode).toBe(404);
    const foreignDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/moods/${entry.id}`,
      headers: other.auth,
    });
    expect(foreignDelete.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/moods', headers: other.auth })).json()).toEqual([]);
    expect((await t.app.inject({ url: '/api/moods', headers: owner.auth })).json()[0].notes).toBe(
      'mine',
    );

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/moods/${entry.id}`,
      headers: owner.auth,
      payload: change,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      ...change,
      date: '2026-11-03T20:00:00.000Z',
      id: entry.id,
    });

    const badEdit = await t.app.inject({
      method: 'PUT',
      url: `/api/moods/${entry.id}`,
      headers: owner.auth,
      payload: { ...change, score: 11 },
    });
    expect(badEdit.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/moods', headers: owner.auth })).json()[0].score).toBe(
      3,
    );

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/moods/${entry.id}`,
      headers: owner.auth,
    });
    expect(removed.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/moods/${entry.id}`,
      headers: owner.auth,
    });
    expect(again.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/moods/123', headers: owner.auth }))
        .statusCode,
    ).toBe(400);
  });

  it('needs a session for every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/moods'],
      ['POST', '/api/moods'],
      ['GET', '/api/moods/insights'],
      ['PUT', '/api/moods/6f1c1f4e-4a7b-4a8e-9a55-3b0f8d0d8a11'],
      ['DELETE', '/api/moods/6f1c1f4e-4a7b-4a8e-9a55-3b0f8d0d8a11'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('insights', () => {
  it('are empty but well-formed for a new account', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ url: '/api/moods/insights', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalEntries: 0,
      averageMood: 0,
      trend: 'stable',
      streakDays: 0,
      weekly: { entryCount: 0, averageMood: 0, mostFrequentMood: null },
      topEmotions: [],
      distribution: [],
      factorImpact: [],
      insights: [],
      calendar: { days: [] },
    });
  });

  it('tell the truth about a crafted week', async () => {
    const user = await createUser(t);
    t.setNow(new Date('2026-11-21T12:00:00Z'));
    // Six days, newest first: moods (pleasantness) 8,8,8,8,8 then 5; Exercise comes with the good
    // days. The intensities say otherwise (mild joys, an intense worry): mood is not intensity.
    const days = [
      {
        date: '2026-11-21T09:00:00Z',
        score: 3,
        pleasantness: 8,
        primaryEmotion: 'joy',
        subEmotion: 'happiness',
        factors: ['Exercise', 'Sleep'],
      },
      {
        date: '2026-11-20T09:00:00Z',
        score: 3,
        pleasantness: 8,
        primaryEmotion: 'joy',
        subEmotion: 'optimism',
        factors: ['Exercise'],
      },
      {
        date: '2026-11-19T09:00:00Z',
        score: 3,
        pleasantness: 8,
        primaryEmotion: 'joy',
        subEmotion: 'happiness',
        factors: ['Exercise', 'Work'],
      },
      {
        date: '2026-11-18T09:00:00Z',
        score: 3,
        pleasantness: 8,
        primaryEmotion: 'trust',
        subEmotion: 'confidence',
        factors: ['Work'],
      },
      {
        date: '2026-11-17T09:00:00Z',
        score: 3,
        pleasantness: 8,
        primaryEmotion: 'joy',
        subEmotion: 'happiness',
        factors: [],
      },
      {
        date: '2026-11-16T09:00:00Z',
        score: 9,
        pleasantness: 5,
        primaryEmotion: 'fear',
        subEmotion: 'worry',
        factors: ['Work', 'News'],
      },
    ];
    for (const d of days) await createMoodEntry(t, user, d);
    const insights = (
      await t.app.inject({ url: '/api/moods/insights?year=2026', headers: user.auth })
    ).json();
    t.setNow(null);
    expect(insights.totalEntries).toBe(6);
    expect(insights.averageMood).toBe(7.5);
    expect(insights.trend).toBe('improving');
    expect(insights.streakDays).toBe(6);
    expect(insights.weekly).toMatchObject({
      entryCount: 6,
      averageMood: 7.5,
      mostFrequentMood: 'joy',
      trend: 'improving',
    });
    expect(insights.weekly.suggestedActivities.map((a: { title: string }) => a.title)).toEqual([
      'Creative Expression',
      'Mood Reflection',
    ]);
    expect(insights.topEmotions).toEqual([
      { emotion: 'joy', count: 4 },
      { emotion: 'trust', count: 1 },
      { emotion: 'fear', count: 1 },
    ]);
    expect(insights.topTriggers[0]).toEqual({ factor: 'Exercise', count: 3, positive: true });
    expect(insights.topTriggers[1]).toEqual({ factor: 'Work', count: 3, positive: false });
    expect(insights.distribution[0]).toEqual({ emotion: 'joy', count: 4, percentage: 67 });
    // each factor against the period's average, 7.5
    expect(insights.range).toBe('month');
    expect(insights.factorImpact).toEqual([
      { factor: 'Exercise', average: 8, count: 3, difference: 0.5, positive: true },
      { factor: 'Work', average: 7, count: 3, difference: -0.5, positive: false },
    ]);
    expect(insights.insights[0]).toBe('You’ve felt joy most often lately: 67% of your entries.');
    expect(insights.insights).toContain(
      'Exercise tends to come with a higher mood (8/10 over 3 entries), against 7.5/10 on average.',
    );
    expect(insights.calendar.year).toBe(2026);
    expect(insights.calendar.days).toHaveLength(6);
    expect(insights.calendar.days).toContainEqual({ day: '2026-11-16', average: 5, count: 1 });
  });

  it('refuse a nonsense year', async () => {
    const user = await createUser(t);
    expect(
      (await t.app.inject({ url: '/api/moods/insights?year=abc', headers: user.auth })).statusCode,
    ).toBe(400);
  });

  it('look back over the week, month, year or every entry, as asked', async () => {
    const user = await createUser(t);
    t.setNow(new Date('2026-11-22T12:00:00Z'));
    const logged = [
      ['2026-11-21T09:00:00Z', 'joy', 'happiness', 9, ['Exercise']],
      ['2026-11-20T09:00:00Z', 'joy', 'happiness', 7, ['Exercise']],
      ['2026-11-01T09:00:00Z', 'sadness', 'grief', 3, ['Work']],
      ['2026-10-30T09:00:00Z', 'sadness', 'grief', 3, ['Work']],
      ['2026-03-01T09:00:00Z', 'sadness', 'grief', 4, ['Work']],
      ['2024-03-01T09:00:00Z', 'fear', 'worry', 2, ['Work']],
      ['2024-03-02T09:00:00Z', 'fear', 'worry', 2, ['Work']],
      ['2024-03-03T09:00:00Z', 'fear', 'worry', 2, ['Work']],
    ] as const;
    await logMoods(t, user, logged);
    const over = async (range: string) => {
      const res = await t.app.inject({
        url: `/api/moods/insights?range=${range}`,
        headers: user.auth,
      });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const week = await over('week');
    const month = await over('month');
    const year = await over('year');
    const all = await over('all');
    t.setNow(null);
    expect([week, month, year, all].map((i) => i.range)).toEqual(['week', 'month', 'year', 'all']);
    expect(week.distribution).toEqual([{ emotion: 'joy', count: 2, percentage: 100 }]);
    expect(week.insights[0]).toBe(
      'You’ve felt joy most often this past week: 100% of your entries.',
    );
    expect(month.distribution.map((d: { count: number }) => d.count)).toEqual([2, 2]);
    expect(year.factorImpact.find((f: { factor: string }) => f.factor === 'Work')).toEqual({
      factor: 'Work',
      average: 3.3,
      count: 3,
      difference: -1.9,
      positive: false,
    });
    // a tie goes to the feeling logged most recently
    expect(all.distribution[0]).toEqual({ emotion: 'sadness', count: 3, percentage: 38 });
    expect(all.insights[0]).toBe(
      'You’ve felt sadness and fear equally often overall: 38% of your entries each.',
    );
    // the totals, streak and calendar do not change with the range
    expect(new Set([week, month, year, all].map((i) => i.totalEntries))).toEqual(new Set([8]));
  });

  it('refuse a range it does not know, saying which it does', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      url: '/api/moods/insights?range=decade',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Choose a range: week, month, year or all');
    expect((await t.app.inject({ url: '/api/moods/insights?range=week' })).statusCode).toBe(401);
  });
});

describe('stats after logging moods', () => {
  it('counts entries, averages and the streak', async () => {
    const user = await createUser(t);
    const today = new Date();
    for (let i = 0; i < 3; i++) {
      await createMoodEntry(t, user, {
        date: new Date(today.getTime() - i * 86_400_000).toISOString(),
        score: 10,
        pleasantness: 6 + i,
      });
    }
    const stats = (await t.app.inject({ url: '/api/users/stats', headers: user.auth })).json();
    expect(stats).toMatchObject({ moodEntries: 3, averageMood: 7, streakDays: 3, daysActive: 3 });
    const achievements = (
      await t.app.inject({ url: '/api/users/achievements', headers: user.auth })
    ).json();
    expect(achievements.find((a: { id: string }) => a.id === 'first-check-in').completed).toBe(
      true,
    );
    expect(achievements.find((a: { id: string }) => a.id === 'three-day-streak').completed).toBe(
      true,
    );
  });
});

describe('the mood list, a page at a time', () => {
  const list = (auth: { authorization: string }, query: string) =>
    t.app.inject({ url: `/api/moods?${query}`, headers: auth });

  it('pages through every entry newest first, none twice, entries at the same minute included', async () => {
    const user = await createUser(t);
    const base = Date.UTC(2026, 2, 1, 9);
    // two entries share a time: the page boundary must not lose or repeat either
    const dates = [0, 1, 1, 2, 3, 4, 5].map((h) => new Date(base + h * 3_600_000).toISOString());
    for (const [i, date] of dates.entries())
      await createMoodEntry(t, user, { date, notes: `entry ${i}` });
    const all = (await list(user.auth, '')).json() as { id: string; date: string }[];
    expect(all).toHaveLength(7);

    const seen: string[] = [];
    let before = '';
    for (let page = 0; page < 5; page++) {
      const res = await list(user.auth, `limit=3${before ? `&before=${before}` : ''}`);
      expect(res.statusCode).toBe(200);
      const rows = res.json() as { id: string }[];
      if (!rows.length) break;
      expect(rows.length).toBeLessThanOrEqual(3);
      seen.push(...rows.map((r) => r.id));
      before = rows[rows.length - 1]!.id;
    }
    expect(seen).toEqual(all.map((e) => e.id));
  });

  it('answers a read without a limit with the newest 100 entries', async () => {
    const user = await createUser(t);
    const base = Date.UTC(2025, 0, 1, 9);
    const entries = Array.from({ length: 104 }, (_, i) => ({
      date: new Date(base + i * 86_400_000).toISOString().slice(0, 10),
      mood: 'good',
    }));
    const csv = [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      ...entries.map((e) => `${e.date},,,09:00,${e.mood},,,`),
    ].join('\n');
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/moods/import',
      headers: user.auth,
      payload: { content: csv },
    });
    expect(imported.json()).toMatchObject({ imported: 104 });
    const page = (await list(user.auth, '')).json() as { date: string }[];
    expect(page).toHaveLength(100);
    expect(page[0]!.date.slice(0, 10)).toBe(entries[103]!.date);
    expect((await list(user.auth, 'limit=500')).json()).toHaveLength(104);
  });

  it('keeps only one primary emotion or one contributing factor, page by page', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const base = Date.UTC(2026, 3, 1, 9);
    const plan = [
      ['joy', 'happiness', ['Work']],
      ['fear', 'anxiety', ['Work', 'Health']],
      ['joy', 'happiness', ['Family']],
      ['fear', 'worry', []],
      ['joy', 'happiness', ['Work']],
    ] as const;
    for (const [i, [primaryEmotion, subEmotion, factors]] of plan.entries()) {
      await createMoodEntry(t, user, {
        date: new Date(base + i * 3_600_000).toISOString(),
        primaryEmotion,
        subEmotion,
        factors: [...factors],
      });
    }
    await createMoodEntry(t, other, {
      primaryEmotion: 'fear',
      subEmotion: 'worry',
      factors: ['Work'],
    });
    const fear = (await list(user.auth, 'emotion=fear')).json() as {
      primaryEmotion: string;
      date: string;
    }[];
    expect(fear.map((e) => e.primaryEmotion)).toEqual(['fear', 'fear']);
    const work = (await list(user.auth, 'factor=Work')).json() as { factors: string[] }[];
    expect(work).toHaveLength(3);
    expect(work.every((e) => e.factors.includes('Work'))).toBe(true);
    const first = (await list(user.auth, 'factor=Work&limit=2')).json() as { id: string }[];
    const rest = (await list(user.auth, `factor=Work&limit=2&before=${first[1]!.id}`)).json() as {
      id: string;
    }[];
    expect([...first, ...rest].map((e) => e.id)).toEqual(
      (work as unknown as { id: string }[]).map((e) => e.id),
    );
    expect((await list(user.auth, 'emotion=joy&factor=Family')).json()).toHaveLength(1);
    expect((await list(user.auth, 'emotion=nothing-like-it')).json()).toEqual([]);
    for (const bad of ['emotion=', 'factor=%20', `factor=${'x'.repeat(51)}`]) {
      const res = await list(user.auth, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/emotion|factor/);
    }
  });

  it('refuses a page size out of range, and a page after an entry that is not the person’s', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const entry = (await createMoodEntry(t, owner)).id as string;
    for (const bad of ['limit=0', 'limit=501', 'limit=ten', 'limit=2.5', 'before=not-an-id']) {
      const res = await list(owner.auth, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const intruder = await list(other.auth, `limit=5&before=${entry}`);
    expect(intruder.statusCode).toBe(400);
    expect(intruder.body).not.toContain(entry.slice(0, 8) + '"');
    expect((await list(owner.auth, `limit=5&before=${entry}`)).json()).toEqual([]);
    expect((await t.app.inject({ url: `/api/moods?limit=5` })).statusCode).toBe(401);
  });
});
