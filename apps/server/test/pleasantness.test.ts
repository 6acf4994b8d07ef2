import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLEASANTNESS_MESSAGE } from '@moodcraft/core/moods/pleasantness';
import { moodEntries } from '../src/db/schema';
import { createMoodEntry, createUser, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

/** DESIGN decision 23: an entry's intensity (`score`) and how it felt overall (`pleasantness`). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

const anxious = {
  date: '2026-11-01T09:00:00Z',
  primaryEmotion: 'fear',
  subEmotion: 'anxiety',
  score: 9,
  factors: [],
  notes: '',
};
const list = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/moods', headers: user.auth })).json();
const put = (user: TestUser, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/moods/${id}`, headers: user.auth, payload });

describe('a mood entry’s pleasantness', () => {
  it('is derived when none is given, kept when one is, and stored in half steps exactly', async () => {
    const user = await createUser(t);
    const derived = await createMoodEntry(t, user, anxious);
    expect(derived).toMatchObject({ score: 9, pleasantness: 1.5, pleasantnessDerived: true });
    const chosen = await createMoodEntry(t, user, {
      ...anxious,
      date: '2026-11-02T09:00:00Z',
      pleasantness: 4,
    });
    expect(chosen).toMatchObject({ score: 9, pleasantness: 4, pleasantnessDerived: false });
    expect(
      (await list(user)).map((e: { pleasantness: number; score: number }) => [
        e.score,
        e.pleasantness,
      ]),
    ).toEqual([
      [9, 4],
      [9, 1.5],
    ]);
    const [row] = await t.deps.database.db
      .select()
      .from(moodEntries)
      .where(eq(moodEntries.id, derived.id));
    expect(row).toMatchObject({ score: 9, pleasantness: 1.5, pleasantnessDerived: true });
  });

  it('refuses one that is not a whole number from 1 to 10, and changes nothing', async () => {
    const user = await createUser(t);
    const entry = await createMoodEntry(t, user, { ...anxious, pleasantness: 3 });
    const before = await list(user);
    for (const pleasantness of [0, 11, 5.5, 'high']) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/moods',
        headers: user.auth,
        payload: { ...anxious, pleasantness },
      });
      expect(created.statusCode, String(pleasantness)).toBe(400);
      expect(created.json()).toEqual({
        message: PLEASANTNESS_MESSAGE,
        errors: [{ path: 'pleasantness', message: PLEASANTNESS_MESSAGE }],
      });
      const edited = await put(user, entry.id, { ...anxious, score: 2, pleasantness });
      expect(edited.statusCode, String(pleasantness)).toBe(400);
      expect(edited.json().message).toBe(PLEASANTNESS_MESSAGE);
    }
    expect(PLEASANTNESS_MESSAGE).toBe('Pleasantness must be a whole number from 1 to 10');
    expect(await list(user)).toEqual(before);
  });

  it('is kept by an edit when the person chose it, derived again when it was derived, changed when sent', async () => {
    const user = await createUser(t);
    const derived = await createMoodEntry(t, user, anxious);
    const chosen = await createMoodEntry(t, user, { ...anxious, pleasantness: 4 });

    // a new feeling and intensity, no pleasantness
    const sad = { ...anxious, primaryEmotion: 'sadness', subEmotion: 'grief', score: 8 };
    expect((await put(user, derived.id, sad)).json()).toMatchObject({
      score: 8,
      pleasantness: 2,
      pleasantnessDerived: true,
    });
    expect((await put(user, chosen.id, sad)).json()).toMatchObject({
      score: 8,
      pleasantness: 4,
      pleasantnessDerived: false,
    });

    // an entry sent back as it was read, with a new intensity
    const read = (await list(user)).find((e: { id: string }) => e.id === derived.id);
    expect((await put(user, derived.id, { ...read, score: 2 })).json()).toMatchObject({
      score: 2,
      pleasantness: 5,
      pleasantnessDerived: true,
    });
    const readChosen = (await list(user)).find((e: { id: string }) => e.id === chosen.id);
    expect((await put(user, chosen.id, { ...readChosen, score: 2 })).json()).toMatchObject({
      score: 2,
      pleasantness: 4,
      pleasantnessDerived: false,
    });

    // sent, it is the person's: on a derived entry too
    expect((await put(user, derived.id, { ...sad, pleasantness: 6 })).json()).toMatchObject({
      pleasantness: 6,
      pleasantnessDerived: false,
    });
    expect((await put(user, derived.id, { ...sad, score: 1 })).json()).toMatchObject({
      score: 1,
      pleasantness: 6,
      pleasantnessDerived: false,
    });
  });
});

describe('every figure reads pleasantness, never intensity', () => {
  it('counts an intense anxiety as a low point: insights, calendar, dashboard, stats and the report', async () => {
    const user = await createUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: user.auth,
      payload: { timeZone: 'UTC', dataSharing: true },
    });
    t.setNow(new Date('2026-11-21T12:00:00Z'));
    try {
      const calm = {
        primaryEmotion: 'contentment',
        subEmotion: 'peacefulness',
        score: 4,
        notes: '',
      };
      // felt 7, 7 and then 1.5: by intensity (4, 4, 9) the last would be the best day
      await createMoodEntry(t, user, {
        ...calm,
        date: '2026-11-19T09:00:00Z',
        factors: ['Exercise', 'Work'],
      });
      await createMoodEntry(t, user, {
        ...calm,
        date: '2026-11-20T09:00:00Z',
        factors: ['Exercise'],
      });
      await createMoodEntry(t, user, {
        ...anxious,
        date: '2026-11-21T09:00:00Z',
        factors: ['Work'],
      });

      const insights = (
        await t.app.inject({ url: '/api/moods/insights', headers: user.auth })
      ).json();
      expect(insights.averageMood).toBe(5.2);
      expect(insights.weekly.averageMood).toBe(5.2);
      expect(
        insights.factorImpact.map((f: { factor: string; average: number }) => [
          f.factor,
          f.average,
        ]),
      ).toEqual([
        ['Exercise', 7],
        ['Work', 4.3],
      ]);
      expect(insights.calendar.days).toContainEqual({ day: '2026-11-21', average: 1.5, count: 1 });

      const dashboard = (await t.app.inject({ url: '/api/dashboard', headers: user.auth })).json();
      expect(dashboard.weekly.averageMood).toBe(5.2);
      expect(dashboard.points[0]).toMatchObject({
        score: 9,
        pleasantness: 1.5,
        subEmotion: 'anxiety',
      });

      const stats = (await t.app.inject({ url: '/api/users/stats', headers: user.auth })).json();
      expect(stats.averageMood).toBe(5.2);

      const link = (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/share-links',
          headers: user.auth,
          payload: { from: '2026-11-19', to: '2026-11-21' },
        })
      ).json();
      const report = (
        await t.app.inject({ url: `/api/reports/${link.url.split('/report/')[1]}` })
      ).json();
      expect(report.summary).toMatchObject({ entries: 3, averageMood: 5.2 });
      expect(report.timeline.map((p: { pleasantness: number }) => p.pleasantness)).toEqual([
        7, 7, 1.5,
      ]);
      expect(report.timeline.map((p: { score: number }) => p.score)).toEqual([4, 4, 9]);
      expect(report.factorImpact[0]).toMatchObject({ factor: 'Exercise', average: 7 });
    } finally {
      t.setNow(null);
    }
  });
});
