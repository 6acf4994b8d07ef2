import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIns, checkInSchedules } from '../src/db/schema';
import { createUser, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

const PHQ_CALM = [0, 1, 0, 1, 0, 0, 1, 0, 0]; // 3: minimal
const PHQ_MODERATE = [2, 2, 1, 2, 1, 1, 1, 1, 0]; // 11: moderate
const GAD_MILD = [1, 1, 1, 1, 1, 1, 1]; // 7: mild

type Headers = Record<string, string>;
const take = (user: TestUser, payload: unknown, headers: Headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/check-ins',
    headers: { ...user.auth, ...headers },
    payload: payload as object,
  });
const get = (user: TestUser, url: string) => t.app.inject({ url, headers: user.auth });
const rowsOf = (userId: string) =>
  t.deps.database.db.select().from(checkIns).where(eq(checkIns.userId, userId));

describe('taking a check-in', () => {
  it('scores a PHQ-9 with its band; item 9 at 0 opens no safety flow', async () => {
    const user = await createUser(t);
    const res = await take(user, { instrument: 'phq-9', answers: PHQ_MODERATE, difficulty: 1 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      instrument: 'phq-9',
      answers: PHQ_MODERATE,
      difficulty: 1,
      total: 11,
      band: 'moderate',
      safety: false,
    });
    expect(body.id).toBe(body._id);
    expect(body.resources).toBeUndefined();
  });

  it('scores a GAD-7, the difficulty left out', async () => {
    const user = await createUser(t);
    const res = await take(user, { instrument: 'gad-7', answers: GAD_MILD });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total: 7, band: 'mild', difficulty: null, safety: false });
  });

  it.each([1, 2, 3])(
    'PHQ-9 item 9 answered %i opens the safety flow with the region’s helplines, whatever the total',
    async (item9) => {
      const user = await createUser(t);
      await t.app.inject({
        method: 'PUT',
        url: '/api/users/settings',
        headers: user.auth,
        payload: { crisisRegion: 'AU' },
      });
      const answers = [0, 0, 0, 0, 0, 0, 0, 0, item9];
      const res = await take(user, { instrument: 'phq-9', answers });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ total: item9, band: 'minimal', safety: true });
      expect(body.resources).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'Lifeline', contact: '13 11 14' }),
        ]),
      );
      // read back later, it still says so
      expect((await get(user, `/api/check-ins/${body.id}`)).json().safety).toBe(true);
    },
  );

  it('stores the answers encrypted, the total and band plain', async () => {
    const user = await createUser(t);
    await take(user, { instrument: 'phq-9', answers: PHQ_MODERATE, difficulty: 2 });
    const [row] = await rowsOf(user.id);
    expect(row!.answers.startsWith('v2.')).toBe(true);
    expect(row!.answers).not.toContain('2,2,1');
    expect(row).toMatchObject({ total: 11, band: 'moderate' });
  });
});

describe('bad input', () => {
  it.each([
    [{ instrument: 'phq-9', answers: [0, 0, 0, 0, 0, 0, 0] }, /PHQ-9 needs exactly 9 answers/],
    [{ instrument: 'phq-9', answers: Array(10).fill(1) }, /PHQ-9 needs exactly 9 answers/],
    [{ instrument: 'gad-7', answers: PHQ_CALM }, /GAD-7 needs exactly 7 answers/],
    [{ instrument: 'gad-7', answers: [] }, /GAD-7 needs exactly 7 answers/],
    [{ instrument: 'gad-7', answers: [0, 1, 2, 3, 4, 0, 0] }, 'Each answer must be 0, 1, 2 or 3'],
    [{ instrument: 'gad-7', answers: [0, 1, 2, 3, -1, 0, 0] }, 'Each answer must be 0, 1, 2 or 3'],
    [{ instrument: 'gad-7', answers: [0, 1, 2, 3, 1.5, 0, 0] }, 'Each answer must be 0, 1, 2 or 3'],
    [{ instrument: 'gad-7', answers: [0, 1, 2, 3, '1', 0, 0] }, 'Each answer must be 0, 1, 2 or 3'],
    [{ instrument: 'bdi-2', answers: PHQ_CALM }, 'instrument must be phq-9 or gad-7'],
    [{ answers: PHQ_CALM }, 'instrument must be phq-9 or gad-7'],
    [{ instrument: 'gad-7' }, 'answers must be a list of numbers from 0 to 3'],
    [{ instrument: 'gad-7', answers: GAD_MILD, difficulty: 4 }, /difficulty must be/],
    [[1, 2, 3], 'The request body must be a JSON object'],
  ])('%j answers 400 with a message, and nothing is stored', async (payload, message) => {
    const user = await createUser(t);
    const res = await take(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(res.json().errors.length).toBeGreaterThan(0);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('refuses a bad list query and a bad id', async () => {
    const user = await createUser(t);
    for (const query of ['instrument=bdi-2', 'limit=0', 'limit=501', 'limit=many']) {
      const res = await get(user, `/api/check-ins?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await get(user, '/api/check-ins/not-an-id')).statusCode).toBe(400);
    const schedule = await t.app.inject({
      method: 'PUT',
      url: '/api/check-ins/schedule',
      headers: user.auth,
      payload: { interval: 'daily' },
    });
    expect(schedule.statusCode).toBe(400);
    expect(schedule.json().message).toBe('interval must be weekly, fortnightly, monthly or off');
  });
});

describe('reading and deleting', () => {
  it('lists newest first, of one questionnaire or both, as many as asked', async () => {
    const user = await createUser(t);
    const base = Date.parse('2026-11-01T09:00:00Z');
    try {
      for (const [i, payload] of [
        { instrument: 'phq-9', answers: PHQ_CALM },
        { instrument: 'gad-7', answers: GAD_MILD },
        { instrument: 'phq-9', answers: PHQ_MODERATE },
      ].entries()) {
        t.setNow(new Date(base + i * 86_400_000));
        expect((await take(user, payload)).statusCode).toBe(201);
      }
    } finally {
      t.setNow(null);
    }
    const all = (await get(user, '/api/check-ins')).json();
    expect(all.map((c: { total: number }) => c.total)).toEqual([11, 7, 3]);
    const phq = (await get(user, '/api/check-ins?instrument=phq-9')).json();
    expect(phq.map((c: { total: number }) => c.total)).toEqual([11, 3]);
    const one = (await get(user, '/api/check-ins?limit=1')).json();
    expect(one).toHaveLength(1);
    expect((await get(user, `/api/check-ins/${all[1].id}`)).json()).toEqual(all[1]);
  });

  it('deletes one', async () => {
    const user = await createUser(t);
    const { id } = (await take(user, { instrument: 'gad-7', answers: GAD_MILD })).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/check-ins/${id}`,
      headers: user.auth,
    });
    expect(del.statusCode).toBe(204);
    expect((await get(user, `/api/check-ins/${id}`)).statusCode).toBe(404);
    expect((await get(user, '/api/check-ins')).json()).toEqual([]);
  });

  it('needs a session for every call', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['POST', '/api/check-ins'],
      ['GET', '/api/check-ins'],
      ['GET', `/api/check-ins/${id}`],
      ['DELETE', `/api/check-ins/${id}`],
      ['GET', '/api/check-ins/schedule'],
      ['PUT', '/api/check-ins/schedule'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { instrument: 'gad-7', answers: GAD_MILD } } : {}),
        ...(method === 'PUT' ? { payload: { interval: 'weekly' } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue' });
    }
  });

  it('another person’s ids answer 404, like ids that do not exist, and change nothing', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const mine = (await take(owner, { instrument: 'phq-9', answers: PHQ_MODERATE })).json();
    await take(other, { instrument: 'gad-7', answers: GAD_MILD });
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/check-ins/${mine.id}`,
        headers: other.auth,
      });
      expect(res.statusCode, method).toBe(404);
      const unknown = await t.app.inject({
        method,
        url: `/api/check-ins/${randomUUID()}`,
        headers: other.auth,
      });
      expect(res.body).toBe(unknown.body);
      expect(res.json()).toEqual({ message: 'This check-in does not exist' });
    }
    const theirs = (await get(other, '/api/check-ins')).json();
    expect(theirs.map((c: { id: string }) => c.id)).not.toContain(mine.id);
    expect((await get(owner, `/api/check-ins/${mine.id}`)).json()).toEqual(mine);
  });
});

describe('the schedule', () => {
  it('is every two weeks until chosen; each questionnaire is due once taken an interval ago', async () => {
    const user = await createUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: user.auth,
      payload: { timeZone: 'Australia/Melbourne' },
    });
    // 23:30 on 20 November in Melbourne
    t.setNow(new Date('2026-11-20T12:30:00Z'));
    try {
      const fresh = (await get(user, '/api/check-ins/schedule')).json();
      expect(fresh.interval).toBe('fortnightly');
      expect(fresh.today).toBe('2026-11-20');
      expect(fresh.instruments).toEqual([
        { instrument: 'phq-9', last: null, nextDue: '2026-11-20', due: true },
        { instrument: 'gad-7', last: null, nextDue: '2026-11-20', due: true },
      ]);

      const taken = (await take(user, { instrument: 'phq-9', answers: PHQ_CALM })).json();
      const after = (await get(user, '/api/check-ins/schedule')).json();
      expect(after.instruments[0]).toEqual({
        instrument: 'phq-9',
        last: { id: taken.id, total: 3, band: 'minimal', createdAt: taken.createdAt },
        nextDue: '2026-12-04',
        due: false,
      });
      expect(after.instruments[1].due).toBe(true);

      const put = (interval: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/check-ins/schedule',
          headers: user.auth,
          payload: { interval },
        });
      expect((await put('weekly')).json().instruments[0].nextDue).toBe('2026-11-27');
      expect((await put('monthly')).json().instruments[0].nextDue).toBe('2026-12-20');
      const off = (await put('off')).json();
      expect(off.interval).toBe('off');
      expect(off.instruments.map((i: { nextDue: null }) => i.nextDue)).toEqual([null, null]);
      expect((await get(user, '/api/check-ins/schedule')).json().interval).toBe('off');

      t.setNow(new Date('2026-12-04T00:00:00Z')); // 11:00 on 4 December in Melbourne
      await put('fortnightly');
      expect((await get(user, '/api/check-ins/schedule')).json().instruments[0].due).toBe(true);
    } finally {
      t.setNow(null);
    }
  });

  it('is each person’s own', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/check-ins/schedule',
      headers: a.auth,
      payload: { interval: 'off' },
    });
    expect((await get(b, '/api/check-ins/schedule')).json().interval).toBe('fortnightly');
  });
});

describe('the person’s data', () => {
  it('goes with the export and the clinician’s report, and with the account', async () => {
    const user = await createUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: user.auth,
      payload: { dataSharing: true, timeZone: 'UTC' },
    });
    await take(user, { instrument: 'phq-9', answers: [0, 0, 0, 0, 0, 0, 0, 0, 2], difficulty: 3 });
    await take(user, { instrument: 'gad-7', answers: GAD_MILD });
    await t.app.inject({
      method: 'PUT',
      url: '/api/check-ins/schedule',
      headers: user.auth,
      payload: { interval: 'monthly' },
    });

    const exported = (await get(user, '/api/users/export?format=json')).json();
    expect(exported.checkIns).toEqual([
      expect.objectContaining({
        instrument: 'phq-9',
        answers: [0, 0, 0, 0, 0, 0, 0, 0, 2],
        difficulty: 3,
        total: 2,
      }),
      expect.objectContaining({ instrument: 'gad-7', answers: GAD_MILD, total: 7, band: 'mild' }),
    ]);
    expect(exported.checkInSchedule).toEqual({ interval: 'monthly' });

    const today = new Date().toISOString().slice(0, 10);
    const link = (
      await t.app.inject({
        method: 'POST',
        url: '/api/users/share-links',
        headers: user.auth,
        payload: { from: '2020-01-01', to: today },
      })
    ).json();
    const report = (
      await t.app.inject({ url: `/api/reports/${link.url.split('/report/')[1]}` })
    ).json();
    expect(report.checkIns).toEqual([
      expect.objectContaining({ instrument: 'phq-9', total: 2, band: 'minimal', item9: 2 }),
      expect.objectContaining({ instrument: 'gad-7', total: 7, band: 'mild', item9: null }),
    ]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: user.auth,
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(
      await t.deps.database.db
        .select()
        .from(checkInSchedules)
        .where(eq(checkInSchedules.userId, user.id)),
    ).toEqual([]);
  });
});
