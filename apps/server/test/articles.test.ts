import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoodEntry, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

type Summary = {
  id: string;
  title: string;
  category: string;
  relevanceScore: number;
  bookmarked: boolean;
  tags: string[];
  readTime: string;
};
const list = async (query = '', headers = {}) =>
  (await t.app.inject({ url: `/api/articles${query}`, headers })).json() as Summary[];

describe('article library', () => {
  it('lists at least 12 articles, 3 per category, in the editors’ order for visitors', async () => {
    const all = await list();
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const category of [
      'Mental Health',
      'Personal Growth',
      'Emotional Resilience',
      'Relationships',
    ]) {
      expect(all.filter((a) => a.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
    const scores = all.map((a) => a.relevanceScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(Math.max(...scores)).toBeLessThanOrEqual(90);
    expect(all.every((a) => /^\d+ min read$/.test(a.readTime) && !a.bookmarked)).toBe(true);
  });

  it('searches title, excerpt, tags and body, and filters by category', async () => {
    const sleep = await list('?search=sleep');
    expect(sleep.length).toBeGreaterThan(0);
    expect(sleep.some((a) => a.id === 'better-sleep-basics')).toBe(true);
    const bodyOnly = await list(`?search=${encodeURIComponent('stimulus control')}`);
    expect(bodyOnly.map((a) => a.id)).toContain('better-sleep-basics');
    expect(await list('?search=zzzz-nothing-matches')).toEqual([]);
    const relationships = await list(`?category=${encodeURIComponent('Relationships')}`);
    expect(relationships.every((a) => a.category === 'Relationships')).toBe(true);
    const bad = await t.app.inject({ url: '/api/articles?category=Cooking' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose one of the four categories');
  });

  it('shows an article with blocks, quiz, exercises and related articles, or 404', async () => {
    const res = await t.app.inject({ url: '/api/articles/calming-anxious-mind' });
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.title).toBe('Calming an Anxious Mind');
    expect(a.content.some((b: { type: string }) => b.type === 'heading')).toBe(true);
    expect(a.content.some((b: { type: string }) => b.type === 'list')).toBe(true);
    expect(a.quiz.length).toBeGreaterThanOrEqual(3);
    expect(a.exercises.map((e: { type: string }) => e.type)).toContain('box-breathing');
    expect(a.relatedArticles).toHaveLength(3);
    expect(a.progress).toEqual({ quizScore: null, exercisesCompleted: false });
    const missing = await t.app.inject({ url: '/api/articles/not-an-article' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Article not found' });
    expect((await t.app.inject({ url: '/api/articles/..%2Fsecret' })).statusCode).toBe(400);
  });

  it('serves hero images that ship with the app', async () => {
    const res = await t.app.inject({ url: '/api/articles/calming-anxious-mind/image' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toContain('<svg');
    expect(res.headers['cache-control']).toContain('max-age');
  });
});

describe('bookmarks and progress', () => {
  it('keeps bookmarks per user', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/articles/better-sleep-basics/bookmark',
      headers: a.auth,
    });
    expect(put.json()).toEqual({ bookmarked: true });
    await t.app.inject({
      method: 'PUT',
      url: '/api/articles/better-sleep-basics/bookmark',
      headers: a.auth,
    });
    expect((await list('?bookmarked=true', a.auth)).map((x) => x.id)).toEqual([
      'better-sleep-basics',
    ]);
    expect(await list('?bookmarked=true', b.auth)).toEqual([]);
    expect((await list('', a.auth)).find((x) => x.id === 'better-sleep-basics')!.bookmarked).toBe(
      true,
    );
    expect((await list('', b.auth)).find((x) => x.id === 'better-sleep-basics')!.bookmarked).toBe(
      false,
    );
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/articles/better-sleep-basics/bookmark',
      headers: a.auth,
    });
    expect(del.json()).toEqual({ bookmarked: false });
    expect(await list('?bookmarked=true', a.auth)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/articles/nope/bookmark', headers: a.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/articles/better-sleep-basics/bookmark' }))
        .statusCode,
    ).toBe(401);
  });

  it('records quiz scores and exercises, counting each toward modules completed', async () => {
    const user = await createUser(t);
    const post = (id: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/articles/${id}/progress`,
        headers: user.auth,
        payload,
      });
    expect((await post('calming-anxious-mind', { quizScore: 75 })).json()).toEqual({
      quizScore: 75,
      exercisesCompleted: false,
    });
    expect((await post('calming-anxious-mind', { quizScore: 50 })).json()).toEqual({
      quizScore: 75,
      exercisesCompleted: false,
    });
    expect((await post('calming-anxious-mind', { exercisesCompleted: true })).json()).toEqual({
      quizScore: 75,
      exercisesCompleted: true,
    });
    const stats = (await t.app.inject({ url: '/api/users/stats', headers: user.auth })).json();
    expect(stats.modulesCompleted).toBe(2);
    const detail = (
      await t.app.inject({ url: '/api/articles/calming-anxious-mind', headers: user.auth })
    ).json();
    expect(detail.progress).toEqual({ quizScore: 75, exercisesCompleted: true });
    expect((await post('calming-anxious-mind', {})).statusCode).toBe(400);
    expect((await post('calming-anxious-mind', { quizScore: 101 })).statusCode).toBe(400);
    expect(
      (await post('talking-so-youre-heard', { exercisesCompleted: true })).json().message,
    ).toBe('This article has no exercises');
    expect((await post('nope', { quizScore: 10 })).statusCode).toBe(404);
  });
});

describe('personalisation', () => {
  it('recommends anxiety articles to someone whose recent moods are anxious', async () => {
    const user = await createUser(t);
    for (const sub of ['anxiety', 'worry', 'nervousness']) {
      await createMoodEntry(t, user, {
        primaryEmotion: 'fear',
        subEmotion: sub,
        score: 4,
        factors: ['Work'],
      });
    }
    const articles = await list('', user.auth);
    expect(articles[0]!.id).toBe('calming-anxious-mind');
    expect(articles[0]!.relevanceScore).toBeGreaterThan(90);
    const visitor = await list();
    expect(visitor.every((a) => a.relevanceScore <= 90)).toBe(true);
    const other = await createUser(t);
    for (let i = 0; i < 3; i++)
      await createMoodEntry(t, other, {
        primaryEmotion: 'sadness',
        subEmotion: 'loneliness',
        score: 3,
        factors: ['Social Interaction'],
      });
    const lonely = await list('', other.auth);
    expect(lonely[0]!.id).toBe('reaching-out-when-lonely');
  });
});
