import { once } from 'node:events';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, type TestUser } from './helpers/factories';
import { makePng, multipart } from './helpers/files';
import { createTestApp, type TestApp } from './helpers/test-app';
import { securityHeaders } from '../src/plugins/security';

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** A built web app as the server would find it: a page and a hashed asset. */
function fakeWebDist() {
  const dir = mkdtempSync(join(tmpdir(), 'moodcraft-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>MoodCraft</title><div id="root"></div><script type="module" src="/assets/app-1a2b3c.js"></script>',
  );
  writeFileSync(
    join(dir, '__spa-fallback.html'),
    '<!doctype html><title>MoodCraft</title><div id="root"></div><script type="module" src="/assets/app-1a2b3c.js"></script>',
  );
  writeFileSync(
    join(dir, 'assets', 'app-1a2b3c.js'),
    'document.getElementById("root").textContent = "hi";',
  );
  return dir;
}

function cspOf(res: Answer) {
  const raw = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    raw
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** What every answer carries, whatever it is. */
function expectBaseline(res: Answer, label: string) {
  const csp = cspOf(res);
  expect(csp.get('default-src'), `${label}: CSP default-src`).toEqual(["'self'"]);
  const scripts = csp.get('script-src') ?? csp.get('default-src')!;
  for (const loose of [
    "'unsafe-inline'",
    "'unsafe-eval'",
    '*',
    'data:',
    'blob:',
    'http:',
    'https:',
  ]) {
    expect(scripts, `${label}: script-src allows ${loose}`).not.toContain(loose);
  }
  expect(csp.get('script-src-attr'), label).toEqual(["'none'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), label).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${label}: referrer-policy`).toBe('no-referrer');
  expect(res.headers['x-frame-options'], label).toBe('DENY');
  expect(res.headers['x-powered-by'], `${label}: x-powered-by`).toBeUndefined();
  expect(res.headers.server, `${label}: server`).toBeUndefined();
}

/** An answer with someone's data in it: kept out of every cache. */
function expectPrivate(res: Answer, label: string) {
  expectBaseline(res, label);
  const cache = String(res.headers['cache-control'] ?? '');
  expect(cache, `${label}: cache-control`).toMatch(/(^|[\s,])no-store($|[\s,])/);
  expect(cache, label).not.toMatch(/public|max-age=[1-9]|immutable/);
}

let t: TestApp;
let user: TestUser;
let pictureUrl: string;

beforeAll(async () => {
  // rate limits at their real values, so a 429 comes after a handful of attempts
  t = await createTestApp({ webDist: fakeWebDist() });
  user = await createUser(t);
  const body = multipart(
    {},
    {
      field: 'profilePicture',
      filename: 'me.png',
      contentType: 'image/png',
      data: makePng({ size: 40 }),
    },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/upload-profile-picture',
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  pictureUrl = res.json().profilePicture;
});
afterAll(() => t.close());

describe('every kind of answer carries the security headers', () => {
  it('pages and assets of the web app', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/reset-password/abcdefghijklmnopqrstuvwxyz0123456789',
      '/assets/app-1a2b3c.js',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectBaseline(res, url);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expectBaseline(head, 'HEAD /');
  });

  it('public API answers and the OpenAPI docs', async () => {
    const articles = await t.app.inject({ url: '/api/articles' });
    const firstArticle = (articles.json() as { id: string }[])[0]!.id;
    for (const url of [
      '/api/health',
      '/api/meta',
      '/api/articles',
      `/api/articles/${firstArticle}`,
      '/api/docs/json',
      '/api/docs/yaml',
      '/api/docs/static/swagger-initializer.js',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectBaseline(res, url);
    }
    // the docs page, following its redirects as a browser would
    let url = '/api/docs';
    for (let hops = 0; hops < 3; hops++) {
      const res = await t.app.inject({ url });
      expectBaseline(res, url);
      if (res.statusCode !== 302) {
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
        break;
      }
      url = new URL(String(res.headers.location), `http://localhost${url}`).pathname;
    }
    const unsubscribe = await t.app.inject({
      url: `/api/notifications/unsubscribe?u=${user.id}&k=mood-reminder&sig=forged`,
    });
    expect(unsubscribe.headers['content-type']).toMatch(/text\/html/);
    expectPrivate(unsubscribe, 'unsubscribe page');
  });

  it('private answers with personal data, by bearer token or session cookie', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/moods',
      headers: user.auth,
      payload: {
        date: new Date().toISOString(),
        primaryEmotion: 'joy',
        subEmotion: 'happiness',
        score: 7,
        factors: [],
        notes: 'a private note',
      },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expectPrivate(login, 'login');
    const cookie = sessionCookie(login);
    const gets = [
      '/api/users/profile',
      '/api/users/settings',
      '/api/users/stats',
      '/api/users/achievements',
      '/api/users/sessions',
      '/api/moods',
      '/api/moods/insights',
      '/api/creative-crafts',
      '/api/ai/history',
      '/api/articles?bookmarked=true',
    ];
    for (const url of gets) {
      for (const [how, headers] of [
        ['bearer', user.auth],
        ['cookie', { cookie }],
      ] as const) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, `${how} ${url}`).toBe(200);
        expectPrivate(res, `${how} ${url}`);
      }
    }
    const writes: [string, string, object][] = [
      [
        'POST',
        '/api/moods',
        {
          date: new Date().toISOString(),
          primaryEmotion: 'sadness',
          subEmotion: 'loneliness',
          score: 3,
          factors: [],
          notes: 'another note',
        },
      ],
      [
        'PUT',
        '/api/users/profile',
        { username: 'Quiet River', email: user.email, phone: '', bio: 'hello' },
      ],
      [
        'POST',
        '/api/ai/chat',
        { messages: [{ role: 'user', content: 'I feel a bit flat today' }] },
      ],
      ['POST', '/api/users/two-factor/setup', {}],
      [
        'POST',
        '/api/creative-crafts',
        { type: 'writing', title: 'Lines', content: 'words of mine' },
      ],
    ];
    for (const [method, url, payload] of writes) {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: user.auth,
        payload,
      });
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(300);
      expectPrivate(res, `${method} ${url}`);
    }
  });

  it('the chat stream', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/chat/stream',
      headers: user.auth,
      payload: { messages: [{ role: 'user', content: 'I had a long day' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    expectPrivate(res, 'chat stream');
  });

  it('media through a signed link: whole, ranged, and out of range', async () => {
    const whole = await t.app.inject({ url: pictureUrl });
    expect(whole.statusCode).toBe(200);
    const ranged = await t.app.inject({ url: pictureUrl, headers: { range: 'bytes=0-15' } });
    expect(ranged.statusCode).toBe(206);
    const outside = await t.app.inject({ url: pictureUrl, headers: { range: 'bytes=999999-' } });
    expect(outside.statusCode).toBe(416);
    const head = await t.app.inject({ method: 'HEAD', url: pictureUrl });
    for (const [label, res] of [
      ['media', whole],
      ['media range', ranged],
      ['media 416', outside],
      ['media HEAD', head],
    ] as const) {
      expectPrivate(res, label);
      expect(res.headers['content-disposition'], label).toMatch(
        /^inline; filename="moodcraft-[0-9a-f]{8}\.png"$/,
      );
    }
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('exports, which are downloads', async () => {
    for (const format of ['json', 'csv', 'zip']) {
      const res = await t.app.inject({
        url: `/api/users/export?format=${format}`,
        headers: user.auth,
      });
      expect(res.statusCode, format).toBe(200);
      expectPrivate(res, `export ${format}`);
      expect(res.headers['content-disposition'], format).toMatch(
        /^attachment; filename="moodcraft-export-[\w-]+\.(json|zip)"$/,
      );
    }
  });

  it('a clinician report reached through its link', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: user.auth,
      payload: { dataSharing: true },
    });
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/users/share-links',
      headers: user.auth,
      payload: { from: '2020-01-01', to: '2030-12-31' },
    });
    expect(link.statusCode).toBe(201);
    expectPrivate(link, 'share link');
    const token = String(link.json().url).split('/report/')[1]!;
    const report = await t.app.inject({ url: `/api/reports/${token}` });
    expect(report.statusCode).toBe(200);
    expectPrivate(report, 'report');
    expect(report.headers['x-robots-tag']).toContain('noindex');
  });

  it('errors: 400, 401, 403, 404, 413 and 415', async () => {
    const { randomUUID } = await import('node:crypto');
    const cookie = sessionCookie(
      await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: user.email, password: user.password },
      }),
    );
    const cases: [number, InjectOptions][] = [
      [400, { method: 'POST', url: '/api/moods', headers: user.auth, payload: { score: 99 } }],
      [
        400,
        {
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/json' },
          payload: '{"name":',
        },
      ],
      [400, { url: '/api/media/not-a-uuid?exp=1&sig=x' }],
      [401, { url: '/api/users/profile' }],
      [
        401,
        {
          url: '/api/moods',
          headers: { authorization: 'Bearer this-token-was-never-issued-to-anyone' },
        },
      ],
      [
        401,
        {
          method: 'POST',
          url: '/api/users/login',
          payload: { email: user.email, password: 'not-the-password-1' },
        },
      ],
      [403, { url: pictureUrl.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A')) }],
      [
        403,
        {
          method: 'POST',
          url: '/api/moods',
          headers: { cookie, origin: 'https://evil.example' },
          payload: {},
        },
      ],
      [404, { url: '/api/nothing-here' }],
      [404, { method: 'DELETE', url: '/no-page-here' }],
      [
        404,
        {
          url: `/api/moods/${randomUUID()}`,
          method: 'PUT',
          headers: user.auth,
          payload: {
            date: new Date().toISOString(),
            primaryEmotion: 'joy',
            subEmotion: 'happiness',
            score: 5,
            factors: [],
            notes: '',
          },
        },
      ],
      [
        413,
        {
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 1) }),
        },
      ],
      [
        415,
        {
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/xml' },
          payload: '<a/>',
        },
      ],
    ];
    for (const [status, request] of cases) {
      const res = await t.app.inject(request);
      const label = `${status} ${request.method ?? 'GET'} ${String(request.url).slice(0, 50)}`;
      expect(res.statusCode, label).toBe(status);
      expect(res.headers['content-type'], label).toMatch(/^application\/json/);
      if (String(request.url).startsWith('/api')) expectPrivate(res, label);
      else expectBaseline(res, label);
    }
  });

  it("helmet's whole policy, worked out once, goes out on pages, data, media and errors alike", async () => {
    const policy = securityHeaders({ https: false });
    expect(policy).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(policy).not.toHaveProperty('strict-transport-security');
    expect(securityHeaders({ https: true })['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const answers = [
      await t.app.inject({ url: '/dashboard' }),
      await t.app.inject({ url: '/api/moods', headers: user.auth }),
      await t.app.inject({ url: pictureUrl, headers: user.auth }),
      await t.app.inject({ url: '/api/moods' }),
      await t.app.inject({ url: '/api/nothing-here' }),
    ];
    for (const res of answers) {
      for (const [name, value] of Object.entries(policy)) {
        // the CSP also names the build's inline scripts by their hashes, when a build has any
        if (name === 'content-security-policy') continue;
        expect(res.headers[name], `${res.statusCode} ${name}`).toBe(value);
      }
    }
  });

  it('errors the framework answers before any route: a malformed or overlong address', async () => {
    for (const [status, url] of [
      [400, '/api/moods/%E0%A4%A'],
      [400, '/dashboard/%E0%A4%A'],
      [414, `/api/reports/${'a'.repeat(300)}`],
    ] as const) {
      const res = await t.app.inject({ url, headers: user.auth });
      expect(res.statusCode, url.slice(0, 40)).toBe(status);
      expect(res.json().message).toEqual(expect.any(String));
      expectPrivate(res, url.slice(0, 40));
    }
  });

  it('a 429, with Retry-After', async () => {
    let limited: Answer | undefined;
    for (let i = 0; i < 10 && !limited; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
      if (res.statusCode === 429) limited = res;
      else expect(res.statusCode).toBe(400);
    }
    expect(limited, 'the contact form never answered 429').toBeDefined();
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
    expectPrivate(limited!, '429');
  });

  it('sign-out, which also clears what the browser kept', async () => {
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: user.password },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { authorization: `Bearer ${session.json().token}` },
    });
    expect(res.statusCode).toBe(204);
    expectPrivate(res, 'logout');
    expect(res.headers['clear-site-data']).toContain('"storage"');
  });
});

describe('shutting down', () => {
  it('answers a request that arrives while the server drains in full, with its headers, and closes the connection', async () => {
    const draining = await createTestApp();
    const port = await draining.app
      .listen({ port: 0, host: '127.0.0.1' })
      .then((address) => Number(new URL(address).port));
    // a connection with a request under way is not idle, so closing leaves it to finish
    const socket = createConnection({ port, host: '127.0.0.1' });
    await once(socket, 'connect');
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = draining.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    let raw = '';
    socket.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    socket.write('Accept: application/json\r\n\r\n');
    await once(socket, 'close');
    await closed;
    draining.deps.mailer.close();
    await draining.deps.database.close();
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    const [status, ...lines] = head.split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    expect(status).toBe('HTTP/1.1 200 OK');
    expect(headers.connection).toBe('close');
    expectPrivate({ statusCode: 200, headers, body }, 'a request during shutdown');
    expect(JSON.parse(body)).toMatchObject({ status: 'ok' });
  });
});

describe('HTTPS', () => {
  it('adds HSTS to every answer when PUBLIC_URL is https, and the cookie becomes __Host- and Secure', async () => {
    const secure = await createTestApp({
      webDist: fakeWebDist(),
      env: { PUBLIC_URL: 'https://mood.example.org' },
    });
    try {
      const register = await secure.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: {
          username: 'Secure Sam',
          email: 'secure-sam@example.org',
          password: 'quiet-harbour-lights-4',
          acceptTerms: true,
        },
      });
      const person = { auth: { authorization: `Bearer ${register.json().data.token}` } };
      const cookie = String(register.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-moodcraft_session=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
      const body = multipart(
        {},
        { field: 'profilePicture', filename: 'me.png', contentType: 'image/png', data: makePng() },
      );
      const picture = (
        await secure.app.inject({
          method: 'POST',
          url: '/api/users/upload-profile-picture',
          headers: { ...person.auth, ...body.headers },
          payload: body.payload,
        })
      ).json().profilePicture as string;
      const answers: [string, Answer][] = [
        ['page', await secure.app.inject({ url: '/' })],
        ['asset', await secure.app.inject({ url: '/assets/app-1a2b3c.js' })],
        ['public API', await secure.app.inject({ url: '/api/health' })],
        [
          'private API',
          await secure.app.inject({ url: '/api/users/profile', headers: person.auth }),
        ],
        ['registration', register],
        ['media', await secure.app.inject({ url: picture })],
        ['media range', await secure.app.inject({ url: picture, headers: { range: 'bytes=0-3' } })],
        ['404', await secure.app.inject({ url: '/api/nothing' })],
        ['malformed address', await secure.app.inject({ url: '/api/moods/%E0%A4%A' })],
        ['401', await secure.app.inject({ url: '/api/moods' })],
        ['docs', await secure.app.inject({ url: '/api/docs/json' })],
      ];
      for (const [label, res] of answers) {
        expectBaseline(res, label);
        const hsts = String(res.headers['strict-transport-security'] ?? '');
        expect(hsts, label).toMatch(/includeSubDomains/);
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0), label).toBeGreaterThanOrEqual(
          31_536_000,
        );
        expect(cspOf(res).has('upgrade-insecure-requests'), label).toBe(true);
      }
    } finally {
      await secure.close();
    }
  });

  it('sends no HSTS when PUBLIC_URL is plain http', async () => {
    for (const url of ['/', '/api/health', '/api/users/profile', pictureUrl, '/api/nothing']) {
      const res = await t.app.inject({ url, headers: user.auth });
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(cspOf(res).has('upgrade-insecure-requests'), url).toBe(false);
    }
  });
});
