import fc from 'fast-check';
import { z } from 'zod';
import { craftJsonRequest } from '@moodcraft/core/crafts/crafts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  errorShapeProblem,
  type ApiRoute,
  type JsonSchema,
  type Parameter,
} from './helpers/api-routes';
import { createMoodEntry, createUser, type TestUser } from './helpers/factories';
import { makePng } from './helpers/files';
import {
  OWN_PASSWORD,
  encodeMultipart,
  importBody,
  json,
  multipartBody,
  pathFor,
  queryFor,
  type Auth,
  type Body,
  type Sent,
} from './helpers/fuzz-requests';
import { encodeText, garbage, ownKeys } from './helpers/fuzz-values';
import { requestValue, validFor } from './helpers/schema-arbitrary';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Property: whatever a client sends — to any route, in its path, query, body or headers — the
 * server never answers 5xx, and every 4xx is JSON in the app's error shape. Inputs come from each
 * route's schema in the OpenAPI document. The seed is fixed (FUZZ_SEED overrides it) and printed
 * with every failure, so a failure replays exactly.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_501);

const CRAFTS = 'POST /api/creative-crafts';
const PICTURE = 'POST /api/users/upload-profile-picture';
const DELETE_ME = 'DELETE /api/users/me';
const LOGOUT = 'POST /api/users/logout';
const STREAM = 'POST /api/ai/chat/stream';
const UNSUBSCRIBE_PAGE = 'GET /api/notifications/unsubscribe';
const IMPORTS = ['POST /api/moods/import', 'POST /api/moods/import/preview'];

/** Routes that change state and take no body; a stray body must not break them. */
const NO_BODY = [
  LOGOUT,
  'POST /api/users/two-factor/setup',
  'DELETE /api/users/sessions/others',
  'DELETE /api/users/sessions/{id}',
  'DELETE /api/moods/{id}',
  'DELETE /api/creative-crafts/{id}',
  'POST /api/creative-crafts/{id}/like',
  'PUT /api/articles/{id}/bookmark',
  'DELETE /api/articles/{id}/bookmark',
  'DELETE /api/ai/history',
  'DELETE /api/safety-plan',
  'DELETE /api/users/share-links/{id}',
  'DELETE /api/push/subscriptions/{id}',
  'DELETE /api/check-ins/{id}',
  'DELETE /api/trackers/{id}',
  'DELETE /api/trackers/{id}/values/{day}',
  'DELETE /api/factors/{id}',
  'POST /api/notifications/unsubscribe',
  'POST /api/admin/accounts/{id}/disable',
  'POST /api/admin/accounts/{id}/enable',
  'DELETE /api/admin/accounts/{id}',
  'DELETE /api/admin/invites/{id}',
];

/**
 * Routes that need more than their schema, and how each is handled:
 * - uploads read multipart outside the schema: fuzzed with generated multipart bodies (and JSON);
 * - the craft route's JSON schema is checked in its handler: generated from that zod schema;
 * - account deletion would delete the fuzzing user: it has its own user, recreated when deleted;
 * - logout would end the fuzzing session: sent without one, or with a made-up one;
 * - the chat stream answers 200 as server-sent events: its events must not report an error;
 * - the unsubscribe link is opened in a browser: a link that does not verify gets an HTML page.
 */
const SPECIAL = [CRAFTS, PICTURE, DELETE_ME, LOGOUT, STREAM, UNSUBSCRIBE_PAGE, ...IMPORTS];

let t: TestApp;
let routes: ApiRoute[];
let fuzzer: TestUser;
let deleter: TestUser;
/** real ids of the fuzzing user's things, so generated requests also reach the success paths */
const knownIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
  t.setNow(new Date(Math.floor(Date.now() / 1000) * 1000));
  routes = apiRoutes(t);
  fuzzer = await createUser(t);
  deleter = await createUser(t);
  for (let i = 0; i < 4; i++)
    knownIds.push(
      (await createMoodEntry(t, fuzzer, { notes: `entry ${i}`, factors: ['Sleep'] })).id,
    );
  for (let i = 0; i < 3; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/creative-crafts',
      headers: fuzzer.auth,
      payload: { type: 'writing', title: `W${i}`, content: 'words' },
    });
    knownIds.push(res.json().id);
  }
  const png = `data:image/png;base64,${makePng({ size: 8 }).toString('base64')}`;
  const drawing = (
    await t.app.inject({
      method: 'POST',
      url: '/api/creative-crafts',
      headers: fuzzer.auth,
      payload: { type: 'drawing', title: 'D', content: png },
    })
  ).json();
  knownIds.push(drawing.id);
  await t.app.inject({
    method: 'PUT',
    url: '/api/users/settings',
    headers: fuzzer.auth,
    payload: { dataSharing: true },
  });
  const link = await t.app.inject({
    method: 'POST',
    url: '/api/users/share-links',
    headers: fuzzer.auth,
    payload: { from: '2020-01-01', to: '2030-01-01' },
  });
  knownIds.push(link.json().id);
  // another session of the fuzzing user: ending it is fine, ending the one in use is not
  await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: fuzzer.email, password: fuzzer.password },
  });
  const sessions = (
    await t.app.inject({ url: '/api/users/sessions', headers: fuzzer.auth })
  ).json() as { id: string; current: boolean }[];
  knownIds.push(...sessions.filter((s) => !s.current).map((s) => s.id));
  expect(knownIds).toHaveLength(10);
});
afterAll(() => t.close());

// ---- what is sent -------------------------------------------------------------------------------

const craftSchema = z.toJSONSchema(craftJsonRequest, {
  io: 'input',
  unrepresentable: 'any',
}) as JsonSchema;

function bodyFor(route: ApiRoute): fc.Arbitrary<Body | null> {
  if (route.method === 'GET') return fc.constant(null);
  if (route.key === CRAFTS) return fc.oneof(json(requestValue(craftSchema)), multipartBody('file'));
  if (route.key === PICTURE)
    return fc.oneof(
      { weight: 4, arbitrary: multipartBody('profilePicture') },
      { weight: 1, arbitrary: json(garbage) },
    );
  if (IMPORTS.includes(route.key)) {
    const moods = routes.find((r) => r.key === 'POST /api/moods')?.body;
    return fc.oneof(json(requestValue(route.body!)), importBody(moods));
  }
  if (route.key === DELETE_ME)
    return fc.oneof(
      { weight: 8, arbitrary: json(requestValue(route.body!)) },
      { weight: 1, arbitrary: fc.constant<Body>({ kind: 'json', value: OWN_PASSWORD }) },
    );
  if (route.body) return json(requestValue(route.body));
  return fc.option(json(garbage), { freq: 4, nil: null });
}

function authFor(route: ApiRoute): fc.Arbitrary<Auth> {
  if (route.key === LOGOUT) return fc.constantFrom('none', 'garbage');
  return route.secured ? fc.constant('user') : fc.constantFrom('none', 'user');
}

const requestFor = (route: ApiRoute): fc.Arbitrary<Sent> =>
  fc.record({
    path: pathFor(route, knownIds),
    query: queryFor(route),
    body: bodyFor(route),
    auth: authFor(route),
  });

function inject(method: ApiRoute['method'], sent: Sent, route?: ApiRoute) {
  const headers: Record<string, string> = { ...sent.headers };
  if (sent.auth === 'user')
    Object.assign(headers, route?.key === DELETE_ME ? deleter.auth : fuzzer.auth);
  if (sent.auth === 'garbage') headers.authorization = `Bearer ${'g'.repeat(43)}`;
  let payload: string | Buffer | undefined;
  const body = sent.body;
  if (body?.kind === 'json') {
    payload = JSON.stringify(
      body.value === OWN_PASSWORD ? { password: deleter.password } : body.value,
    );
    headers['content-type'] = 'application/json';
  } else if (body?.kind === 'raw') {
    payload = body.payload;
    if (body.contentType !== null) headers['content-type'] = body.contentType;
  } else if (body?.kind === 'multipart') {
    const encoded = encodeMultipart(body.form);
    payload = encoded.payload;
    headers['content-type'] = encoded.contentType;
  }
  return t.app.inject({
    method,
    url: `${sent.path}${sent.query}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

// ---- what must come back ------------------------------------------------------------------------

type Answer = Awaited<ReturnType<typeof inject>>;

function describeRequest(method: string, sent: Sent) {
  const body =
    sent.body?.kind === 'json'
      ? JSON.stringify(sent.body.value === OWN_PASSWORD ? '<own password>' : sent.body.value)
      : sent.body?.kind;
  return `${method} ${sent.path}${sent.query} [${sent.auth}] ${String(body ?? '').slice(0, 300)}`;
}

/** Throws, naming the request, when the answer breaks the property. */
function checkAnswer(route: ApiRoute | undefined, method: string, sent: Sent, res: Answer) {
  const where = () =>
    `${describeRequest(method, sent)}\n  → ${res.statusCode} ${String(res.headers['content-type'])} ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500) throw new Error(`server error: ${where()}`);
  if (route?.secured && sent.auth === 'user' && res.statusCode === 401)
    throw new Error(`the fuzzing session stopped working: ${where()}`);
  if (res.statusCode >= 400) {
    if (
      route?.key === UNSUBSCRIBE_PAGE &&
      res.statusCode === 400 &&
      /^text\/html/.test(String(res.headers['content-type']))
    ) {
      if (!res.body.includes('This link did not work'))
        throw new Error(`unexpected page: ${where()}`);
      return;
    }
    const problem = errorShapeProblem(res);
    if (problem) throw new Error(`${problem}: ${where()}`);
  }
  if (route?.key === STREAM && res.statusCode === 200) {
    if (!/^text\/event-stream/.test(String(res.headers['content-type'])))
      throw new Error(`not an event stream: ${where()}`);
    if (!res.body.includes('event: done') || res.body.includes('event: error'))
      throw new Error(`the stream did not finish well: ${where()}`);
  }
}

/** Runs a property and gives back fast-check's report (with the seed) when it fails. */
async function failureOf<T>(
  label: string,
  arbitrary: fc.Arbitrary<T>,
  numRuns: number,
  run: (value: T) => Promise<void>,
) {
  const details = await fc.check(fc.asyncProperty(arbitrary, run), { seed: SEED, numRuns });
  if (!details.failed) return null;
  const error =
    details.errorInstance instanceof Error
      ? details.errorInstance.message
      : String(details.errorInstance);
  return `${label}: ${error}\n${fc.defaultReportMessage(details)}`;
}

/** Routes whose every valid request does real work (composing an email) get fewer runs. */
const RUNS: Record<string, number> = { 'POST /api/contact': 20 };

/** More runs for routes with more inputs. */
const runsFor = (route: ApiRoute) =>
  RUNS[route.key] ??
  (SPECIAL.includes(route.key)
    ? 40
    : Math.min(
        60,
        15 +
          8 *
            (route.pathParams.length +
              route.queryParams.length +
              Object.keys(route.body?.properties ?? {}).length),
      ));

/** What a route needs to be reachable at all, as earlier fuzzing may have changed it. */
const BEFORE: Record<string, () => Promise<unknown>> = {
  'POST /api/users/share-links': () =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: fuzzer.auth,
      payload: { dataSharing: true },
    }),
};

const afterDeletion = async (route: ApiRoute, res: Answer) => {
  if (route.key === DELETE_ME && res.statusCode === 204) deleter = await createUser(t);
};

describe('fuzzing every route', () => {
  it('knows how to fuzz every route', () => {
    const keys = routes.map((r) => r.key);
    expect(
      [...NO_BODY, ...SPECIAL].filter((k) => !keys.includes(k)),
      'listed routes that no longer exist',
    ).toEqual([]);
    const unknownBody = routes
      .filter(
        (r) =>
          r.method !== 'GET' && !r.body && !NO_BODY.includes(r.key) && !SPECIAL.includes(r.key),
      )
      .map((r) => r.key);
    expect(
      unknownBody,
      'a route that changes state with no body schema must be listed in NO_BODY or SPECIAL',
    ).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(50);
  });

  it('never answers 5xx, and answers every 4xx as a JSON error, for generated paths, queries and bodies', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      await BEFORE[route.key]?.();
      const failure = await failureOf(
        route.key,
        requestFor(route),
        runsFor(route),
        async (sent) => {
          const res = await inject(route.method, sent, route);
          await afterDeletion(route, res);
          checkAnswer(route, route.method, sent, res);
        },
      );
      if (failure) failures.push(failure);
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
    // the fuzzing user is still signed in, so every private route really reached its handler
    expect(
      (await t.app.inject({ url: '/api/users/profile', headers: fuzzer.auth })).statusCode,
    ).toBe(200);
  }, 180_000);

  it('answers malformed bodies, wrong content types and prototype keys with a JSON 4xx', async () => {
    const writable = routes.filter((r) => r.method !== 'GET');
    const sample = (p: Parameter) =>
      p.schema.format === 'uuid'
        ? knownIds[0]!
        : p.name === 'id'
          ? 'better-sleep-basics'
          : 'x'.repeat(43);
    const pathOf = (r: ApiRoute) =>
      r.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        sample(r.pathParams.find((p) => p.name === name)!),
      );
    const pollute = (value: unknown) =>
      JSON.stringify(
        ownKeys([
          ['__proto__', { polluted: 'yes', isAdmin: true }],
          ['constructor', { prototype: { polluted: 'yes' } }],
          ...Object.entries(value ?? {}),
        ]),
      );
    const payload = fc.oneof(
      fc.constantFrom(
        '',
        '{',
        '{"a":',
        '[1,2',
        'nul',
        '{"a":1}}',
        '{a:1}',
        "{'a':1}",
        '\u0000',
        '\ufeff{}',
        '{"a":1e99999}',
        '{"a":-1e99999}',
        '{"a":"\\ud800"}',
        '{"a":"\\u0000"}',
        '123',
        '"text"',
        'true',
        'null',
        '[]',
        '{"__proto__":{"polluted":"yes"}}',
        '{"constructor":{"prototype":{"polluted":"yes"}}}',
        '{"a":{"__proto__":{"polluted":"yes"}}}',
        '[{"__proto__":{"polluted":"yes"}}]',
        `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      ),
      fc.string({ maxLength: 200 }),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(null).map(() => `{"big":"${'x'.repeat(1024 * 1024 + 10)}"}`),
    );
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/jsonx',
      'text/plain',
      'text/html',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/octet-stream',
      'image/png',
      '*/*',
      'foo',
      ';',
      null,
    );
    const fromSchema = fc.constantFrom(...writable).chain((route) =>
      fc
        .tuple(fc.constant(route), route.body ? validFor(route.body) : fc.constant({}))
        .map(([r, v]) => ({
          route: r,
          raw: pollute(v),
          type: 'application/json' as string | null,
        })),
    );
    const anything = fc.record({
      route: fc.constantFrom(...writable),
      raw: payload,
      type: contentType,
    });
    const failure = await failureOf(
      'raw bodies',
      fc.oneof(anything, fromSchema),
      300,
      async ({ route, raw, type }) => {
        const sent: Sent = {
          path: pathOf(route),
          query: '',
          body: { kind: 'raw', payload: raw, contentType: type },
          auth: route.key === LOGOUT ? 'none' : 'user',
        };
        const res = await inject(route.method, sent, route);
        await afterDeletion(route, res);
        checkAnswer(route, route.method, sent, res);
      },
    );
    expect(failure, failure ?? '').toBeNull();
    const probe: Record<string, unknown> = {};
    expect(probe.polluted).toBeUndefined();
    expect(probe.isAdmin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 120_000);

  it('refuses made-up credentials on private routes with a JSON 401', async () => {
    const secured = routes.filter((r) => r.secured);
    const text = fc.string({ unit: 'grapheme-ascii', maxLength: 80 });
    const credentials = fc.oneof(
      text.map((v) => ({ authorization: v })),
      text.map((v) => ({ authorization: `Bearer ${v}` })),
      fc.stringMatching(/^[A-Za-z0-9_-]{20,200}$/).map((v) => ({ authorization: `Bearer ${v}` })),
      text.map((v) => ({ cookie: `moodcraft_session=${encodeText(v)}` })),
      text.map((v) => ({ cookie: v })),
      fc
        .tuple(text, text)
        .map(([cookie, origin]) => ({ cookie: `moodcraft_session=${encodeText(cookie)}`, origin })),
    );
    const arbitrary = fc.record({ route: fc.constantFrom(...secured), headers: credentials });
    const failure = await failureOf('credentials', arbitrary, 200, async ({ route, headers }) => {
      const sent: Sent = {
        path: route.path.replace(/\{(\w+)\}/g, knownIds[0]!),
        query: '',
        body: route.method === 'GET' ? null : { kind: 'json', value: {} },
        auth: 'none',
        headers,
      };
      const res = await inject(route.method, sent, route);
      checkAnswer(route, route.method, sent, res);
      if (res.statusCode !== 401)
        throw new Error(`expected 401: ${describeRequest(route.method, sent)} → ${res.statusCode}`);
    });
    expect(failure, failure ?? '').toBeNull();
  }, 60_000);

  it('serves media ranges or answers 416 as JSON, whatever the Range header says', async () => {
    // a drawing of its own: the route fuzzing above may have deleted the others
    const png = `data:image/png;base64,${makePng({ size: 16 }).toString('base64')}`;
    const drawing = await t.app.inject({
      method: 'POST',
      url: '/api/creative-crafts',
      headers: fuzzer.auth,
      payload: { type: 'drawing', title: 'R', content: png },
    });
    const mediaUrl: string = drawing.json().content;
    const size = (await t.app.inject({ url: mediaUrl })).rawPayload.length;
    expect(size).toBeGreaterThan(0);
    const bound = fc.oneof(
      fc.nat({ max: size + 10 }),
      fc.constantFrom(
        '',
        '-1',
        '99999999999999999999',
        '1e3',
        ' 5',
        '0x10',
        `${size}`,
        `${size - 1}`,
      ),
    );
    const range = fc.oneof(
      fc.tuple(bound, bound).map(([a, b]) => `bytes=${a}-${b}`),
      fc.constantFrom(
        'bytes=',
        'bytes=-',
        'bytes=0-0,5-6',
        'items=0-5',
        'bytes=5-1',
        'bytes= 0-1',
        'bytes=-0',
      ),
      fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
    );
    const failure = await failureOf('media ranges', range, 150, async (header) => {
      const sent: Sent = {
        path: mediaUrl.split('?')[0]!,
        query: `?${mediaUrl.split('?')[1]}`,
        body: null,
        auth: 'none',
        headers: { range: header },
      };
      const res = await inject('GET', sent);
      checkAnswer(undefined, 'GET', sent, res);
      if (![200, 206, 416].includes(res.statusCode))
        throw new Error(`range ${header} → ${res.statusCode}`);
      if (res.statusCode === 206) {
        const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(res.headers['content-range']));
        if (
          !match ||
          Number(match[3]) !== size ||
          res.rawPayload.length !== Number(match[2]) - Number(match[1]) + 1
        ) {
          throw new Error(
            `range ${header} → ${String(res.headers['content-range'])} with ${res.rawPayload.length} bytes`,
          );
        }
      }
    });
    expect(failure, failure ?? '').toBeNull();
  }, 60_000);
});
