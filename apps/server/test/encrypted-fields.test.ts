import { createCipheriv, randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { generate } from 'otplib';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database';
import { createEncryption, keyIdOf } from '../src/lib/encryption';
import { hashPassword } from '../src/lib/passwords';
import { hashToken } from '../src/lib/tokens';
import { reEncrypt } from '../src/modules/encryption/re-encryption.service';
import { MIGRATIONS_DIR } from '../src/paths';
import { UNDECRYPTABLE } from '../src/plugins/errors';
import { withDatabase } from './helpers/database';
import { createMoodEntry, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

const log = pino({ level: 'silent' });
const canary = (what: string) => `${what}Canary${randomBytes(8).toString('hex')}`;

describe('a value moved to another row or column', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
  });
  afterAll(() => t.close());

  const query = (text: string, values: unknown[] = []) => t.deps.database.pool.query(text, values);

  it('does not decrypt there: the API answers 500 with a plain message, never the moved text', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const post = (url: string, payload: object, auth = owner.auth) =>
      t.app.inject({ method: 'POST', url, payload, headers: auth });
    const get = (url: string, auth = owner.auth) => t.app.inject({ url, headers: auth });
    const secretTitle = canary('title');
    const secretTag = canary('tag');
    const a = (
      await post('/api/creative-crafts', {
        type: 'writing',
        title: secretTitle,
        content: 'a',
        tags: [secretTag],
      })
    ).json();
    const b = (
      await post('/api/creative-crafts', { type: 'writing', title: 'Plain', content: 'b' })
    ).json();
    const expectUnreadable = async (url: string, secret: string, auth = owner.auth) => {
      const res = await get(url, auth);
      expect(res.statusCode, url).toBe(500);
      expect(res.json()).toEqual({ message: UNDECRYPTABLE });
      expect(res.body).not.toContain(secret);
    };

    // a title copied to another craft of the same person
    await query(
      'update crafts set title = (select title from crafts where id = $1) where id = $2',
      [a.id, b.id],
    );
    await expectUnreadable(`/api/creative-crafts/${b.id}`, secretTitle);
    await expectUnreadable('/api/creative-crafts', secretTitle);
    expect((await get(`/api/creative-crafts/${a.id}`)).json().title).toBe(secretTitle);

    // a title copied into the text of its own craft: same row, another column
    await query(
      'update crafts set title = (select content from crafts where id = $1), content = (select title from crafts where id = $1) where id = $1',
      [a.id],
    );
    await expectUnreadable(`/api/creative-crafts/${a.id}`, secretTitle);

    // a tag copied to another person's craft
    const theirs = (
      await post(
        '/api/creative-crafts',
        { type: 'writing', title: 'Mine', content: 'c' },
        other.auth,
      )
    ).json();
    await query(
      'insert into craft_tags (craft_id, tag) select $2, tag from craft_tags where craft_id = $1',
      [a.id, theirs.id],
    );
    await expectUnreadable(`/api/creative-crafts/${theirs.id}`, secretTag, other.auth);

    // a note and a bio copied from one person to another
    const note = canary('note');
    const mine = await createMoodEntry(t, owner, { notes: note });
    await createMoodEntry(t, other, { notes: 'theirs' });
    await query(
      'update mood_entries set notes = (select notes from mood_entries where id = $1) where user_id = $2',
      [mine.id, other.id],
    );
    await expectUnreadable('/api/moods', note, other.auth);
    const bio = canary('bio');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/users/profile',
          headers: owner.auth,
          payload: { username: owner.username, email: owner.email, bio },
        })
      ).statusCode,
    ).toBe(200);
    await query('update users set bio = (select bio from users where id = $1) where id = $2', [
      owner.id,
      other.id,
    ]);
    await expectUnreadable('/api/users/profile', bio, other.auth);
    expect((await get('/api/users/profile')).json().bio).toBe(bio);

    // the re-encryption job leaves a moved value as it is: it was sealed with the current key
    const bioOfOther = async () =>
      (await query('select bio from users where id = $1', [other.id])).rows[0].bio as string;
    const moved = await bioOfOther();
    await reEncrypt(t.deps, { log });
    expect(await bioOfOther()).toBe(moved);
    await expectUnreadable('/api/users/profile', bio, other.auth);
  });
});

/** A value as the server sealed it before values were bound to their place (no associated data). */
function sealV1(key: Buffer, plain: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, body, cipher.getAuthTag()]);
  return `v1.${keyIdOf(key)}.${sealed.toString('base64url')}`;
}

/** A new, empty database on the suite's server, migrated up to 0004 (the schema before this version's 0005 and 0006). */
async function databaseBeforeThisVersion() {
  const { connection, kind } = inject('databaseServer');
  const name = `moodcraft_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(connection);
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target: pg.PoolConfig = connection.connectionString
    ? { connectionString: withDatabase(connection.connectionString, name) }
    : { ...connection, database: name };
  const folder = mkdtempSync(join(tmpdir(), 'moodcraft-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 4);
  writeFileSync(journalFile, JSON.stringify(journal));
  const pool = new pg.Pool({ ...target, max: 2 });
  await migrate(drizzle(pool), { migrationsFolder: folder });
  rmSync(folder, { recursive: true, force: true });
  return {
    kind,
    target,
    pool,
    async drop() {
      await pool.end();
      const cleanup = new pg.Client(connection);
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

describe('data written before titles, tags, bio and phone were encrypted and values bound', () => {
  let old: Awaited<ReturnType<typeof databaseBeforeThisVersion>>;
  let database: Database;
  let t: TestApp | undefined;
  beforeAll(async () => {
    old = await databaseBeforeThisVersion();
  });
  afterAll(async () => {
    await t?.close();
    await database?.pool.end();
    await old.drop();
  });

  it('reads as it is after the upgrade, and the job leaves nothing in the clear or unbound', async () => {
    const key = randomBytes(32);
    const user = randomUUID();
    const mood = randomUUID();
    const craft = randomUUID();
    const token = randomBytes(32).toString('base64url');
    const seed = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const secrets = {
      title: canary('title'),
      tag: canary('tag'),
      bio: canary('bio'),
      phone: `+61 4${randomBytes(3).readUIntBE(0, 3).toString().padStart(8, '0').slice(0, 8)}`,
      note: canary('note'),
      text: canary('text'),
      chat: canary('chat'),
      reason: canary('reason'),
      contact: canary('contact'),
    };
    // rows as the previous version wrote them: clear titles, tags, bio and phone; v1 values
    const q = (text: string, values: unknown[]) => old.pool.query(text, values);
    await q(
      `insert into users (id, username, email, password_hash, phone, bio, two_factor_secret)
       values ($1, 'Rae', 'rae-legacy@example.org', $2, $3, $4, $5)`,
      [
        user,
        await hashPassword('a calm legacy password'),
        secrets.phone,
        secrets.bio,
        sealV1(key, seed),
      ],
    );
    await q('insert into user_settings (user_id) values ($1)', [user]);
    await q(
      `insert into sessions (user_id, token_hash, remember, expires_at) values ($1, $2, true, now() + interval '1 day')`,
      [user, hashToken(token)],
    );
    await q(
      `insert into mood_entries (id, user_id, date, primary_emotion, sub_emotion, score, notes, creative_activity)
       values ($1, $2, now() - interval '1 day', 'joy', 'happiness', 6, $3, '{"completed":false,"duration":0,"type":""}')`,
      [mood, user, sealV1(key, secrets.note)],
    );
    await q(
      `insert into crafts (id, user_id, title, type, content) values ($1, $2, $3, 'writing', $4)`,
      [craft, user, secrets.title, sealV1(key, secrets.text)],
    );
    await q('insert into craft_tags (craft_id, tag) values ($1, $2)', [craft, secrets.tag]);
    await q(`insert into chat_messages (user_id, role, content) values ($1, 'user', $2)`, [
      user,
      sealV1(key, secrets.chat),
    ]);
    await q('insert into safety_plans (user_id, content) values ($1, $2)', [
      user,
      sealV1(key, JSON.stringify({ reasonsForLiving: [secrets.reason] })),
    ]);
    const message = {
      name: 'Rae',
      email: 'rae@example.org',
      subject: 'Hi',
      message: secrets.contact,
    };
    await q('insert into contact_messages (user_id, payload) values ($1, $2)', [
      user,
      sealV1(key, JSON.stringify(message)),
    ]);

    // the new version starts: migration 0006 marks the text that was in the clear
    database = await openDatabase({ kind: old.kind, connection: old.target, poolSize: 4 });
    const row = async () =>
      (
        await database.pool.query(
          `select u.bio, u.phone, c.title, (select tag from craft_tags where craft_id = c.id) as tag
           from users u join crafts c on c.user_id = u.id where u.id = $1`,
          [user],
        )
      ).rows[0] as { bio: string; phone: string; title: string; tag: string };
    expect(await row()).toEqual({
      bio: `plain:${secrets.bio}`,
      phone: `plain:${secrets.phone}`,
      title: `plain:${secrets.title}`,
      tag: `plain:${secrets.tag}`,
    });

    t = await createTestApp({ database, encryption: createEncryption(key) });
    const auth = { authorization: `Bearer ${token}` };
    const readsEverything = async () => {
      const get = async (url: string) => {
        const res = await t!.app.inject({ url, headers: auth });
        expect(res.statusCode, url).toBe(200);
        return res.body;
      };
      expect(JSON.parse(await get('/api/users/profile'))).toMatchObject({
        bio: secrets.bio,
        phone: secrets.phone,
      });
      const [listed] = JSON.parse(
        await get(`/api/creative-crafts?search=${secrets.tag.toLowerCase()}`),
      );
      expect(listed).toMatchObject({ id: craft, title: secrets.title, tags: [secrets.tag] });
      expect(JSON.parse(await get(`/api/creative-crafts/${craft}`)).content).toBe(secrets.text);
      expect(await get('/api/moods')).toContain(secrets.note);
      expect(await get('/api/ai/history')).toContain(secrets.chat);
      expect(await get('/api/safety-plan')).toContain(secrets.reason);
      expect(await get('/api/users/export?format=json')).toContain(secrets.contact);
    };
    await readsEverything();

    // the job seals each value bound to its row; run again, it finds nothing to do
    expect(await reEncrypt(t.deps, { log, batchSize: 2 })).toEqual({
      values: 10,
      files: 0,
      failed: 0,
    });
    expect(await reEncrypt(t.deps, { log })).toEqual({ values: 0, files: 0, failed: 0 });
    const after = await row();
    for (const value of Object.values(after)) expect(value).toMatch(/^v2\./);
    const dump = (
      await database.pool.query<{ row: string }>(
        `select t::text as row from users t union all select t::text from crafts t
         union all select t::text from craft_tags t union all select t::text from mood_entries t
         union all select t::text from chat_messages t union all select t::text from safety_plans t
         union all select t::text from contact_messages t`,
      )
    ).rows
      .map((r) => r.row)
      .join('\n');
    for (const [what, value] of Object.entries(secrets))
      expect(dump.includes(value), what).toBe(false);
    expect(dump).not.toMatch(/\bv1\.|plain:/);
    await readsEverything();

    // the seed was rewritten too: two-factor setup finishes with a code from it
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/users/two-factor/enable',
      headers: auth,
      payload: { code: await generate({ secret: seed }) },
    });
    expect(enabled.statusCode).toBe(200);
  });
});
