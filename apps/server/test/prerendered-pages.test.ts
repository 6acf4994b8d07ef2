import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

// A web build as the real one lays it out: index.html, the landing, login and dashboard pages drawn
// at build time (their script tags held in a template), and the map of each page's own chunks.
const BOOT = "document.getElementById('root').dataset.started = 'yes';";
const hash = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
const drawn = (path: string, text: string) =>
  `<!doctype html><head><title>${text}</title></head><div id="root" data-prerendered="${path}"><h1>${text}</h1></div>` +
  `<template id="prerender-scripts"><script type="module" src="/assets/app-1.js"></script><!--page-chunks--></template><script>${BOOT}</script>`;

function webBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'moodcraft-drawn-'));
  mkdirSync(join(dir, 'prerendered'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><head><title>MoodCraft</title></head><div id="root"></div>',
  );
  writeFileSync(join(dir, 'prerendered', 'index.html'), drawn('/', 'Craft Your Path'));
  writeFileSync(join(dir, 'prerendered', 'login.html'), drawn('/login', 'Sign in to MoodCraft'));
  writeFileSync(join(dir, 'prerendered', 'dashboard.html'), drawn('/dashboard', 'Good Morning'));
  writeFileSync(
    join(dir, 'prerendered.json'),
    JSON.stringify({
      pages: {
        '/': 'prerendered/index.html',
        '/login': 'prerendered/login.html',
        '/dashboard': 'prerendered/dashboard.html',
      },
      scriptHashes: [hash],
    }),
  );
  writeFileSync(
    join(dir, 'route-preloads.json'),
    JSON.stringify({
      '/login': ['/assets/login-page-1.js'],
      '/dashboard': ['/assets/dashboard-page-1.js'],
      '/profile': ['/assets/profile-page-1.js'],
      'signed-in': ['/assets/signed-in-nav-1.js', '/assets/dashboard-page-1.js'],
    }),
  );
  writeFileSync(
    join(dir, 'page-reads.json'),
    JSON.stringify({
      session: '/api/users/profile',
      pages: { '/dashboard': ['/api/moods/insights', '/api/moods'] },
    }),
  );
  return dir;
}

describe('pages drawn at build time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist: webBuild() });
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('serves the landing and login pages drawn, at any case and with a trailing slash', async () => {
    for (const [url, text] of [
      ['/', 'Craft Your Path'],
      ['/login', 'Sign in to MoodCraft'],
      ['/Login/', 'Sign in to MoodCraft'],
      ['/login?from=%2Fprofile', 'Sign in to MoodCraft'],
    ]) {
      const res = await page(url!);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(`<h1>${text}</h1>`);
    }
  });

  it("adds a drawn page's own chunks to its script template, loaded after the first paint", async () => {
    const res = await page('/login');
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/login-page-1.js"></template>',
    );
    expect(res.body.indexOf('login-page-1.js')).toBeGreaterThan(
      res.body.indexOf('<template id="prerender-scripts">'),
    );
    expect(res.body).not.toContain('<!--page-chunks-->');
  });

  it('serves every other page from index.html, its chunks in the head', async () => {
    const res = await page('/profile');
    expect(res.body).not.toContain('data-prerendered');
    expect(res.body).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/profile-page-1.js">\s*<\/head>/,
    );
  });

  it("adds the signed-in navigation's chunks for a signed-in person, once each, after the page's own", async () => {
    const signedIn = { cookie: 'moodcraft_session=abc' };
    const modules = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const dashboard = await t.app.inject({ method: 'GET', url: '/dashboard', headers: signedIn });
    expect(dashboard.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/dashboard-page-1.js"><link rel="modulepreload" crossorigin href="/assets/signed-in-nav-1.js"></template>',
    );
    expect(modules(dashboard.body)).toEqual([
      '/assets/dashboard-page-1.js',
      '/assets/signed-in-nav-1.js',
    ]);
    const profile = await t.app.inject({ method: 'GET', url: '/profile', headers: signedIn });
    expect(modules(profile.body)).toEqual([
      '/assets/profile-page-1.js',
      '/assets/signed-in-nav-1.js',
      '/assets/dashboard-page-1.js',
    ]);
    // signed out, nobody loads them
    expect(modules((await page('/profile')).body)).toEqual(['/assets/profile-page-1.js']);
    expect(modules((await page('/login')).body)).toEqual(['/assets/login-page-1.js']);
  });

  it("names a signed-in page's API reads as preloads, so they download alongside its code", async () => {
    const fetches = (body: string) =>
      [
        ...body.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/g),
      ].map((m) => m[1]);
    const signedIn = { cookie: 'moodcraft_session=abc' };
    const dashboard = await t.app.inject({ method: 'GET', url: '/dashboard', headers: signedIn });
    expect(dashboard.body).toContain('<h1>Good Morning</h1>');
    expect(fetches(dashboard.body)).toEqual([
      '/api/users/profile',
      '/api/moods/insights',
      '/api/moods',
    ]);
    // the reads start at once, from the head; the page's code waits with the app's, after the first paint
    expect(dashboard.body.indexOf('/api/moods"')).toBeLessThan(dashboard.body.indexOf('</head>'));
    expect(dashboard.body.indexOf('dashboard-page-1.js')).toBeGreaterThan(
      dashboard.body.indexOf('<template id="prerender-scripts">'),
    );
    expect(dashboard.headers.vary).toBe('accept-encoding, cookie');
    // another page confirms the session only; the drawn, signed-out pages read nothing
    expect(
      fetches((await t.app.inject({ method: 'GET', url: '/profile', headers: signedIn })).body),
    ).toEqual(['/api/users/profile']);
    expect(
      fetches((await t.app.inject({ method: 'GET', url: '/login', headers: signedIn })).body),
    ).toEqual([]);
    // signed out: no reads
    expect(fetches((await page('/dashboard')).body)).toEqual([]);
    expect(
      fetches(
        (
          await t.app.inject({
            method: 'GET',
            url: '/dashboard',
            headers: { cookie: 'theme=dark' },
          })
        ).body,
      ),
    ).toEqual([]);
  });

  it('allows the one start-up script by its hash, and no other inline script', async () => {
    for (const url of ['/', '/login', '/dashboard', '/api/health', '/api/nothing-here']) {
      const csp = String((await page(url)).headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src '));
      expect(scriptSrc).toBe(`script-src 'self' ${hash}`);
    }
  });

  it('sends drawn pages compressed, each encoding decoding to the same page', async () => {
    const plain = (await page('/login')).body;
    const br = await page('/login', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await page('/login', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });
});

describe('a build without drawn pages', () => {
  it('serves index.html everywhere and allows no inline script', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'moodcraft-plain-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    const t = await createTestApp({ webDist: dir });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/login' });
      expect(res.body).toBe('<!doctype html><div id="root"></div>');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
    } finally {
      await t.close();
    }
  });
});
