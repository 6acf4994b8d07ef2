import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { getTableName, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { ENCRYPTED_FIELDS } from '../src/db/encrypted-fields';
import { createEncryption, type Encryption } from '../src/lib/encryption';
import { createMailer } from '../src/mail/mailer';
import { reEncrypt } from '../src/modules/encryption/re-encryption.service';
import { createEncryptedFileStore } from '../src/modules/media/media-store';
import { createTestDatabase } from './helpers/database';
import { writeEverything } from './helpers/everything';

// Key rotation: data written under key A; the server restarted with key B and
// APP_ENCRYPTION_KEY_PREVIOUS=A reads all of it; the re-encryption job rewrites it under B;
// then nothing in the database or the media folder opens with A alone, and B alone reads it all.

const log = pino({ level: 'silent' });

/** The app as server.ts wires it, on `database` and the media folder of `dataDir`. */
async function openApp(database: Database, dataDir: string, encryption: Encryption) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_SCALE: '50' });
  const mailer = createMailer({ from: config.MAIL_FROM, outboxDir: join(dataDir, 'outbox'), log });
  const deps: AppDeps = {
    config,
    database,
    encryption,
    mailer,
    media: createEncryptedFileStore(join(dataDir, 'media'), encryption),
    now: () => new Date(),
  };
  const app = await buildApp(deps, { loggerInstance: log, webDist: join(dataDir, 'no-web') });
  await app.ready();
  return {
    app,
    deps,
    async close() {
      await app.close();
      mailer.close();
    },
  };
}

type Stored = { place: { table: string; column: string; id: string }; value: string };

/** Every non-empty value of every encrypted column, straight from the database. */
async function storedValues(database: Database): Promise<Stored[]> {
  const all: Stored[] = [];
  for (const { column, rowId } of ENCRYPTED_FIELDS) {
    const table = getTableName(column.table);
    const result = await database.pool.query<{ id: string; value: string }>(
      `select "${rowId.name}"::text as id, "${column.name}" as value from "${table}" where "${column.name}" <> ''`,
    );
    for (const row of result.rows)
      all.push({ place: { table, column: column.name, id: row.id }, value: row.value });
  }
  return all;
}

const mediaFiles = (dataDir: string) =>
  readdirSync(join(dataDir, 'media'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

describe('rotating the key', () => {
  let database: Database;
  const dataDir = mkdtempSync(join(tmpdir(), 'moodcraft-rotation-'));
  const keyA = randomBytes(32);
  const keyB = randomBytes(32);
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads everything written under the previous key, rewrites it under the new one, and then needs only the new one', async () => {
    const first = await openApp(database, dataDir, createEncryption(keyA));
    const written = await writeEverything(first.app, null);
    await first.close();
    const onlyA = createEncryption(keyA);
    const before = await storedValues(database);
    // every field the promise names holds a value, all sealed with A
    expect(new Set(before.map((s) => `${s.place.table}.${s.place.column}`)).size).toBe(
      ENCRYPTED_FIELDS.length,
    );
    expect(before.every((s) => s.value.startsWith(`v2.${onlyA.keyId}.`))).toBe(true);

    // restarted with B, A listed as previous: everything reads before the job has run
    const rotated = createEncryption(keyB, [keyA]);
    const second = await openApp(database, dataDir, rotated);
    try {
      await written.readBack(second.app, written.user);
      const report = await reEncrypt(second.deps, { log, batchSize: 7 });
      expect(report).toEqual({ values: before.length, files: 3, failed: 0 });
      // run again, nothing is left to do
      expect(await reEncrypt(second.deps, { log })).toEqual({ values: 0, files: 0, failed: 0 });
      await written.readBack(second.app, written.user);
    } finally {
      await second.close();
    }

    // nothing in the database opens with A alone
    const after = await storedValues(database);
    expect(after.length).toBe(before.length);
    for (const { place, value } of after) {
      expect(value.startsWith(`v2.${rotated.keyId}.`), JSON.stringify(place)).toBe(true);
      expect(() => onlyA.decrypt(value, place), JSON.stringify(place)).toThrow();
    }
    // nor any media file
    const files = mediaFiles(dataDir);
    expect(files).toHaveLength(3);
    const storeA = createEncryptedFileStore(join(dataDir, 'media'), onlyA);
    for (const key of files) {
      const file = readFileSync(join(dataDir, 'media', key.slice(0, 2), key));
      expect(file.subarray(4, 8).toString('hex')).toBe(rotated.keyId);
      await expect(storeA.read(key).then(buffer), key).rejects.toThrow();
    }

    // restarted with B alone: everything reads, the second factor included
    const third = await openApp(database, dataDir, createEncryption(keyB));
    try {
      await written.readBack(third.app, written.user);
      const login = await third.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: written.user.email, password: written.secrets.get('password') },
      });
      const signedIn = await third.app.inject({
        method: 'POST',
        url: '/api/users/login/two-factor',
        payload: {
          challengeToken: login.json().challengeToken,
          code: written.secrets.get('recoveryCode1'),
        },
      });
      expect(signedIn.statusCode).toBe(200);
    } finally {
      await third.close();
    }
  });

  it('reads nothing of what was sealed with a key it is not given', async () => {
    const app = await openApp(database, dataDir, createEncryption(randomBytes(32)));
    try {
      const [user] = (
        await database.pool.query<{ id: string }>('select id::text from users limit 1')
      ).rows;
      const session = `rotation-${randomBytes(8).toString('hex')}`;
      await database.db.execute(
        sql`insert into sessions (user_id, token_hash, expires_at) values (${user!.id}, encode(sha256(${session}::bytea), 'hex'), now() + interval '1 hour')`,
      );
      const res = await app.app.inject({
        url: '/api/creative-crafts',
        headers: { authorization: `Bearer ${session}` },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toMatch(/could not be decrypted/);
      // the job, missing the key, changes nothing
      const before = await storedValues(database);
      const report = await reEncrypt(app.deps, { log });
      expect(report).toEqual({ values: 0, files: 0, failed: before.length + 3 });
      expect(await storedValues(database)).toEqual(before);
      expect(mediaFiles(dataDir)).toHaveLength(3);
    } finally {
      await app.close();
    }
  });
});
