import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);
const codeAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

async function enable(user: TestUser) {
  t.setNow(new Date(T0));
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/users/two-factor/setup',
    headers: user.auth,
  });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl, qrCode } = setup.json();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/MoodCraft:/);
  expect(qrCode).toMatch(/^data:image\/png;base64,/);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/two-factor/enable',
    headers: user.auth,
    payload: { code: await codeAt(secret, T0) },
  });
  expect(res.statusCode).toBe(200);
  return { secret: secret as string, recoveryCodes: res.json().recoveryCodes as string[] };
}

const login = (user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: user.email, password: user.password },
  });
const second = (challengeToken: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login/two-factor',
    payload: { challengeToken, code },
  });

describe('two-factor authentication', () => {
  it('refuses a wrong code when enabling', async () => {
    const user = await createUser(t);
    await t.app.inject({ method: 'POST', url: '/api/users/two-factor/setup', headers: user.auth });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/two-factor/enable',
      headers: user.auth,
      payload: { code: '000000' },
    });
    expect(res.statusCode).toBe(400);
    const settings = (
      await t.app.inject({ url: '/api/users/settings', headers: user.auth })
    ).json();
    expect(settings.twoFactorAuth).toBe(false);
  });

  it('asks for the second factor, accepts each code only once, and takes recovery codes once', async () => {
    const user = await createUser(t);
    const { secret, recoveryCodes } = await enable(user);
    expect(recoveryCodes).toHaveLength(10);
    expect(
      (await t.app.inject({ url: '/api/users/settings', headers: user.auth })).json().twoFactorAuth,
    ).toBe(true);

    t.setNow(new Date(T0 + 60_000));
    const first = await login(user);
    expect(first.json()).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
    expect(first.json().token).toBeUndefined();
    const code = await codeAt(secret, T0 + 60_000);
    const ok = await second(first.json().challengeToken, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));

    const replayChallenge = (await login(user)).json().challengeToken;
    const replay = await second(replayChallenge, code);
    expect(replay.statusCode).toBe(401);

    const recovery = await second(replayChallenge, recoveryCodes[0]!.toUpperCase());
    expect(recovery.statusCode).toBe(200);
    const reuse = await second((await login(user)).json().challengeToken, recoveryCodes[0]!);
    expect(reuse.statusCode).toBe(401);
    t.setNow(null);
  });

  it('gives up on a challenge after five wrong codes or five minutes', async () => {
    const user = await createUser(t);
    const { secret } = await enable(user);
    t.setNow(new Date(T0 + 120_000));
    const challenge = (await login(user)).json().challengeToken;
    for (let i = 0; i < 5; i++) expect((await second(challenge, '123456')).statusCode).toBe(401);
    expect((await second(challenge, await codeAt(secret, T0 + 120_000))).statusCode).toBe(401);
    const late = (await login(user)).json().challengeToken;
    t.setNow(new Date(T0 + 120_000 + 6 * 60_000));
    expect((await second(late, await codeAt(secret, T0 + 120_000 + 6 * 60_000))).statusCode).toBe(
      401,
    );
    t.setNow(null);
  });

  it('turns off only with the password', async () => {
    const user = await createUser(t);
    await enable(user);
    t.setNow(null);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/two-factor/disable',
      headers: user.auth,
      payload: { password: 'wrong-one-123' },
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/users/two-factor/disable',
      headers: user.auth,
      payload: { password: user.password },
    });
    expect(ok.statusCode).toBe(200);
    expect((await login(user)).json().token).toEqual(expect.any(String));
  });

  it('is private to the signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/two-factor/setup' })).statusCode,
    ).toBe(401);
  });
});
