import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '@moodcraft/core/push/push';
import { sendDueNotifications } from '../src/modules/notifications/notifications.service';
import { createUser, type TestUser } from './helpers/factories';
import { startPushService } from './helpers/push-service';
import { startSmtpServer } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';

let push: Awaited<ReturnType<typeof startPushService>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  push = await startPushService();
  smtp = await startSmtpServer();
  t = await createTestApp({
    smtpUrl: smtp.url,
    env: {
      RATE_LIMIT_SCALE: '50',
      PUSH_SERVICES: '127.0.0.1',
      PUBLIC_URL: 'https://mood.example.org',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await push.close();
});

const call = (user: TestUser | null, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: user?.auth ?? {},
    ...(payload ? { payload } : {}),
  });

describe('Web Push', () => {
  it('needs a signed-in person', async () => {
    expect((await call(null, 'GET', '/api/push/key')).statusCode).toBe(401);
    expect(
      (await call(null, 'POST', '/api/push/subscriptions', push.subscribe().json)).statusCode,
    ).toBe(401);
    expect((await call(null, 'GET', '/api/push/subscriptions')).statusCode).toBe(401);
  });

  it('gives one public key, the same to every process on the database', async () => {
    const user = await createUser(t);
    const key = (await call(user, 'GET', '/api/push/key')).json().publicKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const other = await createTestApp({ database: t.deps.database, encryption: t.deps.encryption });
    try {
      const again = await other.app.inject({ url: '/api/push/key', headers: user.auth });
      expect(again.json().publicKey).toBe(key);
    } finally {
      await other.close();
    }
  });

  it('refuses subscriptions it cannot use, saying why', async () => {
    const user = await createUser(t);
    const good = push.subscribe().json;
    const cases: [object, RegExp][] = [
      [{ endpoint: good.endpoint }, /keys are missing/],
      [{ ...good, keys: { ...good.keys, p256dh: 'abc' } }, /p256dh must be 65 bytes/],
      [{ ...good, keys: { ...good.keys, auth: 'not base64url!' } }, /auth must be base64url/],
      [{ ...good, endpoint: 'https://evil.example.org/push/1' }, /not one this server sends to/],
      [{ ...good, endpoint: 'http://127.0.0.1.evil.org/push/1' }, /not one this server sends to/],
    ];
    for (const [body, message] of cases) {
      const res = await call(user, 'POST', '/api/push/subscriptions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await call(user, 'GET', '/api/push/subscriptions')).json()).toEqual([]);
  });

  it('sends a test notification that the device can verify and decrypt', async () => {
    const user = await createUser(t);
    const device = push.subscribe();
    const made = await call(user, 'POST', '/api/push/subscriptions', device.json);
    expect(made.statusCode).toBe(201);
    // the same device again is the same device
    expect((await call(user, 'POST', '/api/push/subscriptions', device.json)).statusCode).toBe(200);
    const listed = (await call(user, 'GET', '/api/push/subscriptions')).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: made.json().id, lastSentAt: null });

    const sent = await call(user, 'POST', '/api/push/test', { endpoint: device.json.endpoint });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ delivered: 1 });
    const got = push.received.filter((r) => r.subscription === device.id);
    expect(got).toHaveLength(1);
    expect(got[0]!.vapid).toMatchObject({
      signatureValid: true,
      subject: 'https://mood.example.org',
      publicKey: (await call(user, 'GET', '/api/push/key')).json().publicKey,
    });
    expect(got[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(got[0]!.payload).toEqual(PUSH_MESSAGES.test);
    expect((await call(user, 'GET', '/api/push/subscriptions')).json()[0].lastSentAt).not.toBe(
      null,
    );
  });

  it('sends the daily reminder to devices with nothing private in it, e-mail off', async () => {
    const user = await createUser(t);
    await call(user, 'PUT', '/api/users/settings', {
      reminderTime: '09:00',
      timeZone: 'UTC',
      weeklyReports: false,
      emailNotifications: false,
    });
    const phone = push.subscribe();
    const laptop = push.subscribe();
    for (const device of [phone, laptop])
      expect((await call(user, 'POST', '/api/push/subscriptions', device.json)).statusCode).toBe(
        201,
      );
    const mailsBefore = smtp.messages.length;
    await sendDueNotifications(t.deps, new Date('2026-11-20T09:10:00Z'), log);
    await sendDueNotifications(t.deps, new Date('2026-11-20T09:20:00Z'), log);
    for (const device of [phone, laptop]) {
      const got = push.received.filter((r) => r.subscription === device.id);
      expect(got).toHaveLength(1);
      expect(got[0]!.payload).toEqual({
        title: 'Time for your check-in',
        body: 'A minute to note how you are feeling today.',
        url: '/mood-tracker',
        tag: 'mood-reminder',
      });
    }
    expect(smtp.messages.length).toBe(mailsBefore);
  });

  it('forgets a device the push service says is gone, and one switched off', async () => {
    const user = await createUser(t);
    const gone = push.subscribe();
    const kept = push.subscribe();
    await call(user, 'POST', '/api/push/subscriptions', gone.json);
    await call(user, 'POST', '/api/push/subscriptions', kept.json);
    push.answers.set(gone.id, 410);
    expect(
      (await call(user, 'POST', '/api/push/test', { endpoint: gone.json.endpoint })).statusCode,
    ).toBe(404);
    expect((await call(user, 'GET', '/api/push/subscriptions')).json()).toHaveLength(1);

    const off = await call(user, 'DELETE', '/api/push/subscriptions', {
      endpoint: kept.json.endpoint,
    });
    expect(off.statusCode).toBe(204);
    expect((await call(user, 'GET', '/api/push/subscriptions')).json()).toEqual([]);
  });

  it('keeps each person’s devices their own', async () => {
    const owner = await createUser(t);
    const intruder = await createUser(t);
    const device = push.subscribe();
    const id = (await call(owner, 'POST', '/api/push/subscriptions', device.json)).json().id;
    expect((await call(intruder, 'GET', '/api/push/subscriptions')).json()).toEqual([]);
    expect((await call(intruder, 'DELETE', `/api/push/subscriptions/${id}`)).statusCode).toBe(404);
    // switching off with the owner's endpoint does nothing to the owner's device
    await call(intruder, 'DELETE', '/api/push/subscriptions', { endpoint: device.json.endpoint });
    expect(
      (await call(intruder, 'POST', '/api/push/test', { endpoint: device.json.endpoint }))
        .statusCode,
    ).toBe(404);
    expect((await call(owner, 'GET', '/api/push/subscriptions')).json()).toHaveLength(1);
    expect((await call(owner, 'DELETE', `/api/push/subscriptions/not-an-id`)).statusCode).toBe(400);
    expect((await call(owner, 'DELETE', `/api/push/subscriptions/${id}`)).statusCode).toBe(204);
  });
});
