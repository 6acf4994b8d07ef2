import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@moodcraft/core/accounts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { ADMIN_CALLS, auditOf, callAs } from './helpers/admin';
import {
  createMoodEntry,
  createUser,
  enableTwoFactor,
  sessionCookie,
  type TestUser,
} from './helpers/factories';
import { makePng } from './helpers/files';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The admin's accounts: who may see and change them, and what disabling and deleting do. */

let t: TestApp;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_SCALE: '50', ADMIN_EMAILS: 'Deputy@Example.org' },
  });
  admin = await createUser(t, { username: 'First Person', email: 'first@example.org' });
  member = await createUser(t, { username: 'Member Person' });
});
afterAll(() => t.close());

const as = (user: TestUser | null) => ({
  get: (url: string) => callAs(t, user, 'GET', url),
  post: (url: string, body?: object) => callAs(t, user, 'POST', url, body),
  delete: (url: string) => callAs(t, user, 'DELETE', url),
});
const login = (user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: user.email, password: user.password },
  });
const profileOf = (user: TestUser) => as(user).get('/api/users/profile');
const mediaFiles = () =>
  readdirSync(join(t.dataDir, 'media'), { recursive: true, withFileTypes: true }).filter((f) =>
    f.isFile(),
  ).length;

describe('who is an admin', () => {
  it('is the first account, told so in its profile; later accounts are not', async () => {
    expect((await profileOf(admin)).json().isAdmin).toBe(true);
    expect((await profileOf(member)).json().isAdmin).toBe(false);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.role).toBe('admin');
  });

  it('is also any account whose address ADMIN_EMAILS lists, whatever its capitals', async () => {
    const deputy = await createUser(t, { email: 'deputy@EXAMPLE.org' });
    expect((await profileOf(deputy)).json().isAdmin).toBe(true);
    expect((await as(deputy).get('/api/admin/accounts')).statusCode).toBe(200);
    const signedIn = await login(deputy);
    expect(signedIn.json().isAdmin).toBe(true);
  });
});

describe('access', () => {
  it('refuses every admin call without a session (401)', async () => {
    for (const [method, url, body] of ADMIN_CALLS(member.id)) {
      const res = await callAs(t, null, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue' });
    }
  });

  it('refuses every admin call to a signed-in non-admin (403), the same for real and unknown ids', async () => {
    for (const id of [admin.id, member.id, randomUUID()]) {
      for (const [method, url, body] of ADMIN_CALLS(id)) {
        const res = await callAs(t, member, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: 'This is only for the admins of this MoodCraft.' });
      }
    }
    // nothing happened: the admin is still signed in and no one is disabled or audited
    expect((await profileOf(admin)).statusCode).toBe(200);
    expect((await auditOf(t, admin)).total).toBe(0);
  });

  it('answers unknown ids with 404 and malformed input with 400 and field errors', async () => {
    for (const url of [`/api/admin/accounts/${randomUUID()}/disable`]) {
      const res = await as(admin).post(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No account has this id. It may have been deleted.');
    }
    expect((await as(admin).delete(`/api/admin/accounts/${randomUUID()}`)).statusCode).toBe(404);
    const bad = await as(admin).post('/api/admin/accounts/not-an-id/disable');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ path: 'params.id', message: 'Not a valid id' });
    const page = await as(admin).get('/api/admin/accounts?page=0&pageSize=500');
    expect(page.statusCode).toBe(400);
    expect(
      page
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['querystring.page', 'querystring.pageSize']);
  });
});

describe('the list of accounts', () => {
  it('shows name, e-mail, created, last active and entry count, and nothing anyone wrote', async () => {
    await createMoodEntry(t, member, { notes: 'a note only the member may read' });
    await createMoodEntry(t, member, { notes: 'another private note' });
    await as(member).post('/api/ai/chat', {
      messages: [{ role: 'user', content: 'a chat only the member may read' }],
    });
    const res = await as(admin).get('/api/admin/accounts');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/private note|only the member may read|happiness|joy/);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 25 });
    expect(body.total).toBeGreaterThanOrEqual(3);
    const [first, second] = body.items;
    expect(first).toMatchObject({ id: admin.id, isAdmin: true, isYou: true, disabledAt: null });
    expect(Object.keys(second).sort()).toEqual(
      [
        'id',
        'username',
        'email',
        'createdAt',
        'lastActiveAt',
        'entryCount',
        'isAdmin',
        'disabledAt',
        'isYou',
      ].sort(),
    );
    expect(second).toMatchObject({
      id: member.id,
      username: 'Member Person',
      email: member.email,
      entryCount: 2,
      isAdmin: false,
      isYou: false,
    });
  });

  it('finds accounts by part of a name or address, and pages through them', async () => {
    const found = (await as(admin).get('/api/admin/accounts?search=MEMBER%20pers')).json();
    expect(found.items.map((a: { id: string }) => a.id)).toEqual([member.id]);
    expect(found.total).toBe(1);
    // % and _ are letters to look for, not patterns
    expect((await as(admin).get('/api/admin/accounts?search=%25')).json().total).toBe(0);
    const second = (await as(admin).get('/api/admin/accounts?pageSize=1&page=2')).json();
    expect(second.items.map((a: { id: string }) => a.id)).toEqual([member.id]);
  });
});

describe('disabling an account', () => {
  it('ends its sessions at once, refuses its sign-in plainly, and enabling lets it back in', async () => {
    const person = await createUser(t);
    const second = await login(person);
    const cookie = sessionCookie(second);
    expect((await profileOf(person)).statusCode).toBe(200);

    const res = await as(admin).post(`/api/admin/accounts/${person.id}/disable`);
    expect(res.statusCode).toBe(200);
    expect(res.json().disabledAt).not.toBeNull();
    expect((await profileOf(person)).statusCode).toBe(401);
    const byCookie = await t.app.inject({ url: '/api/users/profile', headers: { cookie } });
    expect(byCookie.statusCode).toBe(401);

    const refused = await login(person);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.accountDisabled);
    expect(refused.headers['set-cookie'] ?? '').not.toMatch(/moodcraft_session=\w/);
    // a wrong password says nothing of the account being disabled
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: person.email, password: 'not-the-password-1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MESSAGES.invalidCredentials);

    // asking twice changes nothing more
    expect((await as(admin).post(`/api/admin/accounts/${person.id}/disable`)).statusCode).toBe(200);
    const enabled = await as(admin).post(`/api/admin/accounts/${person.id}/enable`);
    expect(enabled.json().disabledAt).toBeNull();
    expect((await login(person)).statusCode).toBe(200);

    const entries = (await auditOf(t, admin)).items.filter((e) => e.targetId === person.id);
    expect(entries.map((e) => e.action)).toEqual(['account.enabled', 'account.disabled']);
    expect(entries[1]).toMatchObject({
      actorId: admin.id,
      actorEmail: 'first@example.org',
      targetEmail: person.email,
    });
  });

  it('also refuses an account with two-factor sign-in before any code is asked for', async () => {
    const person = await createUser(t);
    await enableTwoFactor(t, person);
    await as(admin).post(`/api/admin/accounts/${person.id}/disable`);
    const res = await login(person);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.accountDisabled });
  });

  it('ends a session that a sign-in opened at the very moment the account was disabled', async () => {
    const person = await createUser(t);
    await t.deps.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, person.id));
    expect((await profileOf(person)).statusCode).toBe(401);
  });

  it('is not for the admin’s own account', async () => {
    const res = await as(admin).post(`/api/admin/accounts/${admin.id}/disable`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/You cannot disable your own account/);
    expect((await profileOf(admin)).statusCode).toBe(200);
  });
});

describe('deleting an account', () => {
  it('removes it as completely as its owner would, and audits it by its address at the time', async () => {
    const person = await createUser(t);
    await createMoodEntry(t, person, { notes: 'gone with the account' });
    const png = `data:image/png;base64,${makePng({ size: 8 }).toString('base64')}`;
    await as(person).post('/api/creative-crafts', { type: 'drawing', title: 'd', content: png });
    const files = mediaFiles();

    const res = await as(admin).delete(`/api/admin/accounts/${person.id}`);
    expect(res.statusCode).toBe(204);
    expect(mediaFiles()).toBe(files - 1);
    expect(await t.deps.database.db.select().from(users).where(eq(users.id, person.id))).toEqual(
      [],
    );
    expect((await profileOf(person)).statusCode).toBe(401);
    expect((await login(person)).statusCode).toBe(401);
    expect((await as(admin).delete(`/api/admin/accounts/${person.id}`)).statusCode).toBe(404);
    expect((await auditOf(t, admin)).items[0]).toMatchObject({
      action: 'account.deleted',
      targetId: person.id,
      targetEmail: person.email,
    });
  });

  it('is not for the admin’s own account', async () => {
    const res = await as(admin).delete(`/api/admin/accounts/${admin.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Delete Account on your profile/);
  });
});

describe('the audit', () => {
  it('lists what admins did, newest first, a page at a time', async () => {
    const all = await auditOf(t, admin);
    expect(all.total).toBeGreaterThanOrEqual(4);
    const times = all.items.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await auditOf(t, admin, '?page=2&pageSize=2');
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(second.items).toEqual(all.items.slice(2, 4));
    expect((await auditOf(t, admin, '?page=999')).items).toEqual([]);
  });
});
