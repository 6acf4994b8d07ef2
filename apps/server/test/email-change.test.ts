import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, users } from '../src/db/schema';
import { createUser, type TestUser } from './helpers/factories';
import { startSmtpServer, type ReceivedMail } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Moving an account to another email address needs the current password and tells the old
 * address, with a "this wasn't me" link that takes the account back (decision 11).
 */
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

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Runs `body` with the server's clock moved `ms` ahead, then puts it back. */
async function later<T>(ms: number, body: () => Promise<T>) {
  t.setNow(new Date(Date.now() + ms));
  try {
    return await body();
  } finally {
    t.setNow(null);
  }
}

const profile = (auth: Record<string, string>) =>
  t.app.inject({ url: '/api/users/profile', headers: auth });

function updateProfile(user: TestUser, change: Record<string, string>, auth = user.auth) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: auth,
    payload: { username: user.username, email: user.email, ...change },
  });
}

const signIn = (email: string, password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    headers: cookie ? { cookie } : {},
  });

const secure = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/users/secure-account', payload: { token } });

/** The first message to `to` that arrives after `seen` was taken. */
async function mailTo(to: string, seen: Set<ReceivedMail>, subject?: string) {
  const match = (m: ReceivedMail) =>
    !seen.has(m) && m.to.includes(to) && (!subject || m.subject === subject);
  await expect.poll(() => smtp.messages.some(match)).toBe(true);
  return smtp.messages.find(match)!;
}

const NOTICE = 'The email address of your MoodCraft account was changed';
const RESET = 'Reset your MoodCraft password';

/** Changes the email with the right password; answers the "this wasn't me" token from the notice. */
async function changeEmail(user: TestUser, email: string, auth = user.auth) {
  const seen = new Set(smtp.messages);
  const res = await updateProfile(user, { email, currentPassword: user.password }, auth);
  expect(res.statusCode, res.body).toBe(200);
  const notice = await mailTo(user.email, seen, NOTICE);
  const token = /\/secure-account\/([\w-]+)/.exec(notice.text)![1]!;
  return { notice, token };
}

async function resetLinkFor(email: string, seen: Set<ReceivedMail>) {
  const mail = await mailTo(email, seen, RESET);
  return /\/reset-password\/([\w-]+)/.exec(mail.text)![1]!;
}

describe('changing the email address', () => {
  it('needs the current password: refused without it, and with a wrong one, leaving the address as it was', async () => {
    const user = await createUser(t);
    const without = await updateProfile(user, { email: 'moved@example.org' });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({
      message: 'Please enter your current password to change your email address',
      errors: [
        {
          path: 'currentPassword',
          message: 'Please enter your current password to change your email address',
        },
      ],
    });
    const empty = await updateProfile(user, { email: 'moved@example.org', currentPassword: '' });
    expect(empty.statusCode).toBe(400);
    const wrong = await updateProfile(user, {
      email: 'moved@example.org',
      currentPassword: 'not-my-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    // the words a wrong current password gets when changing the password
    expect(wrong.json().message).toBe('Your current password is not right');
    expect((await profile(user.auth)).json().email).toBe(user.email);
    expect((await signIn('moved@example.org', user.password)).statusCode).toBe(401);
  });

  it('needs no password when the address stays the same, or only its case changes', async () => {
    const user = await createUser(t);
    const seen = new Set(smtp.messages);
    const same = await updateProfile(user, { username: 'Renamed', bio: 'A new bio' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ username: 'Renamed', email: user.email });
    const upper = await updateProfile(user, { email: user.email.toUpperCase() });
    expect(upper.statusCode).toBe(200);
    expect(upper.json().email).toBe(user.email);
    // a password sent anyway is not weighed, and nobody is told of a change that is none
    const withPassword = await updateProfile(user, { currentPassword: 'anything-at-all' });
    expect(withPassword.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((m) => !seen.has(m) && m.to.includes(user.email))).toEqual([]);
  });

  it('with the password, moves the account and tells the old address, with a "this wasn\'t me" link', async () => {
    const user = await createUser(t);
    const moved = `moved-${user.id.slice(0, 8)}@example.org`;
    const seen = new Set(smtp.messages);
    const { notice, token } = await changeEmail(user, moved.toUpperCase());
    expect((await profile(user.auth)).json().email).toBe(moved);
    expect(notice.to).toEqual([user.email]);
    expect(notice.text).toContain(`from ${user.email} to`);
    expect(notice.text).toContain(moved);
    expect(notice.text).toContain(`https://mood.example.org/secure-account/${token}`);
    expect(smtp.messages.some((m) => !seen.has(m) && m.to.includes(moved))).toBe(false);
    // the token is stored only as its hash
    const rows = await t.deps.database.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    // signing in uses the new address
    expect((await signIn(moved, user.password)).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
  });

  it("refuses another account's address with 409, only once the password is right", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const noPassword = await updateProfile(user, { email: other.email });
    expect(noPassword.statusCode).toBe(400);
    const taken = await updateProfile(user, {
      email: other.email,
      currentPassword: user.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An account with this email already exists');
  });

  it('allows ten tries an hour per account, so a session cannot list which addresses have accounts', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    // wrong passwords and addresses that are taken count alike
    for (let i = 0; i < 10; i++) {
      const res = await updateProfile(
        user,
        i % 2
          ? { email: other.email, currentPassword: user.password }
          : { email: `someone-${i}@example.org`, currentPassword: 'a-wrong-guess-1' },
      );
      expect(res.statusCode, res.body).toBe(i % 2 ? 409 : 400);
    }
    const eleventh = await updateProfile(user, {
      email: other.email,
      currentPassword: user.password,
    });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(
      /^You have tried to change your email address many times in the last hour\. Please wait (\d+ minutes|a minute) and try again\.$/,
    );
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // the rest of the profile can still be saved, and other accounts are not held up
    expect((await updateProfile(user, { bio: 'Still me' })).statusCode).toBe(200);
    expect((await updateProfile(other, { email: 'free-address@example.org' })).json().message).toBe(
      'Please enter your current password to change your email address',
    );
    const nextHour = await later(HOUR + 1000, () =>
      updateProfile(user, { email: other.email, currentPassword: user.password }),
    );
    expect(nextHour.statusCode).toBe(409);
  });

  it('refuses a visitor without a session, and refuses bad input with 400', async () => {
    const noSession = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { username: 'X', email: 'x@example.org', currentPassword: 'whatever-1' },
    });
    expect(noSession.statusCode).toBe(401);
    const user = await createUser(t);
    const notText = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: user.auth,
      payload: { username: user.username, email: 'x@example.org', currentPassword: 12345678 },
    });
    expect(notText.statusCode).toBe(400);
    const tooLong = await updateProfile(user, {
      email: 'x@example.org',
      currentPassword: 'x'.repeat(1025),
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await profile(user.auth)).json().email).toBe(user.email);
  });
});

describe('"this wasn\'t me"', () => {
  it('takes the account back from whoever moved it: old address back, every session and link ended, a reset link to the old address', async () => {
    const owner = await createUser(t);
    // someone with a session and the password signs in elsewhere and moves the account
    const stolen = await signIn(owner.email, owner.password);
    const thief = { authorization: `Bearer ${stolen.json().token as string}` };
    const theirs = `thief-${owner.id.slice(0, 8)}@example.org`;
    const { token } = await changeEmail(owner, theirs, thief);
    // and asks for reset links at their own address, up to the hourly limit (the last one works)
    let thiefReset = '';
    for (let i = 0; i < 3; i++) {
      const seenByThief = new Set(smtp.messages);
      await t.app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: theirs },
      });
      thiefReset = await resetLinkFor(theirs, seenByThief);
    }

    const seen = new Set(smtp.messages);
    const res = await secure(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Your account is safe now. It is signed out everywhere, and its email address is again the one this link was sent to. We have sent a link there to choose a new password; it works for 30 minutes.',
    );
    // every session has ended, the thief's and the owner's
    expect((await profile(thief)).statusCode).toBe(401);
    expect((await profile(owner.auth)).statusCode).toBe(401);
    // the password the thief knows no longer opens the account, at either address
    expect((await signIn(theirs, owner.password)).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(401);
    // the thief's reset link is dead; the new one went to the old address, despite the hourly limit
    const reset = (resetToken: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { token: resetToken, password },
      });
    expect((await reset(thiefReset, 'thief-chooses-this-1')).statusCode).toBe(400);
    const ownerReset = await resetLinkFor(owner.email, seen);
    expect(smtp.messages.some((m) => !seen.has(m) && m.to.includes(theirs))).toBe(false);
    expect((await reset(ownerReset, 'mine-again-at-last-2')).statusCode).toBe(200);
    const back = await signIn(owner.email, 'mine-again-at-last-2');
    expect(back.statusCode).toBe(200);
    expect(back.json().email).toBe(owner.email);
    // the link works once
    expect((await secure(token)).json()).toEqual({ message: 'Invalid or expired token' });
  });

  it('ends the links of later changes too, so the one who moved it cannot move it back', async () => {
    const owner = await createUser(t);
    const first = `first-${owner.id.slice(0, 8)}@example.org`;
    const { token: ownersLink } = await changeEmail(owner, first);
    // the next change's notice goes to `first`, the thief's address
    const { token: thiefsLink } = await changeEmail({ ...owner, email: first }, 'b@example.net');
    expect((await secure(ownersLink)).statusCode).toBe(200);
    expect((await secure(thiefsLink)).statusCode).toBe(400);
    const row = await t.deps.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row[0]!.email).toBe(owner.email);
  });

  it('touches only the account the link was made for', async () => {
    const owner = await createUser(t);
    const bystander = await createUser(t);
    const { token } = await changeEmail(owner, `elsewhere-${owner.id.slice(0, 8)}@example.org`);
    // a bystander's session sending it changes nothing of theirs
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/secure-account',
      headers: bystander.auth,
      payload: { token },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(bystander.auth)).statusCode).toBe(200);
    expect((await signIn(bystander.email, bystander.password)).statusCode).toBe(200);
    expect((await profile(owner.auth)).statusCode).toBe(401);
  });

  it('keeps the new address when the old one has since become another account', async () => {
    const owner = await createUser(t);
    const old = owner.email;
    const moved = `moved-on-${owner.id.slice(0, 8)}@example.org`;
    const { token } = await changeEmail(owner, moved);
    await createUser(t, { email: old });
    const seen = new Set(smtp.messages);
    const res = await secure(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Your account is safe now\. It is signed out everywhere/);
    const row = await t.deps.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row[0]!.email).toBe(moved);
    // the reset link still goes to the address the notice went to
    await resetLinkFor(old, seen);
  });

  it('refuses an expired, made-up, empty or missing token', async () => {
    const owner = await createUser(t);
    const { token } = await changeEmail(owner, `slow-${owner.id.slice(0, 8)}@example.org`);
    const expired = await later(7 * DAY + 1000, () => secure(token));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: 'Invalid or expired token' });
    expect((await profile(owner.auth)).statusCode).toBe(200);
    expect((await secure('made-up-token-that-never-existed')).statusCode).toBe(400);
    expect((await secure('')).statusCode).toBe(400);
    expect((await secure(42)).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/users/secure-account',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    // within the seven days it still works
    expect((await later(6 * DAY, () => secure(token))).statusCode).toBe(200);
  });
});
