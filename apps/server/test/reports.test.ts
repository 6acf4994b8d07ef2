import { REPORT_LINK_GONE } from '../src/modules/reports/reports.service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoodEntry, createUser, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_SCALE: '50', PUBLIC_URL: 'https://mood.example.org' },
  });
});
afterAll(() => t.close());

const share = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/share-links', headers: user.auth, payload });
const tokenOf = (url: string) => url.split('/report/')[1]!;

async function personWithMoods() {
  const user = await createUser(t);
  await t.app.inject({
    method: 'PUT',
    url: '/api/users/settings',
    headers: user.auth,
    payload: { timeZone: 'UTC' },
  });
  await createMoodEntry(t, user, {
    date: '2026-11-02T10:00:00Z',
    score: 7,
    factors: ['Exercise', 'Sleep'],
    notes: 'private thought',
  });
  await createMoodEntry(t, user, {
    date: '2026-11-05T10:00:00Z',
    score: 5,
    factors: ['Exercise'],
    primaryEmotion: 'fear',
    subEmotion: 'worry',
  });
  await createMoodEntry(t, user, { date: '2026-10-20T10:00:00Z', score: 2 });
  return user;
}

describe('clinician report links', () => {
  it('need Data Sharing on', async () => {
    const user = await personWithMoods();
    const res = await share(user, { from: '2026-11-01', to: '2026-11-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Turn on Data Sharing in Settings to create a report link');
  });

  it('show the chosen period without notes unless asked, and stop at expiry, revocation or when sharing is turned off', async () => {
    const user = await personWithMoods();
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: user.auth,
      payload: { dataSharing: true },
    });
    const created = await share(user, { from: '2026-11-01', to: '2026-11-30', expiresInDays: 7 });
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link.url).toMatch(/^https:\/\/mood\.example\.org\/report\/[\w-]{43}$/);

    const report = await t.app.inject({ url: `/api/reports/${tokenOf(link.url)}` });
    expect(report.statusCode).toBe(200);
    expect(report.headers['x-robots-tag']).toContain('noindex');
    expect(report.json()).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      summary: { entries: 2, averageMood: 6, daysWithEntries: 2 },
      notes: null,
    });
    expect(report.json().factorImpact[0]).toMatchObject({
      factor: 'Exercise',
      average: 6,
      count: 2,
    });
    expect(report.body).not.toContain('private thought');

    const withNotes = (
      await share(user, { from: '2026-11-01', to: '2026-11-30', includeNotes: true })
    ).json();
    expect(
      (await t.app.inject({ url: `/api/reports/${tokenOf(withNotes.url)}` })).json().notes,
    ).toEqual([{ date: '2026-11-02T10:00:00.000Z', text: 'private thought' }]);

    const list = (await t.app.inject({ url: '/api/users/share-links', headers: user.auth })).json();
    expect(list).toHaveLength(2);
    expect(list[0].url).toBeUndefined();

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/share-links/${withNotes.id}`,
      headers: user.auth,
    });
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await t.app.inject({ url: `/api/reports/${tokenOf(withNotes.url)}` })).statusCode).toBe(
      404,
    );

    t.setNow(new Date(Date.now() + 8 * 86_400_000));
    expect((await t.app.inject({ url: `/api/reports/${tokenOf(link.url)}` })).json().message).toBe(
      REPORT_LINK_GONE,
    );
    t.setNow(null);

    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: user.auth,
      payload: { dataSharing: false },
    });
    expect((await t.app.inject({ url: `/api/reports/${tokenOf(link.url)}` })).statusCode).toBe(404);
  });

  it('keep links private to their owner and refuse bad periods', async () => {
    const owner = await personWithMoods();
    const other = await createUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: owner.auth,
      payload: { dataSharing: true },
    });
    const link = (await share(owner, { from: '2026-11-01', to: '2026-11-30' })).json();
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/users/share-links/${link.id}`,
          headers: other.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/users/share-links', headers: other.auth })).json(),
    ).toEqual([]);
    expect((await share(owner, { from: '2026-11-30', to: '2026-11-01' })).json().message).toBe(
      'The period must start before it ends',
    );
    expect(
      (await share(owner, { from: '2026-11-01', to: '2026-11-30', expiresInDays: 365 })).statusCode,
    ).toBe(400);
    for (const impossible of ['2026-99-99', '2026-02-30', '2026-13-01']) {
      const res = await share(owner, { from: impossible, to: '2026-12-31' });
      expect(res.statusCode, impossible).toBe(400);
      expect(res.json().message).toBe('This date does not exist');
    }
    expect(
      (await t.app.inject({ url: '/api/reports/not-a-real-token-at-all-xxxxxxxx' })).statusCode,
    ).toBe(404);
  });
});

describe('a link that is not a report’s', () => {
  it('answers 404 in words a person understands, however it is cut or typed', async () => {
    for (const token of [
      'short',
      'x'.repeat(19),
      'a'.repeat(43),
      'not a token at all!',
      'y'.repeat(90),
    ]) {
      const res = await t.app.inject({ url: `/api/reports/${encodeURIComponent(token)}` });
      expect(res.statusCode, token).toBe(404);
      expect(res.json().message).toBe(REPORT_LINK_GONE);
    }
  });
});
