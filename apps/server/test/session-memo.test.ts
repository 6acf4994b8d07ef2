import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedWriteCount } from '../src/db/database';
import { hashToken } from '../src/lib/tokens';
import { findSessionByTokenHash } from '../src/modules/auth/sessions.repository';
import { createMoodEntry, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

// On the embedded database the session of each request is remembered until the next write of
// any kind; on a PostgreSQL server, which other processes may write to, it is always read.
describe('session lookups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const embedded = () => t.deps.database.kind === 'pglite';
  const moods = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/moods', headers });

  it('counts the statements that may write, and never the reads', async () => {
    const { db } = t.deps.database;
    const before = embeddedWriteCount(db);
    if (!embedded()) {
      expect(before).toBeUndefined();
      return;
    }
    await db.execute(sql`select count(*) from users`);
    expect(embeddedWriteCount(db)).toBe(before);
    await db.execute(sql`update users set last_active_at = last_active_at where false`);
    expect(embeddedWriteCount(db)).toBeGreaterThan(before!);
    const afterUpdate = embeddedWriteCount(db);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(embeddedWriteCount(db)).toBeGreaterThan(afterUpdate!);
  });

  it('answers a repeated lookup from memory only until the next write', async () => {
    const person = await createUser(t);
    const { db } = t.deps.database;
    const first = await findSessionByTokenHash(db, hashToken(person.token));
    const second = await findSessionByTokenHash(db, hashToken(person.token));
    expect(second).toEqual(first);
    if (embedded()) expect(second).toBe(first);
    else expect(second).not.toBe(first);

    await createMoodEntry(t, person, { score: 6 });
    const afterWrite = await findSessionByTokenHash(db, hashToken(person.token));
    expect(afterWrite).not.toBe(first);
    expect(afterWrite!.moodsVersion).toBe(first!.moodsVersion + 1);
  });

  it('refuses a session at once when it is ended by any write, even one outside the sessions code', async () => {
    const person = await createUser(t);
    expect((await moods(person.auth)).statusCode).toBe(200);
    expect((await moods(person.auth)).statusCode).toBe(200);
    await t.deps.database.db.execute(sql`delete from sessions where user_id = ${person.id}`);
    const refused = await moods(person.auth);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'Please sign in to continue' });
  });

  it('shows a new entry on the next read, and keeps each person to their own session', async () => {
    const one = await createUser(t);
    const two = await createUser(t);
    expect((await moods(one.auth)).json()).toEqual([]);
    expect((await moods(two.auth)).json()).toEqual([]);
    const entry = await createMoodEntry(t, one, { score: 3 });
    expect((await moods(one.auth)).json().map((e: { id: string }) => e.id)).toEqual([entry.id]);
    expect((await moods(two.auth)).json()).toEqual([]);
  });
});
