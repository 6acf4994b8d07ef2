import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SAFETY_PLAN } from '@moodcraft/core/safety/safety-plan';
import { safetyPlans } from '../src/db/schema';
import { createUser, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(async () => {
  await t.close();
});

const PLAN = {
  warningSigns: ['Not sleeping for days', 'Cancelling on friends'],
  copingStrategies: ['Slow breathing for five minutes'],
  distractions: ['The library on Elm Street'],
  helpers: [{ name: 'My sister Jo', phone: '+61 400 123 456' }],
  professionals: [
    { name: 'Dr Patel (GP)', phone: '(02) 9555 0100' },
    { name: 'Community team', phone: '' },
  ],
  saferSurroundings: ['Ask Jo to keep my medication'],
  reasonsForLiving: ['My dog, Biscuit', 'Seeing my niece grow up'],
};

const get = (user: TestUser) => t.app.inject({ url: '/api/safety-plan', headers: user.auth });
const put = (user: TestUser, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/safety-plan',
    headers: user.auth,
    payload: payload as object,
  });

describe('the safety plan', () => {
  it('is empty until written, then reads back exactly as saved', async () => {
    const user = await createUser(t);
    expect((await get(user)).json()).toEqual(EMPTY_SAFETY_PLAN);
    const saved = await put(user, PLAN);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(PLAN);
    const read = (await get(user)).json();
    expect(read).toMatchObject(PLAN);
    expect(new Date(read.updatedAt).getTime()).toBeGreaterThan(0);
  });

  it('keeps steps left out as empty lists and trims what is written', async () => {
    const user = await createUser(t);
    const saved = (await put(user, { reasonsForLiving: ['  my garden  '] })).json();
    expect(saved.reasonsForLiving).toEqual(['my garden']);
    expect(saved.warningSigns).toEqual([]);
    expect(saved.helpers).toEqual([]);
  });

  it.each([
    [{ warningSigns: [''] }, 'An item cannot be empty'],
    [{ warningSigns: ['x'.repeat(501)] }, 'Each item must be at most 500 characters'],
    [
      { copingStrategies: Array.from({ length: 21 }, (_, i) => `idea ${i}`) },
      'A step can hold at most 20 items',
    ],
    [
      { helpers: [{ name: 'Jo', phone: 'call me maybe' }] },
      'A phone number can hold only digits, spaces and + ( ) - . # *',
    ],
    [{ helpers: [{ phone: '123' }] }, 'Name is required'],
    [{ reasonsForLiving: 'my dog' }, undefined],
    [[], undefined],
  ])('refuses %j with a 400 and leaves the saved plan as it was', async (body, message) => {
    const user = await createUser(t);
    await put(user, PLAN);
    const res = await put(user, body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect(res.json().errors?.length ?? 0).toBeGreaterThan(0);
    expect((await get(user)).json()).toMatchObject(PLAN);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/safety-plan' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/safety-plan', payload: PLAN })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/safety-plan' })).statusCode).toBe(
      401,
    );
  });

  it('is each person’s own: another person’s writes and deletes never touch it', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    await put(owner, PLAN);
    await put(other, { reasonsForLiving: ['the sea'] });
    await t.app.inject({ method: 'DELETE', url: '/api/safety-plan', headers: other.auth });
    expect((await get(owner)).json()).toMatchObject(PLAN);
    expect((await get(other)).json()).toEqual(EMPTY_SAFETY_PLAN);
  });

  it('is stored encrypted', async () => {
    const user = await createUser(t);
    await put(user, PLAN);
    const [row] = await t.deps.database.db
      .select()
      .from(safetyPlans)
      .where(eq(safetyPlans.userId, user.id));
    expect(row!.content.startsWith('v2.')).toBe(true);
    expect(row!.content).not.toContain('Biscuit');
  });

  it('goes with the export and with the account', async () => {
    const user = await createUser(t);
    await put(user, PLAN);
    const exported = (
      await t.app.inject({ url: '/api/users/export?format=json', headers: user.auth })
    ).json();
    expect(exported.safetyPlan).toMatchObject(PLAN);
    const csv = await t.app.inject({ url: '/api/users/export?format=zip', headers: user.auth });
    expect(csv.statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: user.auth,
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      await t.deps.database.db.select().from(safetyPlans).where(eq(safetyPlans.userId, user.id)),
    ).toEqual([]);
  });

  it('can be deleted', async () => {
    const user = await createUser(t);
    await put(user, PLAN);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/safety-plan', headers: user.auth }))
        .statusCode,
    ).toBe(204);
    expect((await get(user)).json()).toEqual(EMPTY_SAFETY_PLAN);
  });
});
