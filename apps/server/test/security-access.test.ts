import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  errorShapeProblem,
  fillPath,
  type ApiRoute,
  type Parameter,
} from './helpers/api-routes';
import { createUser, sessionCookie, type TestUser } from './helpers/factories';
import { createOwnerAndIntruder, ownerView, type Owned } from './helpers/owner-and-intruder';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Who may touch what. Every route that takes an id is tried by another user on the owner's id,
 * and every private route is tried without a valid session. The route list comes from the
 * OpenAPI document, so a new route cannot go untested.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Routes that answer without a session; everything else must say it needs one. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/meta',
  'GET /api/registration',
  'GET /api/auth/methods',
  'GET /api/auth/oidc/start',
  'GET /api/auth/oidc/callback',
  'GET /api/auth/oidc/pending',
  'POST /api/auth/oidc/link',
  'POST /api/contact',
  'POST /api/users',
  'POST /api/users/login',
  'POST /api/users/login/two-factor',
  'POST /api/users/logout',
  'POST /api/users/forgot-password',
  'POST /api/users/reset-password',
  'POST /api/users/secure-account',
  'GET /api/articles',
  'GET /api/articles/{id}',
  'GET /api/articles/{id}/image',
  'GET /api/media/{id}',
  'GET /api/reports/{token}',
  'GET /api/reports/{token}/pdf',
  'GET /api/notifications/unsubscribe',
  'POST /api/notifications/unsubscribe',
];

const SIGN_IN = { message: 'Please sign in to continue' };

let t: TestApp;
let routes: ApiRoute[];
let now: Date;
let owner: TestUser;
let intruder: TestUser;
let mine: Owned;
let intruderDrawingUrl = '';
let baseline: Record<string, string>;

type Method = ApiRoute['method'];
type Headers = Record<string, string>;
const send = (method: Method, url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

const mediaParts = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return {
    id: parsed.pathname.split('/').pop()!,
    exp: parsed.searchParams.get('exp')!,
    sig: parsed.searchParams.get('sig')!,
  };
};

function expectErrorShape(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  what: string,
) {
  expect(errorShapeProblem(res), `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`).toBeNull();
}

/** The intruder, signed in the two ways a client can be. */
const intruderAs = () => [
  { label: 'bearer token', headers: intruder.auth },
  {
    label: 'session cookie',
    headers: { cookie: `moodcraft_session=${intruder.token}`, origin: 'http://localhost:3000' },
  },
];

/** Compared byte for byte before and after each attempt. */
const ownerNow = () => ownerView(t, owner, mine);

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
  // A fixed clock: signed media links and session activity stay the same between reads.
  now = new Date(Math.floor(Date.now() / 1000) * 1000);
  t.setNow(now);
  routes = apiRoutes(t);
  ({ owner, intruder, mine, intruderDrawingUrl } = await createOwnerAndIntruder(t, now));
  baseline = await ownerNow();
  expect(JSON.parse(baseline['/api/moods']!)[0].notes).toBe('only mine to read');
  expect(JSON.parse(baseline['/api/articles/calming-anxious-mind']!).progress).toEqual({
    quizScore: 75,
    exercisesCompleted: false,
  });
});
afterAll(() => t.close());

/** The route from the document; the matrix names it by key. */
const route = (key: string) => {
  const found = routes.find((r) => r.key === key);
  if (!found) throw new Error(`${key} is not in the OpenAPI document any more`);
  return found;
};

/**
 * The intruder uses the owner's id and gets the same 404 as for an id that does not exist:
 * nothing says the id is real.
 */
const hiddenFromOthers =
  (ids: () => string[], payload?: object, more: Record<string, string> = {}) =>
  async (r: ApiRoute) => {
    for (const id of ids()) {
      for (const as of intruderAs()) {
        const res = await send(r.method, fillPath(r.path, { ...more, id }), as.headers, payload);
        expect(res.statusCode, `${r.key} on the owner’s id with the intruder’s ${as.label}`).toBe(
          404,
        );
        expectErrorShape(res, r.key);
        const unknown = await send(
          r.method,
          fillPath(r.path, { ...more, id: randomUUID() }),
          as.headers,
          payload,
        );
        expect(res.body, `${r.key}: the answer must not tell a real id from an unknown one`).toBe(
          unknown.body,
        );
      }
    }
  };

/**
 * The admin's calls (the owner, the first account, is the admin): the intruder is refused with the
 * same 403 whatever the id, and nothing changes.
 */
const adminOnly = (ids: () => string[]) => async (r: ApiRoute) => {
  for (const id of [...ids(), randomUUID()]) {
    for (const as of intruderAs()) {
      const res = await send(r.method, fillPath(r.path, { id }), as.headers);
      expect(res.statusCode, `${r.key} with the intruder’s ${as.label}`).toBe(403);
      expect(res.json()).toEqual({ message: 'This is only for the admins of this MoodCraft.' });
    }
  }
};
const openInvites = async () =>
  ((await send('GET', '/api/admin/invites', owner.auth)).json() as { id: string }[]).map(
    (i) => i.id,
  );

const MOOD = {
  date: '2024-02-03T10:00:00.000Z',
  primaryEmotion: 'anger',
  subEmotion: 'frustration',
  score: 2,
  factors: ['News'],
  notes: 'overwritten',
};

const readArticle = async (id: string, headers: Headers) => {
  const res = await send('GET', `/api/articles/${id}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    bookmarked: boolean;
    progress: { quizScore: number | null; exercisesCompleted: boolean };
  };
};
const bookmarkedIds = async (headers: Headers) =>
  ((await send('GET', '/api/articles?bookmarked=true', headers)).json() as { id: string }[]).map(
    (a) => a.id,
  );

const reportLinkGone = async (r: ApiRoute) => {
  for (const token of [mine.revokedLinkToken, mine.linkId, randomBytes(32).toString('base64url')]) {
    for (const as of [...intruderAs(), { label: 'no session', headers: {} }]) {
      const res = await send('GET', fillPath(r.path, { token }), as.headers);
      expect(res.statusCode, `report ${token} (${as.label})`).toBe(404);
      expectErrorShape(res, 'report');
      expect(res.body).not.toContain('only mine to read');
    }
  }
};

const ACCESS_MATRIX: Record<string, (r: ApiRoute) => Promise<void>> = {
  'PUT /api/moods/{id}': hiddenFromOthers(() => [mine.moodId], MOOD),
  'DELETE /api/moods/{id}': hiddenFromOthers(() => [mine.moodId]),
  'GET /api/creative-crafts/{id}': hiddenFromOthers(() => [mine.writingId, mine.drawingId]),
  'PUT /api/creative-crafts/{id}': hiddenFromOthers(() => [mine.writingId, mine.drawingId], {
    title: 'taken',
    tags: ['taken'],
  }),
  'DELETE /api/creative-crafts/{id}': hiddenFromOthers(() => [mine.writingId, mine.drawingId]),
  'POST /api/creative-crafts/{id}/tags': hiddenFromOthers(() => [mine.writingId, mine.drawingId], {
    tag: 'taken',
  }),
  'POST /api/creative-crafts/{id}/like': hiddenFromOthers(() => [mine.writingId, mine.drawingId]),
  'DELETE /api/users/sessions/{id}': hiddenFromOthers(() => mine.sessionIds),
  'DELETE /api/users/share-links/{id}': hiddenFromOthers(() => [mine.linkId, mine.revokedLinkId]),
  'DELETE /api/push/subscriptions/{id}': hiddenFromOthers(() => [mine.pushDeviceId]),
  'GET /api/check-ins/{id}': hiddenFromOthers(() => [mine.checkInId]),
  'DELETE /api/check-ins/{id}': hiddenFromOthers(() => [mine.checkInId]),
  'PUT /api/trackers/{id}': hiddenFromOthers(() => [mine.trackerId], {
    kind: 'numeric',
    name: 'Taken',
  }),
  'DELETE /api/trackers/{id}': hiddenFromOthers(() => [mine.trackerId]),
  'PUT /api/trackers/{id}/values/{day}': hiddenFromOthers(
    () => [mine.trackerId],
    { value: 3 },
    { day: '2026-01-10' },
  ),
  'DELETE /api/trackers/{id}/values/{day}': hiddenFromOthers(() => [mine.trackerId], undefined, {
    day: '2026-01-10',
  }),
  'PATCH /api/factors/{id}': hiddenFromOthers(() => [mine.factorId], { name: 'Taken' }),
  'DELETE /api/factors/{id}': hiddenFromOthers(() => [mine.factorId]),
  'POST /api/admin/accounts/{id}/disable': adminOnly(() => [owner.id, intruder.id]),
  'POST /api/admin/accounts/{id}/enable': adminOnly(() => [owner.id, intruder.id]),
  'DELETE /api/admin/accounts/{id}': adminOnly(() => [owner.id, intruder.id]),
  'DELETE /api/admin/invites/{id}': async (r) => {
    const invite = (await send('POST', '/api/admin/invites', owner.auth, {})).json();
    await adminOnly(() => [invite.id])(r);
    expect(await openInvites()).toContain(invite.id);
    expect((await send('GET', '/api/users/profile', intruder.auth)).statusCode).toBe(200);
  },

  'GET /api/media/{id}': async (r) => {
    const drawing = mediaParts(mine.drawingUrl);
    const picture = mediaParts(mine.pictureUrl);
    const theirs = mediaParts(intruderDrawingUrl);
    const bytes = Buffer.from(baseline[mine.drawingUrl]!, 'base64');
    const attempt = async (id: string, query: string, expected: number) => {
      for (const as of [...intruderAs(), { label: 'no session', headers: {} }]) {
        const res = await send('GET', `${fillPath(r.path, { id })}${query}`, as.headers);
        expect(res.statusCode, `media ${id}${query} (${as.label})`).toBe(expected);
        expectErrorShape(res, `media ${query}`);
        expect(res.rawPayload.includes(bytes.subarray(16, 48))).toBe(false);
        const unknown = await send(
          'GET',
          `${fillPath(r.path, { id: randomUUID() })}${query}`,
          as.headers,
        );
        expect(res.body, 'the answer must not tell a real media id from an unknown one').toBe(
          unknown.body,
        );
      }
    };
    for (const id of [drawing.id, picture.id]) {
      await attempt(id, '', 400);
      await attempt(id, `?exp=${drawing.exp}`, 400);
      await attempt(id, `?sig=${drawing.sig}`, 400);
      await attempt(id, `?exp=${drawing.exp}&sig=${randomBytes(32).toString('base64url')}`, 403);
      // the intruder's own valid signature does not open the owner's file
      await attempt(id, `?exp=${theirs.exp}&sig=${theirs.sig}`, 403);
      // another file's signature, or a stretched expiry, does not either
      const other = id === drawing.id ? picture : drawing;
      await attempt(id, `?exp=${other.exp}&sig=${other.sig}`, 403);
      const own = id === drawing.id ? drawing : picture;
      await attempt(id, `?exp=${Number(own.exp) + 300}&sig=${own.sig}`, 403);
    }
    // a link that was valid stops working when it expires
    t.setNow(new Date(now.getTime() + 2 * HOUR));
    try {
      await attempt(drawing.id, `?exp=${drawing.exp}&sig=${drawing.sig}`, 403);
    } finally {
      t.setNow(now);
    }
  },

  // a link's report, as a page's data or as a PDF: the same 404 for any link that is not live
  'GET /api/reports/{token}': reportLinkGone,
  'GET /api/reports/{token}/pdf': reportLinkGone,

  // Articles are public; bookmarks and progress on them are each person's own.
  'GET /api/articles/{id}': async () => {
    expect(await readArticle('better-sleep-basics', intruder.auth)).toMatchObject({
      bookmarked: false,
    });
    expect((await readArticle('calming-anxious-mind', intruder.auth)).progress).toEqual({
      quizScore: null,
      exercisesCompleted: false,
    });
    expect((await readArticle('calming-anxious-mind', {})).progress).toEqual({
      quizScore: null,
      exercisesCompleted: false,
    });
  },
  'GET /api/articles/{id}/image': async (r) => {
    const url = fillPath(r.path, { id: 'better-sleep-basics' });
    const visitor = await send('GET', url);
    const signedIn = await send('GET', url, intruder.auth);
    expect(visitor.statusCode).toBe(200);
    expect(signedIn.rawPayload.equals(visitor.rawPayload)).toBe(true);
  },
  'PUT /api/articles/{id}/bookmark': async (r) => {
    for (const as of intruderAs()) {
      const res = await send('PUT', fillPath(r.path, { id: 'calming-anxious-mind' }), as.headers);
      expect(res.json()).toEqual({ bookmarked: true });
      expect(await bookmarkedIds(intruder.auth)).toEqual(['calming-anxious-mind']);
      await send('DELETE', fillPath(r.path, { id: 'calming-anxious-mind' }), intruder.auth);
    }
    expect(await bookmarkedIds(intruder.auth)).toEqual([]);
  },
  'DELETE /api/articles/{id}/bookmark': async (r) => {
    for (const as of intruderAs()) {
      const res = await send('DELETE', fillPath(r.path, { id: 'better-sleep-basics' }), as.headers);
      expect(res.json()).toEqual({ bookmarked: false });
    }
    expect(await bookmarkedIds(intruder.auth)).toEqual([]);
  },
  'POST /api/articles/{id}/progress': async (r) => {
    const [bearer, cookie] = intruderAs();
    const url = fillPath(r.path, { id: 'calming-anxious-mind' });
    const first = await send('POST', url, bearer!.headers, { quizScore: 10 });
    expect(first.json(), 'the intruder sees only their own score, not the owner’s 75').toEqual({
      quizScore: 10,
      exercisesCompleted: false,
    });
    const second = await send('POST', url, cookie!.headers, { exercisesCompleted: true });
    expect(second.json()).toEqual({ quizScore: 10, exercisesCompleted: true });
    expect((await readArticle('calming-anxious-mind', intruder.auth)).progress).toEqual({
      quizScore: 10,
      exercisesCompleted: true,
    });
  },
};

describe('access matrix: another user’s ids', () => {
  it('covers every route that takes an id', () => {
    const withIds = routes.filter((r) => r.pathParams.length > 0).map((r) => r.key);
    expect(withIds.length).toBeGreaterThanOrEqual(15);
    expect([...withIds].sort(), 'a route with an id needs a row in ACCESS_MATRIX').toEqual(
      Object.keys(ACCESS_MATRIX).sort(),
    );
  });

  it.each(Object.keys(ACCESS_MATRIX))(
    '%s: the intruder gets nothing and the owner’s data is unchanged',
    async (key) => {
      await ACCESS_MATRIX[key]!(route(key));
      expect(await ownerNow()).toEqual(baseline);
    },
  );

  it('methods a path with an id does not have answer a JSON 404 and change nothing', async () => {
    const paths = [...new Set(routes.filter((r) => r.pathParams.length > 0).map((r) => r.path))];
    const ids: Record<string, string> = {
      id: mine.moodId,
      token: mine.linkToken,
      day: '2026-01-10',
    };
    for (const path of paths) {
      const documented = new Set(routes.filter((r) => r.path === path).map((r) => r.method));
      for (const method of (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter(
        (m) => !documented.has(m),
      )) {
        const res = await send(
          method,
          fillPath(path, ids),
          intruder.auth,
          method === 'GET' ? undefined : {},
        );
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expectErrorShape(res, `${method} ${path}`);
      }
    }
    expect(await ownerNow()).toEqual(baseline);
  });
});

/** A plausible value for a path parameter, so a refusal is about the session and nothing else. */
const sampleParam = (p: Parameter) =>
  p.schema.format === 'uuid'
    ? randomUUID()
    : p.name === 'id'
      ? 'better-sleep-basics'
      : randomBytes(32).toString('base64url');

function requestFor(r: ApiRoute, headers: Headers) {
  const values = Object.fromEntries(r.pathParams.map((p) => [p.name, sampleParam(p)]));
  return send(r.method, fillPath(r.path, values), headers, r.method === 'GET' ? undefined : {});
}

const privateRoutes = () => routes.filter((r) => r.secured);

async function login(user: TestUser, remember: boolean) {
  const res = await send(
    'POST',
    '/api/users/login',
    {},
    { email: user.email, password: user.password, remember },
  );
  expect(res.statusCode).toBe(200);
  return { token: res.json().token as string, cookie: sessionCookie(res) };
}

async function expectRefused(r: ApiRoute, headers: Headers, what: string) {
  const res = await requestFor(r, headers);
  expect(res.statusCode, `${r.key} with ${what}: ${res.body.slice(0, 120)}`).toBe(401);
  expectErrorShape(res, r.key);
  expect(res.json()).toEqual(SIGN_IN);
}

describe('private routes refuse anyone without a live session', () => {
  it('every route is marked private in the document or is on the public list', () => {
    const keys = routes.map((r) => r.key);
    expect(
      PUBLIC_ROUTES.filter((k) => !keys.includes(k)),
      'public routes that no longer exist',
    ).toEqual([]);
    const unclassified = routes
      .filter((r) => !r.secured && !PUBLIC_ROUTES.includes(r.key))
      .map((r) => r.key);
    expect(
      unclassified,
      'routes without `security` in the document must be listed as public',
    ).toEqual([]);
    const both = routes.filter((r) => r.secured && PUBLIC_ROUTES.includes(r.key)).map((r) => r.key);
    expect(both).toEqual([]);
    expect(privateRoutes().length).toBeGreaterThanOrEqual(40);
  });

  it('public routes answer a visitor without asking them to sign in', async () => {
    for (const key of PUBLIC_ROUTES) {
      const res = await requestFor(route(key), {});
      expect(res.statusCode, key).not.toBe(401);
      expect(res.statusCode, key).toBeLessThan(500);
    }
  });

  const garbage = () => randomBytes(32).toString('base64url');
  it.each([
    ['no credentials', {}],
    ['a made-up bearer token', { authorization: `Bearer ${garbage()}` }],
    ['a bearer token that is too short', { authorization: 'Bearer abc' }],
    [
      'another authorization scheme',
      { authorization: `Basic ${Buffer.from('a@b.c:pw').toString('base64')}` },
    ],
    ['an empty authorization header', { authorization: '' }],
    ['a made-up session cookie', { cookie: `moodcraft_session=${garbage()}` }],
    [
      'a made-up session cookie from this site',
      { cookie: `moodcraft_session=${garbage()}`, origin: 'http://localhost:3000' },
    ],
    ['an empty session cookie', { cookie: 'moodcraft_session=' }],
  ] as [string, Headers][])('with %s', async (what, headers) => {
    for (const r of privateRoutes()) await expectRefused(r, headers, what);
  });

  it('with a token or cookie that was logged out', async () => {
    const user = await createUser(t);
    const bearer = await login(user, false);
    const cookie = await login(user, true);
    expect(
      (await send('POST', '/api/users/logout', { authorization: `Bearer ${bearer.token}` }))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await send('POST', '/api/users/logout', {
          cookie: cookie.cookie,
          origin: 'http://localhost:3000',
        })
      ).statusCode,
    ).toBe(204);
    for (const r of privateRoutes()) {
      await expectRefused(r, { authorization: `Bearer ${bearer.token}` }, 'a logged-out token');
      await expectRefused(r, { cookie: cookie.cookie }, 'a logged-out cookie');
    }
    // the user's other session was not touched
    expect((await send('GET', '/api/users/profile', user.auth)).statusCode).toBe(200);
  });

  it('with the token of a deleted account', async () => {
    const user = await createUser(t);
    const res = await send('DELETE', '/api/users/me', user.auth, { password: user.password });
    expect(res.statusCode).toBe(204);
    for (const r of privateRoutes()) await expectRefused(r, user.auth, 'a deleted account’s token');
  });

  it('with a session past 12 hours (no Remember me), or idle 14 days or past 30 days (Remember me)', async () => {
    const user = await createUser(t);
    try {
      for (const r of privateRoutes()) {
        t.setNow(now);
        const browser = await login(user, false);
        const idle = await login(user, true);
        const active = await login(user, true);
        const ask = (token: string) =>
          send('GET', '/api/users/stats', { authorization: `Bearer ${token}` });
        // still fine just before the end, and kept alive by use
        t.setNow(new Date(now.getTime() + 12 * HOUR - 60_000));
        expect((await ask(browser.token)).statusCode).toBe(200);
        expect((await ask(active.token)).statusCode).toBe(200);
        t.setNow(new Date(now.getTime() + 12 * HOUR + 1000));
        await expectRefused(
          r,
          { authorization: `Bearer ${browser.token}` },
          'a 12-hour session at 12 h 0 m 1 s',
        );
        // (an hour's margin: a new session's last activity is stamped by the database's clock)
        t.setNow(new Date(now.getTime() + 14 * DAY + HOUR));
        await expectRefused(
          r,
          { authorization: `Bearer ${idle.token}` },
          'a remembered session idle for 14 days',
        );
        for (const day of [12, 24, 29]) {
          t.setNow(new Date(now.getTime() + day * DAY));
          expect((await ask(active.token)).statusCode, `remembered session on day ${day}`).toBe(
            200,
          );
        }
        t.setNow(new Date(now.getTime() + 30 * DAY + 1000));
        await expectRefused(
          r,
          { cookie: `moodcraft_session=${active.token}` },
          'a remembered session past 30 days',
        );
      }
    } finally {
      t.setNow(now);
    }
  }, 120_000);
});
