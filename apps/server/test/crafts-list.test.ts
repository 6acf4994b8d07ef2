import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crafts, craftTags } from '../src/db/schema';
import { createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

describe('listing crafts', () => {
  it('answers only the owner’s crafts, newest first, with tags and decrypted text', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const db = t.deps.database.db;
    const [older] = await db
      .insert(crafts)
      .values({ userId: owner.id, title: 'Morning pages', type: 'writing', content: t.deps.encryption.encrypt('It rained.'), createdAt: new Date('2026-11-01T08:00:00Z') })
      .returning();
    const [newer] = await db
      .insert(crafts)
      .values({ userId: owner.id, title: 'Second', type: 'writing', content: t.deps.encryption.encrypt('Sun.'), createdAt: new Date('2026-11-02T08:00:00Z') })
      .returning();
    await db.insert(craftTags).values([{ craftId: older!.id, tag: 'rain' }]);
    const res = await t.app.inject({ url: '/api/creative-crafts', headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { id: string }) => c.id)).toEqual([newer!.id, older!.id]);
    expect(res.json()[1]).toMatchObject({ title: 'Morning pages', type: 'writing', content: 'It rained.', tags: ['rain'], likes: 0, mimeType: null });
    expect((await t.app.inject({ url: '/api/creative-crafts', headers: other.auth })).json()).toEqual([]);
    expect((await t.app.inject({ url: '/api/creative-crafts' })).statusCode).toBe(401);
  });
});
