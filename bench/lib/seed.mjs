// Seeding through the real API: register, sign in, import a MoodCraft export.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { moodCraftExport, moodHistory } from './generate.mjs';

/** A JSON call to the API; throws with the server's answer unless the status is the expected one. */
export async function call(
  baseUrl,
  method,
  path,
  { token, body, cookie, expect = [200, 201] } = {},
) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const text = await res.text();
  if (!expect.includes(res.status)) {
    throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 500)}`);
  }
  return { status: res.status, text, json: () => JSON.parse(text), headers: res.headers };
}

/** Registers a person and signs in ("Remember me"), as the web app does; returns the session. */
export async function signUpAndIn(baseUrl, username) {
  const email = `${username.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(3).toString('hex')}@example.org`;
  const password = `quiet-harbour-${randomBytes(6).toString('hex')}`;
  await call(baseUrl, 'POST', '/api/users', {
    body: { username, email, password, acceptTerms: true },
    expect: [201],
  });
  const login = await call(baseUrl, 'POST', '/api/users/login', {
    body: { email, password, remember: true },
    expect: [200],
  });
  const { token, ...user } = login.json();
  if (!token)
    throw new Error(
      `Signing in as ${email} did not give a session token: ${login.text.slice(0, 200)}`,
    );
  const cookie =
    /moodcraft_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ??
    `moodcraft_session=${token}`;
  return { email, password, token, user, cookie };
}

/** Imports a history through POST /api/moods/import and checks that every entry arrived. */
export async function importHistory(baseUrl, session, entries) {
  const started = performance.now();
  const result = await call(baseUrl, 'POST', '/api/moods/import', {
    token: session.token,
    body: { content: moodCraftExport(entries) },
    expect: [200],
  }).then((r) => r.json());
  if (result.imported !== entries.length) {
    throw new Error(
      `The import saved ${result.imported} of ${entries.length} entries: ${JSON.stringify(result)}`,
    );
  }
  // every entry, a page of 500 at a time
  const listed = [];
  for (;;) {
    const before = listed.length ? `&before=${listed[listed.length - 1].id}` : '';
    const page = await call(baseUrl, 'GET', `/api/moods?limit=500${before}`, {
      token: session.token,
    }).then((r) => r.json());
    listed.push(...page);
    if (page.length < 500) break;
  }
  if (listed.length !== entries.length)
    throw new Error(`GET /api/moods lists ${listed.length} entries, expected ${entries.length}`);
  return { entries: entries.length, ms: performance.now() - started };
}

/**
 * The people of the benchmark: a year of daily moods, ten years of daily moods, and a writer
 * whose account receives the new entries of the POST measurement (so reads stay comparable).
 */
export async function seedPeople(baseUrl, catalogue) {
  const now = new Date();
  const year = await signUpAndIn(baseUrl, 'Year Person');
  const decade = await signUpAndIn(baseUrl, 'Decade Person');
  const writer = await signUpAndIn(baseUrl, 'Writer Person');
  const yearImport = await importHistory(
    baseUrl,
    year,
    moodHistory({ days: 365, now, seed: 365, catalogue }),
  );
  const decadeImport = await importHistory(
    baseUrl,
    decade,
    moodHistory({ days: 3650, now, seed: 3650, catalogue }),
  );
  return { year, decade, writer, imports: { year: yearImport, decade: decadeImport } };
}
