import { createECDH, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { createMoodEntry, createUser, enableTwoFactor, type TestUser } from './helpers/factories';
import { makePng, multipart } from './helpers/files';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

const tables = Object.values(schema).filter((v) => v instanceof PgTable) as PgTable[];

/** Rows that belong to the user, in every table of the schema. */
async function rowsOf(userId: string) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const name = getTableName(table);
    const columns = getTableColumns(table);
    let where;
    // the server's own key pair for Web Push belongs to no one
    if (name === 'vapid_keys') continue;
    if (name === 'users') where = sql`id = ${userId}`;
    else if ('userId' in columns) where = sql`user_id = ${userId}`;
    else if (name === 'craft_tags')
      where = sql`craft_id in (select id from crafts where user_id = ${userId})`;
    // invites an admin created go with them; one a person signed up with forgets them
    else if (name === 'invites') where = sql`created_by = ${userId} or used_by = ${userId}`;
    // what an admin did stays in the audit, by the e-mail address they had, without their id
    else if (name === 'admin_audit') where = sql`actor_id = ${userId}`;
    else throw new Error(`No owner column on ${name}: teach this test how to find a user's rows`);
    const result = await t.deps.database.db.execute(
      sql`select count(*)::int as n from ${table} where ${where}`,
    );
    counts[name] = Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }
  return counts;
}

const mediaFiles = () =>
  readdirSync(join(t.dataDir, 'media'), { recursive: true, withFileTypes: true }).filter((f) =>
    f.isFile(),
  ).length;

async function fillEverything(user: TestUser) {
  await createMoodEntry(t, user, { notes: 'private note' });
  await t.app.inject({
    method: 'POST',
    url: '/api/creative-crafts',
    headers: user.auth,
    payload: { type: 'writing', title: 'w', content: 'text', tags: ['a'] },
  });
  const png = makePng();
  await t.app.inject({
    method: 'POST',
    url: '/api/creative-crafts',
    headers: user.auth,
    payload: {
      type: 'drawing',
      title: 'd',
      content: `data:image/png;base64,${png.toString('base64')}`,
    },
  });
  const body = multipart(
    {},
    { field: 'profilePicture', filename: 'me.png', contentType: 'image/png', data: png },
  );
  await t.app.inject({
    method: 'POST',
    url: '/api/users/upload-profile-picture',
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/ai/chat',
    headers: user.auth,
    payload: { messages: [{ role: 'user', content: 'hello there' }] },
  });
  await t.app.inject({
    method: 'PUT',
    url: '/api/articles/better-sleep-basics/bookmark',
    headers: user.auth,
  });
  await t.app.inject({
    method: 'PUT',
    url: '/api/safety-plan',
    headers: user.auth,
    payload: { reasonsForLiving: ['my garden'] },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/check-ins',
    headers: user.auth,
    payload: { instrument: 'gad-7', answers: [1, 0, 2, 1, 0, 0, 1] },
  });
  await t.app.inject({
    method: 'PUT',
    url: '/api/check-ins/schedule',
    headers: user.auth,
    payload: { interval: 'weekly' },
  });
  const tracker = await t.app.inject({
    method: 'POST',
    url: '/api/trackers',
    headers: user.auth,
    payload: { kind: 'count', name: 'Glasses of water', max: 20 },
  });
  expect(tracker.statusCode).toBe(201);
  const logged = await t.app.inject({
    method: 'PUT',
    url: `/api/trackers/${tracker.json().id}/values/2026-01-10`,
    headers: user.auth,
    payload: { value: 6 },
  });
  expect(logged.statusCode).toBe(200);
  const factor = await t.app.inject({
    method: 'POST',
    url: '/api/factors',
    headers: user.auth,
    payload: { name: 'Choir practice' },
  });
  expect(factor.statusCode).toBe(201);
  const device = createECDH('prime256v1');
  device.generateKeys();
  await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: user.auth,
    payload: {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
      keys: {
        p256dh: device.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/articles/better-sleep-basics/progress',
    headers: user.auth,
    payload: { quizScore: 100 },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: user.auth,
    payload: { name: 'A', email: 'a@example.org', subject: 's', message: 'm' },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/users/forgot-password',
    payload: { email: user.email },
  });
  await enableTwoFactor(t, user);
  await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: user.email, password: user.password },
  });
  await t.deps.database.db
    .insert(schema.sentNotifications)
    .values({ userId: user.id, kind: 'mood-reminder', periodKey: '2026-11-21' });
  await t.deps.database.db.insert(schema.shareLinks).values({
    userId: user.id,
    tokenHash: `h-${user.id}`,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  // as if the person were an admin: an invite of theirs, and an entry of theirs in the audit
  const [invite] = await t.deps.database.db
    .insert(schema.invites)
    .values({
      createdBy: user.id,
      tokenHash: `i-${user.id}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await t.deps.database.db.insert(schema.adminAudit).values({
    actorId: user.id,
    actorEmail: user.email,
    action: 'invite.created',
    targetId: invite!.id,
  });
  // an identity at the single sign-on provider linked to the account
  await t.deps.database.db.insert(schema.oidcIdentities).values({
    userId: user.id,
    issuer: 'https://id.example.org',
    subject: `sub-${user.id}`,
    email: user.email,
  });
  // last, as it moves the account: a "this wasn't me" link and the email-change attempt count
  await t.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: user.auth,
    payload: {
      username: user.username,
      email: `moved-${user.email}`,
      currentPassword: user.password,
    },
  });
}

describe('deleting an account', () => {
  it('needs the password', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: user.auth,
      payload: { password: 'wrong-password-1' },
    });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/users/profile', headers: user.auth })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/users/me', payload: { password: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('removes every row and media file of the user, ends every session, and leaves others alone', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    await fillEverything(user);
    await fillEverything(other);
    const before = await rowsOf(user.id);
    for (const [table, n] of Object.entries(before))
      expect(n, `${table} should have rows before deletion`).toBeGreaterThan(0);
    const otherBefore = await rowsOf(other.id);
    const filesBefore = mediaFiles();

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: user.auth,
      payload: { password: user.password },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/moodcraft_session=;/);

    const after = await rowsOf(user.id);
    for (const [table, n] of Object.entries(after))
      expect(n, `${table} still has rows of the deleted user`).toBe(0);
    expect(mediaFiles()).toBe(filesBefore - 2); // the drawing and the profile picture
    expect(await rowsOf(other.id)).toEqual(otherBefore);
    expect((await t.app.inject({ url: '/api/users/profile', headers: user.auth })).statusCode).toBe(
      401,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);
  });
});
