import { randomBytes, randomUUID } from 'node:crypto';
import { REGISTRATION_MESSAGES } from '@moodcraft/core/admin/registration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database';
import { auditOf, callAs, createInvite } from './helpers/admin';
import { createDatabaseMigratedTo } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

/** REGISTRATION (open, invite, closed), invite links, and the first account of an instance. */

const DAY = 86_400_000;
let counter = 0;
const person = (overrides: object = {}) => {
  counter++;
  return {
    username: `Invitee ${counter}`,
    email: `invitee${counter}-${randomBytes(3).toString('hex')}@example.org`,
    password: `gentle-tide-${counter}-${randomBytes(4).toString('hex')}`,
    acceptTerms: true,
    ...overrides,
  };
};
const register = (t: TestApp, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/users', payload: body });
const status = async (t: TestApp, invite?: string) =>
  (
    await t.app.inject({
      url: `/api/registration${invite === undefined ? '' : `?invite=${encodeURIComponent(invite)}`}`,
    })
  ).json();

describe('REGISTRATION=invite', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_SCALE: '50',
        REGISTRATION: 'invite',
        PUBLIC_URL: 'https://mood.example.org',
      },
    });
  });
  afterAll(() => t.close());

  it('lets the first account of an empty instance in without an invite, as its admin', async () => {
    expect(await status(t)).toEqual({
      mode: 'invite',
      firstAccount: true,
      invite: null,
      open: true,
      message: null,
    });
    const body = person({ email: 'owner@example.org' });
    const res = await register(t, body);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.isAdmin).toBe(true);
    admin = {
      ...body,
      id: data.id,
      token: data.token,
      auth: { authorization: `Bearer ${data.token}` },
    };
  });

  it('refuses anyone after that without an invite, before saying whether the address is taken', async () => {
    expect(await status(t)).toMatchObject({ firstAccount: false, open: false });
    for (const body of [person(), person({ email: 'owner@example.org' })]) {
      const res = await register(t, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: REGISTRATION_MESSAGES.inviteOnly });
    }
  });

  it('creates an invite whose link, built from PUBLIC_URL, makes one account', async () => {
    const invite = await createInvite(t, admin, { expiresInDays: 3, note: 'For Sam' });
    expect(invite.url).toMatch(/^https:\/\/mood\.example\.org\/register\?invite=[\w-]{43}$/);
    expect(Date.parse(invite.expiresAt) - Date.now()).toBeGreaterThan(3 * DAY - 60_000);
    const listed = (await callAs(t, admin, 'GET', '/api/admin/invites')).json();
    expect(listed).toEqual([
      {
        id: invite.id,
        note: 'For Sam',
        createdAt: expect.any(String),
        expiresAt: invite.expiresAt,
        createdBy: 'owner@example.org',
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(invite.token);

    expect(await status(t, invite.token)).toMatchObject({ invite: 'valid', open: true });
    const res = await register(t, person({ invite: invite.token }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.isAdmin).toBe(false);
    // used: gone from the open invites, and its link makes no second account
    expect((await callAs(t, admin, 'GET', '/api/admin/invites')).json()).toEqual([]);
    expect(await status(t, invite.token)).toMatchObject({ invite: 'used', open: false });
    const again = await register(t, person({ invite: invite.token }));
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(REGISTRATION_MESSAGES.invite.used);
    const revoke = await callAs(t, admin, 'DELETE', `/api/admin/invites/${invite.id}`);
    expect(revoke.statusCode).toBe(409);
  });

  it('refuses an expired, a revoked and an unknown invite, each with its own words', async () => {
    const expired = await createInvite(t, admin, { expiresInDays: 1 });
    const revoked = await createInvite(t, admin);
    expect((await callAs(t, admin, 'DELETE', `/api/admin/invites/${revoked.id}`)).statusCode).toBe(
      204,
    );
    // revoking twice changes nothing and is audited once
    expect((await callAs(t, admin, 'DELETE', `/api/admin/invites/${revoked.id}`)).statusCode).toBe(
      204,
    );
    expect(
      (await callAs(t, admin, 'DELETE', `/api/admin/invites/${randomUUID()}`)).statusCode,
    ).toBe(404);
    t.setNow(new Date(Date.now() + DAY + 60_000));
    try {
      for (const [token, state] of [
        [expired.token, 'expired'],
        [revoked.token, 'revoked'],
        [randomBytes(32).toString('base64url'), 'unknown'],
      ] as const) {
        expect(await status(t, token)).toMatchObject({ invite: state, open: false });
        const res = await register(t, person({ invite: token }));
        expect(res.statusCode, state).toBe(403);
        expect(res.json().message).toBe(REGISTRATION_MESSAGES.invite[state]);
      }
      expect((await callAs(t, admin, 'GET', '/api/admin/invites')).json()).toEqual([]);
    } finally {
      t.setNow(null);
    }
    const audit = await auditOf(t, admin);
    expect(audit.items.filter((e) => e.targetId === revoked.id).map((e) => e.action)).toEqual([
      'invite.revoked',
      'invite.created',
    ]);
  });

  it('lets only one of two sign-ups racing for one link have it', async () => {
    const invite = await createInvite(t, admin);
    const results = await Promise.all([
      register(t, person({ invite: invite.token })),
      register(t, person({ invite: invite.token })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
  });

  it('answers bad invite input with 400 and field errors', async () => {
    for (const [body, path] of [
      [{ expiresInDays: 0 }, 'expiresInDays'],
      [{ expiresInDays: 31 }, 'expiresInDays'],
      [{ expiresInDays: '7' }, 'expiresInDays'],
      [{ note: 'x'.repeat(101) }, 'note'],
    ] as const) {
      const res = await callAs(t, admin, 'POST', '/api/admin/invites', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0].path).toBe(path);
    }
    const long = await t.app.inject({ url: `/api/registration?invite=${'x'.repeat(300)}` });
    expect(long.statusCode).toBe(400);
  });
});

describe('REGISTRATION=closed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50', REGISTRATION: 'closed' } });
  });
  afterAll(() => t.close());

  it('lets exactly one of two first sign-ups racing on an empty instance in, as admin', async () => {
    const results = await Promise.all([register(t, person()), register(t, person())]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    const made = results.find((r) => r.statusCode === 201)!;
    expect(made.json().data.isAdmin).toBe(true);
  });

  it('then refuses everyone, even with an invite, and says so', async () => {
    const [first] = (await t.deps.database.pool.query<{ id: string }>(`select id from users`)).rows;
    expect(first).toBeDefined();
    expect(await status(t)).toEqual({
      mode: 'closed',
      firstAccount: false,
      invite: null,
      open: false,
      message: REGISTRATION_MESSAGES.closed,
    });
    const res = await register(t, person({ invite: randomBytes(32).toString('base64url') }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: REGISTRATION_MESSAGES.closed });
  });
});

describe('REGISTRATION=open (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
  });
  afterAll(() => t.close());

  it('lets anyone in, uses up an invite that is given, and ignores one that does not work', async () => {
    const admin = await createUser(t);
    expect(await status(t)).toMatchObject({ mode: 'open', firstAccount: false, open: true });
    const invite = await createInvite(t, admin);
    expect((await register(t, person({ invite: invite.token }))).statusCode).toBe(201);
    expect((await callAs(t, admin, 'GET', '/api/admin/invites')).json()).toEqual([]);
    expect((await register(t, person({ invite: invite.token }))).statusCode).toBe(201);
    expect((await register(t, person())).statusCode).toBe(201);
  });
});

describe('an instance that had accounts before admins existed (migration 0010)', () => {
  let old: Awaited<ReturnType<typeof createDatabaseMigratedTo>>;
  let database: Database | undefined;
  beforeAll(async () => {
    old = await createDatabaseMigratedTo(9);
  });
  afterAll(async () => {
    await database?.close();
    await old.drop();
  });

  it('makes its oldest account the admin and every other a member', async () => {
    const insert = (email: string, created: string) =>
      old.pool.query(
        `insert into users (username, email, password_hash, created_at) values ($1, $1, 'x', $2) returning id`,
        [email, created],
      );
    await insert('later@example.org', '2026-03-01T00:00:00Z');
    await insert('first@example.org', '2026-01-01T00:00:00Z');
    database = await openDatabase({ kind: old.kind, connection: old.target, poolSize: 2 });
    const { rows } = await database.pool.query<{ email: string; role: string }>(
      'select email, role, disabled_at from users order by email',
    );
    expect(rows).toEqual([
      { email: 'first@example.org', role: 'admin', disabled_at: null },
      { email: 'later@example.org', role: 'member', disabled_at: null },
    ]);
  });
});
