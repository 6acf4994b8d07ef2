import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  const webDist = join(process.env.TMPDIR ?? '/tmp', `moodcraft-web-${process.pid}`);
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  // the public pages rendered at build time, and the start page of every other path
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><title>MoodCraft</title><h1>Landing</h1>',
  );
  mkdirSync(join(webDist, 'login'));
  writeFileSync(
    join(webDist, 'login', 'index.html'),
    '<!doctype html><title>Sign in</title><h1>Sign in to MoodCraft</h1><script>window.__ctx = 1</script>',
  );
  writeFileSync(
    join(webDist, '__spa-fallback.html'),
    '<!doctype html><title>MoodCraft</title><span role="status">Loading</span><script>window.__start = 1</script>',
  );
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  t = await createTestApp({ webDist, env: { RATE_LIMIT_SCALE: '100' } });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers ok with the database status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', db: 'ok' });
  });
});

describe('error shape', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/moods/x/y'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Sam",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request is too large');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('lists every invalid field by path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '  ', email: 'not-an-email', subject: 5 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ]);
    expect(body.errors.find((e: { path: string }) => e.path === 'email').message).toBe(
      'Please enter a valid email address',
    );
    expect(body.message).toBe(body.errors[0].message);
  });

  it('explains a missing body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body must be a JSON object');
  });
});

describe('security headers', () => {
  it('sets CSP, nosniff, referrer policy and frame protection on pages and API answers', async () => {
    for (const url of ['/', '/api/health', '/api/nothing', '/assets/app-abc123.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('keeps API answers out of caches and lets hashed assets be cached', async () => {
    expect((await t.app.inject({ url: '/api/health' })).headers['cache-control']).toBe('no-store');
    expect(
      (await t.app.inject({ url: '/assets/app-abc123.js' })).headers['cache-control'],
    ).toContain('immutable');
    expect((await t.app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
  });

  it('sends no HSTS over plain http', async () => {
    expect((await t.app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('web app', () => {
  it('serves a public page its build-time HTML, and any other page path the start page', async () => {
    const body = async (url: string) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      return res.body;
    };
    expect(await body('/')).toContain('<h1>Landing</h1>');
    for (const url of ['/login', '/Login/', '/login?next=1']) {
      expect(await body(url), url).toContain('Sign in to MoodCraft');
    }
    for (const url of ['/dashboard', '/Self-Help/article/some-id', '/totally/unknown?x=1']) {
      expect(await body(url), url).toContain('role="status"');
    }
    // the page's inline script is allowed by its hash, and no other inline script is
    const csp = String((await t.app.inject({ url: '/login' })).headers['content-security-policy']);
    const hash = createHash('sha256').update('window.__ctx = 1').digest('base64');
    expect(csp).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`),
    );
    // the start page asked for by its own name (the service worker keeps it for offline use)
    // carries the policy that lets its script run, and no other page's
    const start = await t.app.inject({ url: '/__spa-fallback.html' });
    expect(start.body).toContain('role="status"');
    const startHash = createHash('sha256').update('window.__start = 1').digest('base64');
    expect(String(start.headers['content-security-policy'])).toContain(`'sha256-${startHash}'`);
    expect(String(start.headers['content-security-policy'])).not.toContain(`'sha256-${hash}'`);
    // answers that are not pages allow no inline script at all
    for (const url of ['/api/health', '/assets/app-abc123.js']) {
      const policy = String((await t.app.inject({ url })).headers['content-security-policy']);
      expect(policy, url).toMatch(/script-src 'self'(;|$)/);
    }
  });

  it('sends the build compressed to browsers that accept it', async () => {
    const asset = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');

    const page = await t.app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(page.rawPayload).toString()).toContain('Sign in to MoodCraft');
    const brPage = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(brPage.rawPayload).toString()).toContain('<h1>Landing</h1>');
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths['/api/contact'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message']));
    expect(doc.paths['/api/health'].get).toBeDefined();
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('tells visitors about the server without secrets', async () => {
    const res = await t.app.inject({ url: '/api/meta' });
    expect(res.json()).toEqual({
      supportEmail: 'support@moodcraft.local',
      serverHost: 'localhost:3000',
      aiProvider: 'builtin',
      aiModel: null,
      crisisRegion: 'AU',
    });
  });
});

describe('contact', () => {
  it('stores the message encrypted', async () => {
    const body = {
      name: 'Sam Lee',
      email: 'Sam@Example.org',
      subject: 'Export question',
      message: 'How do I export my moods?',
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your message has been sent. We will get back to you soon!',
    });
    const rows = await t.deps.database.db.select().from(contactMessages);
    const row = rows.at(-1)!;
    expect(row.payload).not.toContain('export my moods');
    expect(row.payload).toMatch(/^v2\./);
    const place = { table: 'contact_messages', column: 'payload', id: row.id };
    expect(JSON.parse(t.deps.encryption.decrypt(row.payload, place))).toEqual({
      ...body,
      email: 'sam@example.org',
    });
  });
});
