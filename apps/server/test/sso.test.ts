import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_MESSAGES } from '@moodcraft/core/sso/sso';
import { createUser } from './helpers/factories';
import { startProvider, throughProvider } from './helpers/oidc-provider';
import { createTestApp, type TestApp } from './helpers/test-app';

const PUBLIC_URL = 'http://moodcraft.test';

/** A cookie a response set, ready for a Cookie header ('' when it set none). */
function sessionCookie(res: { headers: Record<string, unknown> }, name: string) {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : [raw];
  const found = list.find((c) => typeof c === 'string' && c.startsWith(`${name}=`));
  const pair = found ? String(found).split(';')[0]! : '';
  return pair.endsWith('=') ? '' : pair;
}
const CALLBACK = `${PUBLIC_URL}/api/auth/oidc/callback`;

type Provider = Awaited<ReturnType<typeof startProvider>>;

/** The whole round trip: leave for the provider, sign in there, come back; what came back. */
async function signOn(t: TestApp, query = '') {
  const start = await t.app.inject({ url: `/api/auth/oidc/start${query}` });
  expect(start.statusCode).toBe(303);
  const flow = sessionCookie(start, 'moodcraft_sso');
  const back = await throughProvider(start.headers.location as string, CALLBACK);
  const callback = await t.app.inject({
    url: back.pathname + back.search,
    headers: { cookie: flow },
  });
  expect(callback.statusCode).toBe(303);
  return {
    location: callback.headers.location as string,
    session: sessionCookie(callback, 'moodcraft_session'),
    link: sessionCookie(callback, 'moodcraft_sso_link'),
  };
}

const newSubject = () => `sub-${randomBytes(4).toString('hex')}`;
const newEmail = () => `sso-${randomBytes(4).toString('hex')}@example.org`;

describe('single sign-on with OpenID Connect', () => {
  let provider: Provider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startProvider({ redirectUri: CALLBACK });
    t = await createTestApp({
      env: {
        PUBLIC_URL,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_BUTTON_TEXT: 'Sign in with Family ID',
      },
    });
    // the instance's first account (its admin) exists already
    await createUser(t);
  }, 60_000);

  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('says how people sign in here', async () => {
    const res = await t.app.inject({ url: '/api/auth/methods' });
    expect(res.json()).toEqual({ password: true, sso: { buttonText: 'Sign in with Family ID' } });
  });

  it('leaves for the provider with PKCE, state and nonce, remembered in a sealed cookie', async () => {
    const res = await t.app.inject({ url: '/api/auth/oidc/start' });
    const to = new URL(res.headers.location as string);
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('redirect_uri')).toBe(CALLBACK);
    for (const p of ['state', 'nonce', 'code_challenge'])
      expect(to.searchParams.get(p)).toBeTruthy();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/moodcraft_sso=v2\./);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toContain(to.searchParams.get('state')!);
  });

  it('creates an account at a verified first sign-in, and signs the same person in again', async () => {
    const email = newEmail();
    const sub = newSubject();
    provider.signInAs({ sub, email, email_verified: true, name: 'Ana Lima' });
    const first = await signOn(t);
    expect(first.location).toBe('/login?sso=done');
    const profile = await t.app.inject({
      url: '/api/users/profile',
      headers: { cookie: first.session },
    });
    expect(profile.json()).toMatchObject({ username: 'Ana Lima', email });

    const again = await signOn(t);
    const same = await t.app.inject({
      url: '/api/users/profile',
      headers: { cookie: again.session },
    });
    expect(same.json().id).toBe(profile.json().id);

    // the link is the person's data: in their export, gone with their account
    const exported = await t.app.inject({
      url: '/api/users/export?format=json',
      headers: { cookie: again.session },
    });
    expect(exported.json().linkedSignIns).toEqual([
      expect.objectContaining({ issuer: provider.issuer, subject: sub, email }),
    ]);
  });

  it('never links an existing account on the e-mail alone: its password confirms it once', async () => {
    const owner = await createUser(t);
    const sub = newSubject();
    provider.signInAs({ sub, email: owner.email, email_verified: true, name: 'Owner' });
    const back = await signOn(t);
    expect(back.location).toBe('/login?sso=link');
    expect(back.session).toBe('');
    const pending = await t.app.inject({
      url: '/api/auth/oidc/pending',
      headers: { cookie: back.link },
    });
    expect(pending.json()).toEqual({ email: owner.email, provider: 'Sign in with Family ID' });

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/link',
      headers: { cookie: back.link },
      payload: { password: 'not-the-password-1234' },
    });
    expect(wrong.statusCode).toBe(401);
    // still not linked: the provider's sign-in asks for the password again
    expect((await signOn(t)).location).toBe('/login?sso=link');

    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/link',
      headers: { cookie: back.link },
      payload: { password: owner.password },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ id: owner.id, email: owner.email });
    const later = await signOn(t);
    expect(later.location).toBe('/login?sso=done');
    const profile = await t.app.inject({
      url: '/api/users/profile',
      headers: { cookie: later.session },
    });
    expect(profile.json().id).toBe(owner.id);
  });

  it('refuses an e-mail address the provider has not verified', async () => {
    provider.signInAs({ sub: newSubject(), email: newEmail(), email_verified: false });
    const back = await signOn(t);
    expect(back.location).toBe('/login?sso=unverified');
    expect(back.session).toBe('');
  });

  it('refuses a callback without its own flow cookie, or with a forged state', async () => {
    provider.signInAs({ sub: newSubject(), email: newEmail(), email_verified: true });
    const start = await t.app.inject({ url: '/api/auth/oidc/start' });
    const back = await throughProvider(start.headers.location as string, CALLBACK);
    const without = await t.app.inject({ url: back.pathname + back.search });
    expect(without.headers.location).toBe('/login?sso=expired');
    const forged = new URL(back);
    forged.searchParams.set('state', 'someone-elses-state');
    const mismatch = await t.app.inject({
      url: forged.pathname + forged.search,
      headers: { cookie: sessionCookie(start, 'moodcraft_sso') },
    });
    expect(mismatch.headers.location).toBe('/login?sso=failed');
    expect(String(mismatch.headers['set-cookie'] ?? '')).not.toMatch(/moodcraft_session=\w/);
  });

  it('answers a link attempt without a pending link with 404, and a bad body with 400', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/link',
      payload: { password: 'whatever-1234' },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(SSO_MESSAGES.expired);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/link',
      payload: { password: 42 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('OIDC_ONLY and REGISTRATION with single sign-on', () => {
  let provider: Provider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startProvider({ redirectUri: CALLBACK });
    t = await createTestApp({
      env: {
        PUBLIC_URL,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_ONLY: 'true',
        REGISTRATION: 'closed',
      },
    });
  }, 60_000);

  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('turns every password route off, and says so', async () => {
    expect((await t.app.inject({ url: '/api/auth/methods' })).json()).toMatchObject({
      password: false,
    });
    for (const [url, payload] of [
      ['/api/users', { username: 'Ben', email: newEmail(), password: 'p', acceptTerms: true }],
      ['/api/users/login', { email: newEmail(), password: 'whatever-1234' }],
      ['/api/users/forgot-password', { email: newEmail() }],
      ['/api/users/reset-password', { token: 'x'.repeat(40), password: 'whatever-1234' }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(SSO_MESSAGES.passwordOff);
    }
  });

  it('lets the first account begin through the provider, and no one after it while closed', async () => {
    provider.signInAs({
      sub: newSubject(),
      email: newEmail(),
      email_verified: true,
      name: 'Admin',
    });
    const first = await signOn(t);
    expect(first.location).toBe('/login?sso=done');
    const me = await t.app.inject({
      url: '/api/users/profile',
      headers: { cookie: first.session },
    });
    expect(me.json()).toMatchObject({ username: 'Admin' });

    provider.signInAs({ sub: newSubject(), email: newEmail(), email_verified: true, name: 'Next' });
    const next = await signOn(t);
    expect(next.location).toBe('/login?sso=closed');
    expect(next.session).toBe('');
  });
});
