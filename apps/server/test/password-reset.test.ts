import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../src/db/schema';
import { createUser } from './helpers/factories';
import { startSmtpServer } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    smtpUrl: smtp.url,
    env: { PUBLIC_URL: 'https://mood.example.org', RATE_LIMIT_SCALE: '50' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email }, headers });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/reset-password', payload: { token, password } });

async function requestLink(email: string) {
  const seen = new Set(smtp.messages);
  const res = await forgot(email, { host: 'attacker.example' });
  expect(res.statusCode).toBe(200);
  await expect
    .poll(() => smtp.messages.some((m) => !seen.has(m) && m.to.includes(email)))
    .toBe(true);
  const mail = smtp.messages.find((m) => !seen.has(m) && m.to.includes(email));
  const link = /https?:\/\/\S+\/reset-password\/([\w-]+)/.exec(mail!.text);
  expect(link, mail!.text).not.toBeNull();
  return { mail: mail!, url: link![0], token: link![1]! };
}

describe('forgot and reset password', () => {
  it('answers the same for known and unknown emails and mails only the real account', async () => {
    const user = await createUser(t);
    const unknown = await forgot('no-such-person@example.org');
    expect(unknown.statusCode).toBe(200);
    const { mail, url } = await requestLink(user.email);
    expect(smtp.messages.some((m) => m.to.includes('no-such-person@example.org'))).toBe(false);
    const known = await forgot(user.email);
    expect(known.json()).toEqual(unknown.json());
    expect(mail.to).toEqual([user.email]);
    expect(mail.subject).toBe('Reset your MoodCraft password');
    expect(url.startsWith('https://mood.example.org/reset-password/')).toBe(true);
  });

  it('resets the password once, ends every session, and refuses the link again', async () => {
    const user = await createUser(t);
    const { token } = await requestLink(user.email);
    const ok = await reset(token, 'new-morning-light-5');
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/profile', headers: user.auth })).statusCode).toBe(
      401,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: 'new-morning-light-5' },
    });
    expect(login.statusCode).toBe(200);
    const again = await reset(token, 'another-new-path-6');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Invalid or expired token' });
  });

  it('refuses an expired or made-up token, and keeps a token usable after a refused common password', async () => {
    const user = await createUser(t);
    const { token } = await requestLink(user.email);
    const common = await reset(token, 'password123');
    expect(common.json().message).toBe('This password is too common');
    t.setNow(new Date(Date.now() + 31 * 60_000));
    expect((await reset(token, 'late-but-good-7')).json()).toEqual({
      message: 'Invalid or expired token',
    });
    t.setNow(null);
    expect((await reset('made-up-token-that-never-existed', 'late-but-good-7')).statusCode).toBe(
      400,
    );
    const fresh = await requestLink(user.email);
    expect((await reset(fresh.token, 'late-but-good-7')).statusCode).toBe(200);
  });

  it('keeps only the newest link working, and ends every link when the password changes', async () => {
    const user = await createUser(t);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect((await reset(first.token, 'older-link-path-8')).json()).toEqual({
      message: 'Invalid or expired token',
    });
    const third = await requestLink(user.email);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: user.auth,
      payload: { currentPassword: user.password, newPassword: 'changed-by-owner-9' },
    });
    expect(changed.statusCode).toBe(200);
    for (const link of [second, third]) {
      expect((await reset(link.token, 'taken-over-path-10')).statusCode).toBe(400);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: 'changed-by-owner-9' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('sends one account at most three reset emails an hour, whoever asks, with the same answer', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 3; i++) await requestLink(user.email);
    const links = () =>
      t.deps.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(await links()).toHaveLength(3);
    const fourth = await forgot(user.email, { 'x-forwarded-for': '203.0.113.9' });
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json()).toEqual((await forgot('nobody-here@example.org')).json());
    // the link is made before the answer goes out: none was made, so none can be mailed
    expect(await links()).toHaveLength(3);
    t.setNow(new Date(Date.now() + 61 * 60_000));
    try {
      await requestLink(user.email);
    } finally {
      t.setNow(null);
    }
  });

  it('asks for an email', async () => {
    const res = await forgot('');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter your email address');
  });
});
