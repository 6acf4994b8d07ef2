import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/users', payload });
const login = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload });

describe('registration', () => {
  it('creates the account, signs in and never returns secrets', async () => {
    const res = await register({
      username: 'Mia',
      email: 'Mia@Example.org',
      password: 'quiet-harbour-42',
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      username: 'Mia',
      email: 'mia@example.org',
      phone: '',
      bio: 'I am on a journey to better understand and manage my emotions.',
      profilePicture: null,
      twoFactorEnabled: false,
    });
    expect(data.id).toBe(data._id);
    expect(data.token).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(data)).not.toMatch(/hash|secret/i);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const profile = await t.app.inject({
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(profile.json().email).toBe('mia@example.org');
  });

  it('refuses a taken email with 409, whatever its case', async () => {
    await register({
      username: 'Avery',
      email: 'taken@example.org',
      password: 'quiet-harbour-42',
      acceptTerms: true,
    });
    const res = await register({
      username: 'Blake',
      email: 'TAKEN@example.org',
      password: 'another-path-77',
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists');
  });

  it.each([
    [{ password: 'password1' }, 'password', 'This password is too common'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
    [{ username: '   ' }, 'username', 'Username is required'],
    // a right-to-left override would make the name read differently from what it is
    [
      { username: 'admin\u202Etxt.exe' },
      'username',
      'Username cannot contain invisible or text-direction characters',
    ],
    [
      { username: 'Sam\u2066my\u2069' },
      'username',
      'Username cannot contain invisible or text-direction characters',
    ],
    [
      { username: 'Zero\u200Bwidth' },
      'username',
      'Username cannot contain invisible or text-direction characters',
    ],
    [
      { acceptTerms: false },
      'acceptTerms',
      'Please agree to the Terms of Service and Privacy Policy',
    ],
  ])('refuses bad input %j', async (override, path, message) => {
    const res = await register({
      username: 'Zoe',
      email: 'z@example.org',
      password: 'quiet-harbour-42',
      acceptTerms: true,
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
  });
});

describe('login', () => {
  it('signs in with the right password, in any email case', async () => {
    const user = await createUser(t);
    const res = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, token: expect.any(String) });
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const user = await createUser(t);
    const wrong = await login({ email: user.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody-here@example.org', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('keeps the cookie 30 days with Remember me and for the browser session without', async () => {
    const user = await createUser(t);
    // the session cookie, not the device cookie that comes with it
    const session = (res: { headers: Record<string, unknown> }) =>
      [res.headers['set-cookie']]
        .flat()
        .map(String)
        .find((c) => c.startsWith('moodcraft_session='));
    const remembered = await login({ email: user.email, password: user.password, remember: true });
    expect(session(remembered)).toMatch(/Max-Age=2592000/);
    const browser = await login({ email: user.email, password: user.password });
    expect(session(browser)).toBeDefined();
    expect(session(browser)).not.toMatch(/Max-Age/);
  });

  it('backs off after repeated failures, for real and unknown accounts alike', async () => {
    const user = await createUser(t);
    for (const email of [user.email, 'ghost@example.org']) {
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await login({ email, password: 'wrong-guess-123' })).statusCode);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses[5]).toBe(429);
    }
    const locked = await login({ email: user.email, password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    t.setNow(new Date(Date.now() + 60_000));
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
    t.setNow(null);
  });

  it('asks for both fields', async () => {
    const res = await login({ email: '' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'password']);
  });
});

describe('sessions', () => {
  it('refuses a missing, garbage, or ended token', async () => {
    const user = await createUser(t);
    expect((await t.app.inject({ url: '/api/users/profile' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          url: '/api/users/profile',
          headers: { authorization: 'Bearer nonsense' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          url: '/api/users/profile',
          headers: { authorization: `Bearer ${'x'.repeat(43)}` },
        })
      ).statusCode,
    ).toBe(401);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: user.auth,
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/moodcraft_session=;/);
    const after = await t.app.inject({ url: '/api/users/profile', headers: user.auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Please sign in to continue' });
  });

  it('works with the cookie and refuses a cookie-carried change from another site', async () => {
    const user = await createUser(t);
    const res = await login({ email: user.email, password: user.password });
    const cookie = sessionCookie(res);
    expect(
      (await t.app.inject({ url: '/api/users/profile', headers: { cookie } })).statusCode,
    ).toBe(200);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { darkMode: true },
    });
    expect(foreign.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: { darkMode: true },
    });
    expect(same.statusCode).toBe(200);
  });

  it('expires a browser session after 12 hours and a remembered one after 30 days', async () => {
    const user = await createUser(t);
    const short = (await login({ email: user.email, password: user.password })).json().token;
    const long = (
      await login({ email: user.email, password: user.password, remember: true })
    ).json().token;
    const ask = (token: string) =>
      t.app.inject({ url: '/api/users/profile', headers: { authorization: `Bearer ${token}` } });
    t.setNow(new Date(Date.now() + 13 * 3600_000));
    expect((await ask(short)).statusCode).toBe(401);
    expect((await ask(long)).statusCode).toBe(200);
    t.setNow(new Date(Date.now() + 31 * 24 * 3600_000));
    expect((await ask(long)).statusCode).toBe(401);
    t.setNow(null);
  });

  it('lists active sessions and ends the others, but not another user’s', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const second = (await login({ email: user.email, password: user.password })).json().token;
    const list = await t.app.inject({ url: '/api/users/sessions', headers: user.auth });
    expect(list.json()).toHaveLength(2);
    expect(list.json()[0]).toMatchObject({ current: true, device: expect.any(String) });
    const otherSessions = (
      await t.app.inject({ url: '/api/users/sessions', headers: other.auth })
    ).json();
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/sessions/${otherSessions[0].id}`,
      headers: user.auth,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/users/profile', headers: other.auth })).statusCode,
    ).toBe(200);
    const ended = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/sessions/others',
      headers: user.auth,
    });
    expect(ended.statusCode).toBe(204);
    expect(
      (
        await t.app.inject({
          url: '/api/users/profile',
          headers: { authorization: `Bearer ${second}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/users/profile', headers: user.auth })).statusCode).toBe(
      200,
    );
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/sessions/not-a-uuid',
      headers: user.auth,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('profile', () => {
  it('updates name, email, phone and bio', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: user.auth,
      payload: {
        username: 'Sam',
        email: 'SAM.NEW@example.org',
        phone: '+61 400 000 000',
        bio: 'Learning to rest.',
        currentPassword: user.password,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'Sam',
      email: 'sam.new@example.org',
      phone: '+61 400 000 000',
      bio: 'Learning to rest.',
    });
    expect(
      (await login({ email: 'sam.new@example.org', password: user.password })).statusCode,
    ).toBe(200);
  });

  it('refuses another account’s email and a malformed phone', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: a.auth,
      payload: { username: a.username, email: b.email, currentPassword: a.password },
    });
    expect(taken.statusCode).toBe(409);
    const phone = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: a.auth,
      payload: { username: a.username, email: a.email, phone: '<script>' },
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors[0].path).toBe('phone');
  });
});

describe('settings, stats and achievements', () => {
  it('starts with the spec’s defaults and stores false as false', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ url: '/api/users/settings', headers: user.auth });
    expect(res.json()).toMatchObject({
      emailNotifications: true,
      moodReminders: true,
      weeklyReports: true,
      darkMode: false,
      dataSharing: false,
      twoFactorAuth: false,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: user.auth,
      payload: { emailNotifications: false, darkMode: true, timeZone: 'Australia/Melbourne' },
    });
    expect(put.statusCode).toBe(200);
    const again = (await t.app.inject({ url: '/api/users/settings', headers: user.auth })).json();
    expect(again).toMatchObject({
      emailNotifications: false,
      darkMode: true,
      moodReminders: true,
      timeZone: 'Australia/Melbourne',
    });
  });

  it.each([
    [{}],
    [{ darkMode: 'yes' }],
    [{ surprise: true }],
    [{ timeZone: 'Mars/Olympus' }],
    [{ reminderTime: '25:00' }],
  ])('refuses the settings change %j', async (payload) => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: user.auth,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('reports zero stats and incomplete achievements for a new account', async () => {
    const user = await createUser(t);
    const stats = await t.app.inject({ url: '/api/users/stats', headers: user.auth });
    expect(stats.json()).toEqual({
      daysActive: 0,
      moodEntries: 0,
      modulesCompleted: 0,
      journalEntries: 0,
      averageMood: 0,
      streakDays: 0,
    });
    const achievements = (
      await t.app.inject({ url: '/api/users/achievements', headers: user.auth })
    ).json();
    expect(achievements.length).toBeGreaterThanOrEqual(8);
    expect(
      achievements.every(
        (a: { completed: boolean; date: null }) => !a.completed && a.date === null,
      ),
    ).toBe(true);
  });
});

describe('changing the password', () => {
  it('needs the current password, then ends the other sessions only', async () => {
    const user = await createUser(t);
    const other = (await login({ email: user.email, password: user.password })).json().token;
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: user.auth,
      payload: { currentPassword: 'nope-nope-nope', newPassword: 'brand-new-path-9' },
    });
    expect(wrong.statusCode).toBe(400);
    const common = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: user.auth,
      payload: { currentPassword: user.password, newPassword: 'iloveyou' },
    });
    expect(common.json().message).toBe('This password is too common');
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: user.auth,
      payload: { currentPassword: user.password, newPassword: 'brand-new-path-9' },
    });
    expect(ok.json()).toEqual({ message: 'Password changed successfully!' });
    expect((await t.app.inject({ url: '/api/users/profile', headers: user.auth })).statusCode).toBe(
      200,
    );
    expect(
      (
        await t.app.inject({
          url: '/api/users/profile',
          headers: { authorization: `Bearer ${other}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await login({ email: user.email, password: 'brand-new-path-9' })).statusCode).toBe(200);
  });
});
