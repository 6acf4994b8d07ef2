import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createUser, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A lockout is not a weapon: a browser that signed in before gets a device cookie and may still
 * sign in, with its own limit, while strangers' wrong guesses have locked the account (decision 11).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://mood.example.org', RATE_LIMIT_SCALE: '50' },
  });
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;

/** Runs `body` with the server's clock moved `ms` ahead, then puts it back. */
async function later<T>(ms: number, body: () => Promise<T>) {
  t.setNow(new Date(Date.now() + ms));
  try {
    return await body();
  } finally {
    t.setNow(null);
  }
}

const signIn = (email: string, password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    headers: cookie ? { cookie } : {},
  });

/** The device cookie a sign-in answer sets, with its attributes. */
function deviceCookieOf(res: { headers: Record<string, unknown> }) {
  const raw = res.headers['set-cookie'];
  const list = (Array.isArray(raw) ? raw : [raw]).map(String);
  const found = list.find((c) => c.startsWith('moodcraft_device='));
  if (!found) return null;
  return { header: found, pair: found.split(';')[0]! };
}

/** Locks the account the way a stranger would: five wrong passwords from a browser without a cookie. */
async function lockOut(user: TestUser) {
  for (let i = 0; i < 5; i++) await signIn(user.email, `stranger-guess-${i}`);
  const locked = await signIn(user.email, user.password);
  expect(locked.statusCode).toBe(429);
  return locked;
}

const lockedUntil = async (user: TestUser) =>
  (await t.deps.database.db.select().from(users).where(eq(users.id, user.id)))[0]!.lockedUntil;

describe('device cookies: a lockout is not a weapon', () => {
  it('are set on sign-in: HttpOnly, SameSite=Lax, for the sign-in routes only, for a year, naming the account without its email', async () => {
    const user = await createUser(t);
    const res = await signIn(user.email, user.password);
    const cookie = deviceCookieOf(res)!;
    expect(cookie).not.toBeNull();
    const attributes = cookie.header.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/api/users');
    expect(attributes).toContain('secure'); // PUBLIC_URL is https here
    const maxAge = Number(attributes.find((a) => a.startsWith('max-age='))!.slice(8));
    expect(maxAge).toBeGreaterThanOrEqual(364 * 24 * 3600);
    const value = decodeURIComponent(cookie.pair.split('=')[1]!);
    for (const part of [user.email, user.email.split('@')[0]!, user.id])
      expect(value).not.toContain(part);
    // a refused sign-in sets none
    expect(deviceCookieOf(await signIn(user.email, 'not-the-password-1'))).toBeNull();
  });

  it('are Secure when the request came over https, and not over plain http', async () => {
    const app = await createTestApp({ env: { TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '50' } });
    try {
      const user = await createUser(app);
      const over = (proto: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: user.email, password: user.password },
          headers: { 'x-forwarded-proto': proto },
        });
      expect(deviceCookieOf(await over('https'))!.header).toMatch(/;\s*Secure/i);
      expect(deviceCookieOf(await over('http'))!.header).not.toMatch(/;\s*Secure/i);
    } finally {
      await app.close();
    }
  });

  it("let the owner's browser sign in while strangers have locked the account, and keep the lock for everyone else", async () => {
    const user = await createUser(t);
    const mine = deviceCookieOf(await signIn(user.email, user.password))!.pair;
    const locked = await lockOut(user);
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts\. Please wait/);
    const until = await lockedUntil(user);
    const owner = await signIn(user.email, user.password, mine);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().email).toBe(user.email);
    // the owner signing in does not lift the lock for the strangers
    expect((await signIn(user.email, user.password)).statusCode).toBe(429);
    expect(await lockedUntil(user)).toEqual(until);
  });

  it('give a device five tries per window of its own, which never extend the account lock', async () => {
    const user = await createUser(t);
    const mine = deviceCookieOf(await signIn(user.email, user.password))!.pair;
    await lockOut(user);
    const until = await lockedUntil(user);
    for (let i = 0; i < 5; i++) {
      const wrong = await signIn(user.email, `my-typo-${i}`, mine);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('Invalid email or password');
    }
    const sixth = await signIn(user.email, user.password, mine);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many failed sign-in attempts\. Please wait/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await lockedUntil(user)).toEqual(until);
    // the account's lock ends on time: a browser without a cookie signs in after it
    const afterLock = await later(31_000, () => signIn(user.email, user.password));
    expect(afterLock.statusCode).toBe(200);
    // the device's own window ends after fifteen minutes
    const nextWindow = await later(15 * 60_000 + 1000, () =>
      signIn(user.email, user.password, mine),
    );
    expect(nextWindow.statusCode).toBe(200);
  });

  it('weigh at most five of fifteen wrong passwords sent at once from one device', async () => {
    const user = await createUser(t);
    const mine = deviceCookieOf(await signIn(user.email, user.password))!.pair;
    const tries = await Promise.all(
      Array.from({ length: 15 }, () => signIn(user.email, 'not-the-password-1', mine)),
    );
    const codes = tries.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    // none of them counted against the account for other browsers
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it("do not open another account, and a changed, expired or old-password cookie is a stranger's", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const theirs = deviceCookieOf(await signIn(other.email, other.password))!.pair;
    const mine = deviceCookieOf(await signIn(user.email, user.password))!.pair;
    await lockOut(user);
    expect((await signIn(user.email, user.password, theirs)).statusCode).toBe(429);
    const [name, value] = mine.split('=') as [string, string];
    const parts = decodeURIComponent(value).split('.');
    const forged = [...parts];
    forged[1] = forged[1]!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(
      (await signIn(user.email, user.password, `${name}=${forged.join('.')}`)).statusCode,
    ).toBe(429);
    const longer = [...parts];
    longer[3] = String(Number(longer[3]) + 10 * 365 * 24 * 3600);
    expect(
      (await signIn(user.email, user.password, `${name}=${longer.join('.')}`)).statusCode,
    ).toBe(429);
    for (const garbage of ['', 'v1', 'x'.repeat(500), 'v1.a.b.c.d'])
      expect((await signIn(user.email, user.password, `${name}=${garbage}`)).statusCode).toBe(429);
    // a year and a day later the cookie has expired (and the account is locked again by then)
    await later(366 * DAY, async () => {
      await lockOut(user);
      expect((await signIn(user.email, user.password, mine)).statusCode).toBe(429);
    });
  });

  it('name the password they were given with: a new password elsewhere makes old cookies a stranger’s', async () => {
    const user = await createUser(t);
    const mine = deviceCookieOf(await signIn(user.email, user.password))!.pair;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: user.auth,
      payload: { currentPassword: user.password, newPassword: 'a-new-calm-path-11' },
    });
    expect(changed.statusCode).toBe(200);
    // the device that changed it gets a fresh cookie
    const renewed = deviceCookieOf(changed)!.pair;
    await lockOut({ ...user, password: 'a-new-calm-path-11' });
    expect((await signIn(user.email, 'a-new-calm-path-11', mine)).statusCode).toBe(429);
    expect((await signIn(user.email, 'a-new-calm-path-11', renewed)).statusCode).toBe(200);
  });
});
