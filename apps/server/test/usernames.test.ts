import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Usernames are 3 to 30 characters and one person's each, whatever their capitals. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

const unique = () => randomBytes(3).toString('hex');
const signUp = (username: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: {
      username,
      email: `name-${unique()}@example.org`,
      password: `quiet-harbour-${unique()}`,
      acceptTerms: true,
    },
  });
const fieldMessage = (res: { json: () => { errors?: { path: string; message: string }[] } }) =>
  res.json().errors?.find((e) => e.path === 'username')?.message;

describe('a new username', () => {
  it('is 3 to 30 characters', async () => {
    for (const name of ['a', 'ab', 'x'.repeat(31)]) {
      const res = await signUp(name);
      expect(res.statusCode, name).toBe(400);
      expect(fieldMessage(res)).toBe('A username is 3 to 30 characters');
    }
    expect((await signUp(`abc${unique()}`.slice(0, 3))).statusCode).toBe(201);
    expect((await signUp('y'.repeat(24) + unique())).statusCode).toBe(201);
  });

  it('is one person’s, whatever its capitals', async () => {
    const name = `alex_ux_${unique()}`;
    expect((await signUp(name)).statusCode).toBe(201);
    for (const again of [name, name.toUpperCase(), `  ${name}  `]) {
      const res = await signUp(again);
      expect(res.statusCode, again).toBe(409);
      expect(fieldMessage(res)).toBe('This username is taken. Please choose another.');
    }
  });
});

describe('changing a username', () => {
  const put = (auth: Record<string, string>, username: string, email: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: auth,
      payload: { username, email, phone: '', bio: 'Learning to rest.' },
    });

  it('cannot take someone else’s, and keeps the saved one', async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    const res = await put(second.auth, first.username.toUpperCase(), second.email);
    expect(res.statusCode).toBe(409);
    expect(fieldMessage(res)).toBe('This username is taken. Please choose another.');
    const profile = await t.app.inject({ url: '/api/users/profile', headers: second.auth });
    expect(profile.json().username).toBe(second.username);
  });

  it('may change the capitals of one’s own, and a name from before the rules stays', async () => {
    const person = await createUser(t);
    expect((await put(person.auth, person.username.toUpperCase(), person.email)).statusCode).toBe(
      200,
    );
    // a one-letter name from before the rules is kept while the rest of the profile changes
    const old = `Z${unique()}`.slice(0, 1);
    await t.deps.database.db.execute(
      sql`update users set username = ${old} where id = ${person.id}`,
    );
    expect((await put(person.auth, old, person.email)).statusCode).toBe(200);
    expect((await put(person.auth, 'no', person.email)).statusCode).toBe(400);
  });
});

describe('the migration that made usernames unique', () => {
  it('renames later namesakes with a number and then holds the rule in the database', async () => {
    const db = t.deps.database.db;
    const people = [await createUser(t), await createUser(t), await createUser(t)];
    const shared = `Robin ${unique()}`;
    await db.execute(sql`drop index users_username_lower_key`);
    await db.execute(sql`update users set username = ${shared} where id = ${people[0]!.id}`);
    await db.execute(
      sql`update users set username = ${shared.toUpperCase()} where id = ${people[1]!.id}`,
    );
    await db.execute(sql`update users set username = ${shared + ' 2'} where id = ${people[2]!.id}`);
    const migration = readFileSync(
      new URL('../drizzle/0008_unique_usernames.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));
    const names = async () => {
      const result = (await db.execute(
        sql`select id, username from users where lower(username) like lower(${shared + '%'})`,
      )) as unknown as { rows: { id: string; username: string }[] };
      return Object.fromEntries(result.rows.map((r) => [r.id, r.username]));
    };
    expect(await names()).toEqual({
      [people[0]!.id]: shared,
      [people[1]!.id]: `${shared.toUpperCase()} 3`,
      [people[2]!.id]: `${shared} 2`,
    });
    await expect(
      db.execute(sql`update users set username = ${shared} where id = ${people[2]!.id}`),
    ).rejects.toThrow();
  });
});
