import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { openEmbeddedDatabase } from '../src/db/embedded-database';
import { createEncryption, loadEncryptionKey } from '../src/lib/encryption';
import { createMailer } from '../src/mail/mailer';
import { createEncryptedFileStore } from '../src/modules/media/media-store';
import { EBML_HEADER, PNG_SIGNATURE, writeEverything, type Written } from './helpers/everything';
import { startSmtpServer } from './helpers/smtp';

// What the privacy promise says is encrypted at rest (helpers/everything.ts writes one of each)
// is nowhere on disk in plain text, while its owner reads it all back. It starts the embedded
// database server twice, so it runs with the process-level tests, one at a time
// (run-tests.mjs); encryption-at-rest.test.ts looks in every row of every table.

const allFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** Every file of the data directory, byte for byte: no secret, whole or in part, in plain text. */
function expectNothingPlainOnDisk(dataDir: string, written: Written) {
  const files = allFiles(dataDir);
  expect(files.some((f) => f.includes(`${join('db', 'base')}`))).toBe(true);
  const needles: [string, Buffer][] = [];
  for (const [what, value] of written.secrets) {
    needles.push([what, Buffer.from(value)]);
    // a distinctive piece too, in case a value were split or partly transformed
    if (value.includes('Canary')) needles.push([`${what} (part)`, Buffer.from(value.slice(-16))]);
  }
  const found: string[] = [];
  for (const file of files) {
    const bytes = readFileSync(file);
    for (const [what, needle] of needles)
      if (bytes.includes(needle)) found.push(`${what} in ${relative(dataDir, file)}`);
  }
  expect(found).toEqual([]);

  // media files: nothing recognisable of what was uploaded
  const mediaFiles = allFiles(join(dataDir, 'media'));
  expect(mediaFiles.length).toBe(written.files.length);
  for (const file of mediaFiles) {
    const bytes = readFileSync(file);
    expect(bytes.includes(PNG_SIGNATURE), file).toBe(false);
    expect(bytes.includes(Buffer.from('IHDR')), file).toBe(false);
    expect(bytes.includes(EBML_HEADER), file).toBe(false);
    expect(bytes.includes(Buffer.from('webm')), file).toBe(false);
    for (const original of written.files) {
      for (
        let at = 0;
        at + 24 <= original.length;
        at += Math.max(24, Math.floor(original.length / 50))
      ) {
        expect(
          bytes.includes(original.subarray(at, at + 24)),
          `${file} holds bytes ${at}..${at + 24} of an upload`,
        ).toBe(false);
      }
    }
    expect(statSync(file).mode & 0o077, `${file} is readable by others`).toBe(0);
  }
}

describe('on the embedded database, on disk', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'moodcraft-at-rest-'));

  /** The app wired as the server wires it: the embedded server in $DATA_DIR/db, the key in $DATA_DIR/secret.key. */
  async function open() {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SCALE: '50',
      SMTP_URL: smtp.url,
    });
    const log = pino({ level: 'silent' });
    const database: Database = await openEmbeddedDatabase(dataDir, log);
    const encryption = createEncryption(loadEncryptionKey(undefined, join(dataDir, 'secret.key')));
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: join(dataDir, 'outbox'),
      log,
    });
    const media = createEncryptedFileStore(join(dataDir, 'media'), encryption);
    const app = await buildApp(
      { config, database, encryption, mailer, media, now: () => new Date() },
      { loggerInstance: log, webDist: join(dataDir, 'no-web') },
    );
    await app.ready();
    return {
      app,
      database,
      async close() {
        await app.close();
        mailer.close();
        await database.close();
      },
    };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every secret out of every file, after a checkpoint and after a clean close, and reads them back', async () => {
    const first = await open();
    let written: Written;
    try {
      written = await writeEverything(first.app, smtp);
      await first.database.db.execute(sql`checkpoint`);
      expectNothingPlainOnDisk(dataDir, written);
    } finally {
      await first.close();
    }
    expectNothingPlainOnDisk(dataDir, written);
    expect(statSync(join(dataDir, 'secret.key')).mode & 0o077).toBe(0);

    // the data really is on disk: opened again, the owner reads it all back
    const second = await open();
    try {
      const login = await second.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: written.user.email, password: written.secrets.get('password') },
      });
      const challenge = login.json().challengeToken as string;
      const signedIn = await second.app.inject({
        method: 'POST',
        url: '/api/users/login/two-factor',
        payload: { challengeToken: challenge, code: written.secrets.get('recoveryCode0') },
      });
      expect(signedIn.statusCode).toBe(200);
      await written.readBack(second.app, {
        ...written.user,
        auth: { authorization: `Bearer ${signedIn.json().token}` },
      });
    } finally {
      await second.close();
    }
    expectNothingPlainOnDisk(dataDir, written);
    // two starts of a database server and everything written through the API, on a loaded machine
  }, 120_000);
});
