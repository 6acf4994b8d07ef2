// MoodCraft behind Debian's nginx over HTTPS, configured from deploy/nginx.conf with a
// self-signed certificate that this Chromium is told to trust (by its public key), so the page
// is a secure context as it would be with a real certificate.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { appIsLive, newPerson } from './support/accounts';
import { CHROME_PATH } from './support/chrome-path';
import { NGINX, startNginx } from './support/nginx';
import { freePortsSync, startOwnServer, until } from './support/own-server';

const ROOT = resolve(import.meta.dirname, '..', '..');

const [appPort, httpsPort] = freePortsSync(2) as [number, number];

const work = mkdtempSync(join(tmpdir(), 'moodcraft-proxy-'));
chmodSync(work, 0o711);
const cert = join(work, 'cert.pem');
const key = join(work, 'key.pem');
execFileSync('openssl', [
  'req',
  '-x509',
  '-newkey',
  'ec',
  '-pkeyopt',
  'ec_paramgen_curve:prime256v1',
  '-nodes',
  '-days',
  '2',
  '-subj',
  '/CN=127.0.0.1',
  '-addext',
  'subjectAltName=IP:127.0.0.1',
  '-keyout',
  key,
  '-out',
  cert,
]);
/** The certificate's public key, as Chromium's --ignore-certificate-errors-spki-list takes it. */
const spki = execFileSync('sh', [
  '-c',
  `openssl x509 -in ${cert} -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
])
  .toString()
  .trim();

const origin = `https://127.0.0.1:${httpsPort}`;

test.use({
  baseURL: origin,
  launchOptions: {
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', `--ignore-certificate-errors-spki-list=${spki}`],
  },
});

/** deploy/nginx.conf as documented, with this test's name, ports and certificate. */
function nginxConfig() {
  const documented = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const site = documented
    // the port-80 redirect needs a privileged port; the HTTPS server is what is tested
    .replace(/server \{\s*listen 80;[\s\S]*?\n\}\n/, '')
    .replaceAll('listen [::]:443 ssl http2;', '')
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replaceAll('mood.example.org', '127.0.0.1')
    .replace(/ssl_certificate .*;/, `ssl_certificate ${cert};`)
    .replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${key};`)
    .replace('http://127.0.0.1:3000', `http://127.0.0.1:${appPort}`);
  expect(site).toContain(`proxy_pass http://127.0.0.1:${appPort}`);
  return site;
}

const running: ChildProcess[] = [];
const stops: (() => Promise<void>)[] = [];

test.describe('behind nginx over HTTPS', () => {
  test.skip(!NGINX, 'nginx is not installed (CI installs it)');

  test.beforeAll(async () => {
    const server = await startOwnServer(appPort, { PUBLIC_URL: origin, TRUST_PROXY: '127.0.0.1' });
    stops.push(server.stop);
    const nginx = startNginx(work, nginxConfig());
    running.push(nginx);
    await until(async () => {
      execFileSync('openssl', ['s_client', '-connect', `127.0.0.1:${httpsPort}`], {
        input: '',
        stdio: ['pipe', 'ignore', 'ignore'],
        timeout: 5_000,
      });
      return true;
    }, 'nginx');
  });

  test.afterAll(async () => {
    // nginx stops once its requests are done on SIGQUIT; then MoodCraft
    for (const child of running) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await gone;
    }
    for (const stop of stops) await stop();
  });

  test('signs in over HTTPS with a secure cookie, HSTS and a service worker', async ({ page }) => {
    const person = newPerson();
    const landing = await page.goto('/');
    expect(landing?.headers()['strict-transport-security']).toContain('max-age=');

    // the account is made by the browser (it trusts the certificate; the test's own client does not)
    const made = await page.evaluate(
      async (body) =>
        (
          await fetch('/api/users', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      { ...person, acceptTerms: true },
    );
    expect(made).toBe(201);

    await page.goto('/login');
    await appIsLive(page);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(person.username);

    const session = (await page.context().cookies(origin)).find(
      (c) => c.name === '__Host-moodcraft_session',
    );
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/' });

    // a secure context: the service worker takes the page over, as it does on the real domain
    const controlled = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return Boolean(registration.active) && window.isSecureContext;
    });
    expect(controlled).toBe(true);
    await expectAccessible(page, 'the dashboard over HTTPS');
  });
});
