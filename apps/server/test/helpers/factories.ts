import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import type { TestApp } from './test-app';

let counter = 0;

export type TestUser = {
  id: string;
  email: string;
  password: string;
  username: string;
  token: string;
  /** headers that sign a request in as this user */
  auth: { authorization: string };
};

/** One API call as `user` (none: without a session), with a JSON body when one is given. */
export function callAs(
  t: TestApp,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: object,
) {
  return t.app.inject({ method, url, headers: user?.auth ?? {}, payload: body });
}

/** Registers a user through the API, as a person would. */
export async function createUser(
  t: TestApp,
  overrides: Partial<{ username: string; email: string; password: string }> = {},
): Promise<TestUser> {
  counter++;
  const body = {
    username: overrides.username ?? `Person ${counter}`,
    email: overrides.email ?? `person${counter}-${randomBytes(3).toString('hex')}@example.org`,
    password: overrides.password ?? `calm-river-${counter}-${randomBytes(4).toString('hex')}`,
    acceptTerms: true,
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/users', payload: body });
  if (res.statusCode !== 201) throw new Error(`createUser failed: ${res.statusCode} ${res.body}`);
  const { data } = res.json();
  return {
    id: data.id,
    email: body.email,
    password: body.password,
    username: body.username,
    token: data.token,
    auth: { authorization: `Bearer ${data.token}` },
  };
}

/** The session cookie from a response, ready for a Cookie header. */
export function sessionCookie(res: { headers: Record<string, unknown> }) {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : [raw];
  const found = list.find((c) => typeof c === 'string' && c.startsWith('moodcraft_session='));
  return found ? String(found).split(';')[0]! : '';
}

export type MoodOverrides = Partial<{
  date: string;
  primaryEmotion: string;
  subEmotion: string;
  score: number;
  pleasantness: number;
  factors: string[];
  notes: string;
}>;

/** Logs a mood through the API. */
export async function createMoodEntry(t: TestApp, user: TestUser, overrides: MoodOverrides = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/moods',
    headers: user.auth,
    payload: {
      date: new Date().toISOString(),
      primaryEmotion: 'joy',
      subEmotion: 'happiness',
      score: 7,
      factors: [],
      notes: '',
      ...overrides,
    },
  });
  if (res.statusCode !== 201)
    throw new Error(`createMoodEntry failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Turns two-factor authentication on for the user; answers the TOTP secret. */
export async function enableTwoFactor(t: TestApp, user: TestUser): Promise<string> {
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/users/two-factor/setup',
    headers: user.auth,
  });
  const { secret } = setup.json() as { secret: string };
  const enabled = await t.app.inject({
    method: 'POST',
    url: '/api/users/two-factor/enable',
    headers: user.auth,
    payload: { code: await generate({ secret }) },
  });
  if (enabled.statusCode !== 200)
    throw new Error(`enableTwoFactor failed: ${enabled.statusCode} ${enabled.body}`);
  return secret;
}

/** A mood as a row: when, which feeling and kind, how good (pleasantness) and its factors. */
export type MoodRow = readonly [string, string, string, number, readonly string[]];

/** Logs each row through the API, in order. */
export async function logMoods(t: TestApp, user: TestUser, rows: readonly MoodRow[]) {
  for (const [date, primaryEmotion, subEmotion, pleasantness, factors] of rows)
    await createMoodEntry(t, user, {
      date,
      primaryEmotion,
      subEmotion,
      pleasantness,
      factors: [...factors],
    });
}
