import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { crc32 } from 'node:zlib';
import { getTableName, isTable, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { openEmbeddedDatabase } from '../src/db/embedded-database';
import * as schema from '../src/db/schema';
import { createEncryption, loadEncryptionKey } from '../src/lib/encryption';
import { createMailer } from '../src/mail/mailer';
import { createEncryptedFileStore } from '../src/modules/media/media-store';
import { createUser, type TestUser } from './helpers/factories';
import { makePng, multipart } from './helpers/files';
import { startSmtpServer } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';

// What the privacy promise says is encrypted at rest: mood notes, chat messages (both sides),
// craft content and media files, TOTP seeds and contact messages. Every value below is short
// (well under 2 KB) so that PostgreSQL stores it as written, never compressed out of sight.

const clip = readFileSync(join(import.meta.dirname, 'fixtures', 'clip.webm'));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EBML_HEADER = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

type Secrets = Map<string, string>;
type Written = {
  user: TestUser;
  secrets: Secrets;
  /** the uploaded files as sent */
  files: Buffer[];
  /** the owner still reads every secret back in plain text */
  readBack(app: App, user: TestUser): Promise<void>;
};

const pngWithChunk = (payload: string) => {
  const png = makePng({ size: 12 });
  const data = Buffer.from(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write('prVt', 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([
    png.subarray(0, png.length - 12),
    head,
    data,
    crc,
    png.subarray(png.length - 12),
  ]);
};

/** Writes one of everything that must be encrypted, through the API, as a person would. */
async function writeEverything(
  app: App,
  smtp: { waitForMessages(n: number): Promise<unknown> } | null,
): Promise<Written> {
  const t = { app } as TestApp;
  const secrets: Secrets = new Map();
  const secret = (what: string) => {
    const value = `${what}Canary${randomBytes(8).toString('hex')}`;
    secrets.set(what, value);
    return value;
  };
  const password = secret('password');
  const user = await createUser(t, { password });
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: user.auth });

  const base = {
    date: '2026-11-20T09:00:00.000Z',
    primaryEmotion: 'joy',
    subEmotion: 'happiness',
    score: 6,
    factors: [],
  };
  const mood = await post('/api/moods', { ...base, notes: secret('moodNote') });
  expect(mood.statusCode).toBe(201);
  const edited = await post('/api/moods', { ...base, notes: 'first draft' });
  expect(
    (
      await app.inject({
        method: 'PUT',
        url: `/api/moods/${edited.json().id}`,
        headers: user.auth,
        payload: { ...base, notes: secret('editedMoodNote') },
      })
    ).statusCode,
  ).toBe(200);
  const csv = `full_date,date,weekday,time,mood,activities,note_title,note\n2026-03-02,March 2,Monday,8:30 PM,rad,friends,,${secret('importedMoodNote')}`;
  expect((await post('/api/moods/import', { content: csv })).json().imported).toBe(1);

  const chat = await post('/api/ai/chat', {
    messages: [{ role: 'user', content: `I feel anxious about ${secret('chatLine')}` }],
  });
  expect(chat.statusCode).toBe(200);
  const reply = chat.json().message as string;
  expect(reply.length).toBeGreaterThan(20);
  secrets.set('companionReply', reply);
  const stream = await post('/api/ai/chat/stream', {
    messages: [{ role: 'user', content: `I keep thinking about ${secret('streamedChatLine')}` }],
  });
  expect(stream.statusCode).toBe(200);

  const writing = await post('/api/creative-crafts', {
    type: 'writing',
    title: 'Morning',
    content: secret('craftText'),
  });
  expect(writing.statusCode).toBe(201);
  expect(
    (
      await app.inject({
        method: 'PUT',
        url: `/api/creative-crafts/${writing.json().id}`,
        headers: user.auth,
        payload: { content: secret('editedCraftText') },
      })
    ).statusCode,
  ).toBe(200);

  const drawing = pngWithChunk(secret('drawingChunk'));
  expect(
    (
      await post('/api/creative-crafts', {
        type: 'drawing',
        title: 'Sketch',
        content: `data:image/png;base64,${drawing.toString('base64')}`,
      })
    ).statusCode,
  ).toBe(201);
  const recording = Buffer.concat([clip, Buffer.from(secret('recordingBytes'))]);
  const body = multipart(
    { title: 'Hum', type: 'audio' },
    { field: 'file', filename: 'hum.webm', contentType: 'audio/webm', data: recording },
  );
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/creative-crafts',
        headers: { ...user.auth, ...body.headers },
        payload: body.payload,
      })
    ).statusCode,
  ).toBe(201);
  const picture = pngWithChunk(secret('pictureChunk'));
  const pictureBody = multipart(
    {},
    { field: 'profilePicture', filename: 'me.png', contentType: 'image/png', data: picture },
  );
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/users/upload-profile-picture',
        headers: { ...user.auth, ...pictureBody.headers },
        payload: pictureBody.payload,
      })
    ).statusCode,
  ).toBe(200);

  const contact = {
    name: 'Rae',
    email: 'rae@example.org',
    subject: 'A question',
    message: secret('contactMessage'),
  };
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: contact,
        headers: user.auth,
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...contact, message: secret('anonymousContactMessage') },
      })
    ).statusCode,
  ).toBe(200);
  await smtp?.waitForMessages(2);

  const plan = {
    reasonsForLiving: [secret('safetyPlanReason')],
    helpers: [{ name: secret('safetyPlanHelper'), phone: '0400 000 000' }],
  };
  expect(
    (
      await app.inject({
        method: 'PUT',
        url: '/api/safety-plan',
        headers: user.auth,
        payload: plan,
      })
    ).statusCode,
  ).toBe(200);

  const setup = await post('/api/users/two-factor/setup', {});
  expect(setup.statusCode).toBe(200);
  const seed = setup.json().secret as string;
  secrets.set('totpSeed', seed);
  const enabled = await post('/api/users/two-factor/enable', {
    code: await generate({ secret: seed }),
  });
  expect(enabled.statusCode).toBe(200);
  (enabled.json().recoveryCodes as string[]).forEach((code, i) =>
    secrets.set(`recoveryCode${i}`, code),
  );
  secrets.set('sessionToken', user.token);

  return {
    user,
    secrets,
    files: [drawing, recording, picture],
    async readBack(app2, owner) {
      const get = async (url: string) => (await app2.inject({ url, headers: owner.auth })).body;
      const moods = await get('/api/moods');
      for (const what of ['moodNote', 'editedMoodNote', 'importedMoodNote'])
        expect(moods, what).toContain(secrets.get(what));
      const history = await get('/api/ai/history');
      for (const what of ['chatLine', 'streamedChatLine'])
        expect(history, what).toContain(secrets.get(what));
      expect(
        JSON.parse(history).some(
          (m: { role: string; content: string }) => m.role === 'assistant' && m.content === reply,
        ),
      ).toBe(true);
      const crafts = JSON.parse(await get('/api/creative-crafts')) as {
        type: string;
        content: string;
      }[];
      expect(crafts.find((c) => c.type === 'writing')?.content).toBe(
        secrets.get('editedCraftText'),
      );
      const audio = await app2.inject({ url: crafts.find((c) => c.type === 'audio')!.content });
      expect(audio.rawPayload.equals(recording)).toBe(true);
      const sketch = await app2.inject({ url: crafts.find((c) => c.type === 'drawing')!.content });
      expect(sketch.rawPayload.includes(Buffer.from(secrets.get('drawingChunk')!))).toBe(true);
      const plan = await get('/api/safety-plan');
      for (const what of ['safetyPlanReason', 'safetyPlanHelper'])
        expect(plan, what).toContain(secrets.get(what));
      const exported = await get('/api/users/export?format=json');
      expect(exported).toContain(secrets.get('contactMessage'));
    },
  };
}

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
  });
});

describe('in every table of the database the suite runs on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
  });
  afterAll(() => t.close());

  it('no row holds a secret in plain text, while the owner reads each one back', async () => {
    const written = await writeEverything(t.app, null);
    const { db } = t.deps.database;
    const tables = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows?: { table_name: string }[] } | { table_name: string }[];
    const names = (Array.isArray(tables) ? tables : (tables.rows ?? [])).map((r) => r.table_name);
    const declared = Object.values(schema)
      .filter((value) => isTable(value))
      .map((table) => getTableName(table));
    expect(names).toEqual(expect.arrayContaining(declared));

    const found: string[] = [];
    let rowCount = 0;
    for (const table of names) {
      const result = (await db.execute(
        sql.raw(`select t::text as row from "${table}" t`),
      )) as unknown as { rows?: { row: string }[] } | { row: string }[];
      const rows = (Array.isArray(result) ? result : (result.rows ?? [])).map((r) => r.row);
      rowCount += rows.length;
      for (const row of rows) {
        for (const [what, value] of written.secrets) {
          if (row.includes(value) || (value.includes('Canary') && row.includes(value.slice(-16))))
            found.push(`${what} in ${table}`);
        }
      }
    }
    expect(rowCount).toBeGreaterThan(20);
    expect(found).toEqual([]);
    await written.readBack(t.app, written.user);
  });
});
