import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger';
import { sendDueNotifications } from '../src/modules/notifications/notifications.service';
import { createUser, type TestUser } from './helpers/factories';
import { multipart } from './helpers/files';
import { startSmtpServer } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The app's own logger at its most talkative level, writing into memory. Every secret and every
 * piece of personal text below is a distinctive "canary"; none may appear in what was logged.
 */
const logged: string[] = [];
const logger = createLogger(
  'trace',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString('utf8'));
      done();
    },
  }),
);

const canaries = new Map<string, string>();
/** A distinctive value to follow through the app; `what` says where it came from. */
function canary(what: string) {
  const value = `${what.replace(/\W+/g, '')}Canary${randomBytes(6).toString('hex')}`;
  canaries.set(value, what);
  return value;
}
/** A secret the app made (a token, a seed), to follow like a canary. */
function follow(what: string, value: string) {
  expect(value.length, what).toBeGreaterThanOrEqual(8);
  canaries.set(value, what);
  return value;
}

function expectNoCanaryLogged() {
  const text = logged.join('');
  const leaked = [...canaries]
    .filter(([value]) => text.includes(value))
    .map(([value, what]) => {
      const line = logged.find((l) => l.includes(value))!;
      return `${what}: ${line.slice(0, 400)}`;
    });
  expect(leaked).toEqual([]);
}

const entries = () =>
  logged.map(
    (line) =>
      JSON.parse(line) as { level: number; msg?: string; req?: { url: string }; err?: unknown },
  );

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  const webDist = mkdtempSync(join(tmpdir(), 'moodcraft-web-'));
  writeFileSync(
    join(webDist, '__spa-fallback.html'),
    '<!doctype html><title>MoodCraft</title><div id="root"></div>',
  );
  t = await createTestApp({
    logger,
    webDist,
    smtpUrl: smtp.url,
    env: { PUBLIC_URL: 'https://mood.example.org', RATE_LIMIT_SCALE: '50' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const newMail = async (to: string, seen: number) => {
  await expect
    .poll(() => smtp.messages.slice(seen).some((m) => m.to.includes(to)), { timeout: 5000 })
    .toBe(true);
  return smtp.messages.slice(seen).find((m) => m.to.includes(to))!;
};

describe('the logs', () => {
  let user: TestUser;

  it('never hold a password: registration, sign-in, failed sign-in, password change', async () => {
    const password = canary('password');
    user = await createUser(t, { password });
    follow('session token', user.token);
    const ok = await post('/api/users/login', { email: user.email, password });
    expect(ok.statusCode).toBe(200);
    follow('session token', ok.json().token);

    const wrong = canary('wrong password');
    expect(
      (await post('/api/users/login', { email: user.email, password: wrong })).statusCode,
    ).toBe(401);
    expect(
      (
        await post('/api/users/login', {
          email: `nobody-${randomBytes(3).toString('hex')}@example.org`,
          password: canary('password of no account'),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await post('/api/users/login', {
          email: canary('email typo'),
          password: canary('password with a bad email'),
        })
      ).statusCode,
    ).toBeLessThan(500);
    expect(
      (
        await post('/api/users', {
          username: 'X',
          email: 'not-an-email',
          password: canary('short'),
          acceptTerms: true,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post('/api/users', {
          username: 'Long',
          email: 'long@example.org',
          password: canary('too long password').repeat(10),
          acceptTerms: true,
        })
      ).statusCode,
    ).toBe(400);

    const next = canary('new password');
    const badChange = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: user.auth,
      payload: { currentPassword: canary('wrong current password'), newPassword: next },
    });
    expect(badChange.statusCode).toBe(400);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${ok.json().token}` },
      payload: { currentPassword: password, newPassword: next },
    });
    expect(change.statusCode).toBe(200);
    const again = await post('/api/users/login', { email: user.email, password: next });
    expect(again.statusCode).toBe(200);
    user = {
      ...user,
      password: next,
      token: follow('session token', again.json().token),
      auth: { authorization: `Bearer ${again.json().token}` },
    };
    expectNoCanaryLogged();
  });

  it('never hold a mood note, even one that is refused or signals a crisis', async () => {
    const base = {
      date: new Date().toISOString(),
      primaryEmotion: 'joy',
      subEmotion: 'happiness',
      score: 6,
      factors: [],
    };
    const created = await post('/api/moods', { ...base, notes: canary('mood note') }, user.auth);
    expect(created.statusCode).toBe(201);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/moods/${created.json().id}`,
      headers: user.auth,
      payload: { ...base, notes: canary('edited mood note') },
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (
        await post(
          '/api/moods',
          { ...base, score: 99, notes: canary('refused mood note') },
          user.auth,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          '/api/moods',
          { ...base, notes: `${canary('overlong mood note')} ${'x'.repeat(5001)}` },
          user.auth,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          '/api/moods',
          {
            ...base,
            primaryEmotion: canary('made-up emotion'),
            notes: canary('note with a bad emotion'),
          },
          user.auth,
        )
      ).statusCode,
    ).toBe(400);
    const crisis = await post(
      '/api/moods',
      { ...base, notes: `I want to end my life ${canary('crisis mood note')}` },
      user.auth,
    );
    expect(crisis.statusCode).toBe(201);
    const csv = `full_date,date,weekday,time,mood,activities,note_title,note\n2026-03-02,March 2,Monday,8:30 PM,rad,friends,${canary('imported note title')},${canary('imported note')}`;
    expect((await post('/api/moods/import/preview', { content: csv }, user.auth)).statusCode).toBe(
      200,
    );
    expect((await post('/api/moods/import', { content: csv }, user.auth)).statusCode).toBe(200);
    expect(
      (await post('/api/moods/import', { content: canary('not an export') }, user.auth)).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ url: `/api/moods?from=${canary('query text')}`, headers: user.auth }))
        .statusCode,
    ).toBe(400);
    expectNoCanaryLogged();
  });

  it('never hold a chat line to Mood Friend or its reply, streamed or not', async () => {
    const line = canary('chat line');
    const chat = await post(
      '/api/ai/chat',
      { messages: [{ role: 'user', content: `I feel anxious about ${line}` }] },
      user.auth,
    );
    expect(chat.statusCode).toBe(200);
    const stream = await post(
      '/api/ai/chat/stream',
      {
        messages: [
          { role: 'assistant', content: canary('earlier reply') },
          { role: 'user', content: `I keep thinking about ${canary('streamed chat line')}` },
        ],
      },
      user.auth,
    );
    expect(stream.statusCode).toBe(200);
    const crisis = await post(
      '/api/ai/chat',
      {
        messages: [
          { role: 'user', content: `I want to kill myself ${canary('crisis chat line')}` },
        ],
      },
      user.auth,
    );
    expect(crisis.json().crisis).toBe(true);
    const crisisStream = await post(
      '/api/ai/chat/stream',
      {
        messages: [
          {
            role: 'user',
            content: `I am going to end it all tonight ${canary('crisis streamed line')}`,
          },
        ],
      },
      user.auth,
    );
    expect(crisisStream.statusCode).toBe(200);
    expect(
      (
        await post(
          '/api/ai/chat',
          { messages: [{ role: 'system', content: canary('refused chat line') }] },
          user.auth,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          '/api/ai/chat',
          {
            messages: [
              { role: 'user', content: `${canary('overlong chat line')}${'x'.repeat(20_000)}` },
            ],
          },
          user.auth,
        )
      ).statusCode,
    ).toBe(400);
    const history = await t.app.inject({ url: '/api/ai/history', headers: user.auth });
    expect(history.body).toContain(line);
    expectNoCanaryLogged();
  });

  it('never hold a craft’s file name, title or text', async () => {
    const clip = readFileSync(join(import.meta.dirname, 'fixtures', 'clip.webm'));
    const body = multipart(
      { title: canary('craft title'), type: 'audio', tags: canary('craft tag') },
      {
        field: 'file',
        filename: `${canary('craft file name')}.webm`,
        contentType: 'audio/webm',
        data: clip,
      },
    );
    const audio = await t.app.inject({
      method: 'POST',
      url: '/api/creative-crafts',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
    expect(audio.statusCode).toBe(201);
    const link = String(audio.json().content);
    follow('media link signature', new URL(link, 'https://x').searchParams.get('sig')!);
    expect((await t.app.inject({ url: link, headers: { range: 'bytes=0-9' } })).statusCode).toBe(
      206,
    );
    const forged = `${link.split('&sig=')[0]}&sig=${canary('forged signature')}`;
    expect((await t.app.inject({ url: forged })).statusCode).toBe(403);

    const refused = multipart(
      { title: canary('refused craft title'), type: 'audio' },
      {
        field: 'file',
        filename: `${canary('refused file name')}.webm`,
        contentType: 'audio/webm',
        data: Buffer.from(`<html>${canary('refused file bytes')}</html>`),
      },
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/creative-crafts',
          headers: { ...user.auth, ...refused.headers },
          payload: refused.payload,
        })
      ).statusCode,
    ).toBe(415);
    const cut = multipart(
      { title: canary('cut craft title'), type: 'audio' },
      {
        field: 'file',
        filename: `${canary('cut file name')}.webm`,
        contentType: 'audio/webm',
        data: clip,
      },
    );
    const cutOff = await t.app.inject({
      method: 'POST',
      url: '/api/creative-crafts',
      headers: { ...user.auth, ...cut.headers },
      payload: cut.payload.subarray(0, cut.payload.length - 2000),
    });
    expect(cutOff.statusCode).toBe(400);

    const writing = await post(
      '/api/creative-crafts',
      {
        type: 'writing',
        title: canary('writing title'),
        content: canary('writing text'),
        tags: [canary('writing tag')],
      },
      user.auth,
    );
    expect(writing.statusCode).toBe(201);
    const id = writing.json().id as string;
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/creative-crafts/${id}`,
          headers: user.auth,
          payload: { content: canary('edited writing text') },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/creative-crafts/${id}/tags`, { tag: canary('added tag') }, user.auth))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          '/api/creative-crafts',
          {
            type: 'writing',
            title: 'Too long',
            content: `${canary('overlong writing')}${'x'.repeat(50_001)}`,
          },
          user.auth,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          '/api/creative-crafts',
          {
            type: 'writing',
            title: `a\u0000${canary('title with a NUL byte')}`,
            content: canary('writing with a NUL title'),
          },
          user.auth,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/users/export?format=zip', headers: user.auth })).statusCode,
    ).toBe(200);
    expectNoCanaryLogged();
  });

  it('never hold what made a request fail on our side (a database failure)', async () => {
    // the database refuses to store tags for a moment, as a full disk or a lost connection would
    const { db } = t.deps.database;
    await db.execute(
      sql.raw(
        `create function moodcraft_refuse() returns trigger language plpgsql as $$ begin raise exception 'storage unavailable'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(
        'create trigger moodcraft_refuse_tags before insert on craft_tags for each row execute function moodcraft_refuse()',
      ),
    );
    try {
      const res = await post(
        '/api/creative-crafts',
        {
          type: 'writing',
          title: canary('title when the database failed'),
          content: canary('text when the database failed'),
          tags: [canary('failing tag')],
        },
        user.auth,
      );
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('storage unavailable');
    } finally {
      await db.execute(sql.raw('drop trigger moodcraft_refuse_tags on craft_tags'));
      await db.execute(sql.raw('drop function moodcraft_refuse'));
    }
    // the failure itself is logged, with its type and where it happened
    const failure = entries().find((e) => e.level >= 50 && e.msg === 'Request failed');
    expect(failure?.err).toMatchObject({
      type: expect.any(String),
      stack: expect.stringContaining(' at '),
    });
    expectNoCanaryLogged();
  });

  it('never hold a TOTP seed, a challenge token or a recovery code', async () => {
    const start = Date.UTC(2026, 10, 21, 9, 0, 0);
    t.setNow(new Date(start));
    try {
      const setup = await post('/api/users/two-factor/setup', {}, user.auth);
      expect(setup.statusCode).toBe(200);
      const secret = follow('TOTP seed', setup.json().secret);
      expect(
        (await post('/api/users/two-factor/enable', { code: '000000' }, user.auth)).statusCode,
      ).toBe(400);
      const enabled = await post(
        '/api/users/two-factor/enable',
        { code: await generate({ secret, epoch: start / 1000 }) },
        user.auth,
      );
      expect(enabled.statusCode).toBe(200);
      const recovery = (enabled.json().recoveryCodes as string[]).map((code) =>
        follow('recovery code', code),
      );

      t.setNow(new Date(start + 60_000));
      const first = await post('/api/users/login', { email: user.email, password: user.password });
      const challenge = follow('challenge token', first.json().challengeToken);
      expect(
        (await post('/api/users/login/two-factor', { challengeToken: challenge, code: '123456' }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await post('/api/users/login/two-factor', {
            challengeToken: canary('made-up challenge'),
            code: '123456',
          })
        ).statusCode,
      ).toBe(401);
      const second = await post('/api/users/login/two-factor', {
        challengeToken: challenge,
        code: await generate({ secret, epoch: (start + 60_000) / 1000 }),
      });
      expect(second.statusCode).toBe(200);
      follow('session token', second.json().token);
      const viaRecovery = await post('/api/users/login/two-factor', {
        challengeToken: (
          await post('/api/users/login', { email: user.email, password: user.password })
        ).json().challengeToken,
        code: recovery[0]!,
      });
      expect(viaRecovery.statusCode).toBe(200);
      expect(
        (
          await post(
            '/api/users/two-factor/disable',
            { password: canary('wrong password to turn 2FA off') },
            user.auth,
          )
        ).statusCode,
      ).toBe(400);
    } finally {
      t.setNow(null);
    }
    expectNoCanaryLogged();
  });

  it('never hold a password-reset token, from the email, the page it opens, or a wrong one', async () => {
    const person = await createUser(t, { password: canary('password before reset') });
    const seen = smtp.messages.length;
    expect((await post('/api/users/forgot-password', { email: person.email })).statusCode).toBe(
      200,
    );
    const mail = await newMail(person.email, seen);
    const token = follow('reset token', /\/reset-password\/([\w-]+)/.exec(mail.text)![1]!);
    // the link opens the web app's page, then the page sends the token
    expect((await t.app.inject({ url: `/reset-password/${token}` })).statusCode).toBe(200);
    expect(
      (
        await post('/api/users/reset-password', {
          token: canary('wrong reset token'),
          password: canary('password for a wrong token'),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/users/reset-password', { token, password: 'password123' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/users/reset-password', { token, password: canary('password after reset') }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post('/api/users/reset-password', {
          token,
          password: canary('second use of the token'),
        })
      ).statusCode,
    ).toBe(400);
    expectNoCanaryLogged();
  });

  it('never hold a clinician share-link token, though it is in the path', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: user.auth,
      payload: { dataSharing: true },
    });
    const link = await post(
      '/api/users/share-links',
      { from: '2020-01-01', to: '2030-12-31', includeNotes: true },
      user.auth,
    );
    expect(link.statusCode).toBe(201);
    const token = follow('share-link token', String(link.json().url).split('/report/')[1]!);
    const report = await t.app.inject({ url: `/api/reports/${token}` });
    expect(report.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/report/${token}` })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/reports/${canary('made-up share token')}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/reports/${canary('short')}` })).statusCode,
    ).toBeLessThan(500);
    expect(
      (await t.app.inject({ url: `/api/reports/${token}/${canary('extra path')}` })).statusCode,
    ).toBe(404);
    expectNoCanaryLogged();
  });

  it('never hold an unsubscribe link’s signature', async () => {
    const person = await createUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: person.auth,
      payload: { reminderTime: '09:00', timeZone: 'UTC', weeklyReports: false },
    });
    const seen = smtp.messages.length;
    await sendDueNotifications(t.deps, new Date('2026-11-20T09:05:00Z'), logger);
    const mail = await newMail(person.email, seen);
    const url = /https:\/\/mood\.example\.org(\/api\/notifications\/unsubscribe\?\S+)/.exec(
      mail.text,
    )![1]!;
    follow('unsubscribe signature', new URL(url, 'https://x').searchParams.get('sig')!);
    expect(
      (await t.app.inject({ url: url.replace(/sig=[^&]+/, `sig=${canary('forged unsubscribe')}`) }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expectNoCanaryLogged();
  });

  it('never hold a contact message, sent or refused', async () => {
    const message = {
      name: canary('contact name'),
      email: 'writer@example.org',
      subject: canary('contact subject'),
      message: canary('contact message'),
    };
    expect((await post('/api/contact', message)).statusCode).toBe(200);
    expect(
      (
        await post('/api/contact', {
          ...message,
          email: canary('bad contact email'),
          message: canary('refused contact message'),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post('/api/contact', {
          ...message,
          message: `${canary('overlong contact message')}${'x'.repeat(10_000)}`,
        })
      ).statusCode,
    ).toBeLessThan(500);
    await smtp.waitForMessages(1);
    expectNoCanaryLogged();
  });

  it('do record authentication events and requests, so they are not simply silent', () => {
    const messages = entries().map((e) => e.msg ?? '');
    for (const event of [
      'Account created',
      'Signed in',
      'Sign-in refused: wrong password',
      'Sign-in refused',
      'Password change refused: wrong current password',
      'Password changed; other sessions and reset links ended',
      'Second factor refused',
      'Password reset link created',
      'Password reset; every session ended',
      'Refused a media link with a bad or expired signature',
      'Contact message received',
      'Crisis response given',
    ]) {
      expect(messages, event).toContain(event);
    }
    const urls = entries().flatMap((e) => (e.req?.url ? [e.req.url] : []));
    expect(urls).toContain('/api/reports/:token');
    expect(urls).toContain('/reset-password/:token');
    expect(logged.length).toBeGreaterThan(100);
    expectNoCanaryLogged();
  });
});
