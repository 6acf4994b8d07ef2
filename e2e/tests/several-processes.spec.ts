// Two MoodCraft processes on one PostgreSQL, one Redis and one S3 bucket (s3rver), behind Debian's
// nginx as the load balancer (deploy/nginx-balanced.conf), as the README's "Several processes"
// section describes: nothing held by one process alone, nothing done twice, nothing acknowledged
// lost when a process dies.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { newPerson, signInThroughForm } from './support/accounts';
import { NGINX, startNginx } from './support/nginx';
import { freePortsSync, startOwnServer, until } from './support/own-server';

const ROOT = resolve(import.meta.dirname, '..', '..');
const REDIS = ['/usr/bin/redis-server', '/usr/sbin/redis-server'].find((path) => existsSync(path));
const POSTGRES = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const [portA, portB, balancerPort, redisPort] = freePortsSync(4) as [
  number,
  number,
  number,
  number,
];
const balancer = `http://127.0.0.1:${balancerPort}`;
const direct = { a: `http://127.0.0.1:${portA}`, b: `http://127.0.0.1:${portB}` };
const work = mkdtempSync(join(tmpdir(), 'moodcraft-several-'));
chmodSync(work, 0o711);
const database = `moodcraft_e2e_${randomBytes(5).toString('hex')}`;
const databaseUrl = Object.assign(new URL(POSTGRES), { pathname: `/${database}` }).toString();

test.use({ baseURL: balancer });
test.describe.configure({ mode: 'serial' });

const psql = (url: string, sql: string) =>
  execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-Atc', sql]).toString().trim();

/** deploy/nginx-balanced.conf as documented, over plain HTTP on this test's ports. */
function nginxConfig() {
  const documented = readFileSync(join(ROOT, 'deploy', 'nginx-balanced.conf'), 'utf8');
  const site = documented
    .replace(/server \{\s*listen 80;[\s\S]*?\n\}\n/, '')
    .replaceAll('listen [::]:443 ssl http2;', '')
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${balancerPort};`)
    .replace(/^\s*ssl_.*;$/gm, '')
    .replace('server 127.0.0.1:3000', `server 127.0.0.1:${portA}`)
    .replace('server 127.0.0.1:3001', `server 127.0.0.1:${portB}`)
    .replaceAll('mood.example.org', '127.0.0.1');
  expect(site).toContain(`server 127.0.0.1:${portB}`);
  return site;
}

/** A child process that prints `ready` (a line matching it) once it can be used. */
function startChild(command: string, args: string[], ready: RegExp, cwd = ROOT) {
  // stdin stays open: s3rver's wrapper ends when it closes
  const child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
  running.push(child);
  return new Promise<string>((resolveReady, fail) => {
    let output = '';
    const seen = (chunk: Buffer) => {
      output += chunk;
      if (ready.test(output)) resolveReady(output);
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.once('exit', (code) => fail(new Error(`${command} exited (${code}):\n${output}`)));
  });
}

const running: ChildProcess[] = [];
let processA: Awaited<ReturnType<typeof startOwnServer>>;
let processB: Awaited<ReturnType<typeof startOwnServer>>;

async function client(baseURL: string, token?: string): Promise<APIRequestContext> {
  return request.newContext({
    baseURL,
    extraHTTPHeaders: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function signUp(baseURL: string) {
  const person = newPerson();
  const api = await client(baseURL);
  const res = await api.post('/api/users', { data: { ...person, acceptTerms: true } });
  expect(res.status()).toBe(201);
  const { data } = await res.json();
  return { person, id: data.id as string, token: data.token as string };
}

test.describe('several processes behind nginx', () => {
  test.skip(!NGINX || !REDIS, 'nginx and redis-server are not installed (CI installs them)');

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    psql(POSTGRES, `create database ${database}`);
    await startChild(
      REDIS!,
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      /Ready to accept connections/,
    );
    const bucketDir = join(work, 's3');
    mkdirSync(bucketDir);
    const s3Port = Number(
      (
        await startChild(
          process.execPath,
          [
            '--openssl-legacy-provider',
            '--import',
            'tsx',
            'test/helpers/s3rver-process.ts',
            bucketDir,
            'moodcraft-media',
          ],
          /^\d+\n/,
          join(ROOT, 'apps', 'server'),
        )
      ).trim(),
    );
    const shared = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
      S3_BUCKET: 'moodcraft-media',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      APP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PUBLIC_URL: balancer,
      TRUST_PROXY: '127.0.0.1',
    };
    // the first applies the migrations; the second finds them done
    processA = await startOwnServer(portA, shared);
    processB = await startOwnServer(portB, shared);
    const nginx = startNginx(work, nginxConfig());
    running.push(nginx);
    await until(async () => (await fetch(`${balancer}/api/health`)).ok, 'nginx');
  });

  test.afterAll(async () => {
    await processB?.stop();
    await processA?.stop();
    for (const child of running) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
    }
    try {
      psql(POSTGRES, `drop database if exists ${database} with (force)`);
    } catch {
      /* the server is gone with the machine's run */
    }
  });

  test('a video uploaded through one process plays through the other', async ({ page }) => {
    const { person, token } = await signUp(direct.a);
    const clip = readFileSync(join(ROOT, 'apps', 'server', 'test', 'fixtures', 'dance.webm'));
    const video = Buffer.concat([clip, randomBytes(200_000)]);
    const a = await client(direct.a, token);
    const created = await a.post('/api/creative-crafts', {
      multipart: {
        title: 'Kitchen dance',
        type: 'dancing',
        tags: 'joy',
        file: { name: 'dance.webm', mimeType: 'video/webm', buffer: video },
      },
    });
    expect(created.status()).toBe(201);
    const craft = await created.json();

    const b = await client(direct.b, token);
    const whole = await b.get(craft.content);
    expect(whole.status()).toBe(200);
    expect((await whole.body()).equals(video)).toBe(true);
    const part = await b.get(craft.content, { headers: { range: 'bytes=70000-150000' } });
    expect(part.status()).toBe(206);
    expect((await part.body()).equals(video.subarray(70_000, 150_001))).toBe(true);
    // and nothing of it on either process's disk
    for (const server of [processA, processB])
      expect(existsSync(join(server.dataDir, 'media'))).toBe(false);

    // in the browser, through the balancer: each request may reach either process
    await signInThroughForm(page, person);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(person.username);
    const lengths = await page.evaluate(async (url) => {
      const sizes: number[] = [];
      for (let i = 0; i < 4; i++) sizes.push((await (await fetch(url)).arrayBuffer()).byteLength);
      return sizes;
    }, craft.content);
    expect(lengths).toEqual([video.length, video.length, video.length, video.length]);
    await expectAccessible(page, 'the dashboard through the balancer');
  });

  test('a session ended through one process is refused by the other at once', async () => {
    const { person } = await signUp(direct.a);
    const signIn = async (baseURL: string) => {
      const res = await (
        await client(baseURL)
      ).post('/api/users/login', {
        data: { email: person.email, password: person.password, remember: false },
      });
      expect(res.status()).toBe(200);
      return (await res.json()).token as string;
    };
    const here = await signIn(direct.a);
    const elsewhere = await signIn(direct.b);
    const profile = async (baseURL: string, token: string) =>
      (await (await client(baseURL, token)).get('/api/users/profile')).status();
    expect(await profile(direct.b, elsewhere)).toBe(200);
    const ended = await (await client(direct.a, here)).delete('/api/users/sessions/others');
    expect(ended.status()).toBe(204);
    expect(await profile(direct.b, elsewhere)).toBe(401);
    expect(await profile(direct.a, elsewhere)).toBe(401);
    expect(await profile(direct.b, here)).toBe(200);
  });

  test('sign-in attempts are counted across both processes', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.org`;
    const attempt = async (baseURL: string) =>
      (await client(baseURL)).post('/api/users/login', {
        data: { email, password: 'not the password', remember: false },
      });
    for (const baseURL of [direct.a, direct.b, direct.a, direct.b, direct.a])
      expect((await attempt(baseURL)).status()).toBe(401);
    const refused = await attempt(direct.b);
    expect(refused.status()).toBe(429);
    expect((await refused.json()).message).toBe(
      'Too many failed sign-in attempts. Please wait 30 seconds and try again.',
    );
  });

  test('a reminder that falls due is sent once, by one of the processes', async () => {
    test.setTimeout(240_000);
    const { person, token } = await signUp(balancer);
    const now = new Date();
    const reminderTime = `${String(now.getUTCHours()).padStart(2, '0')}:${String(now.getUTCMinutes()).padStart(2, '0')}`;
    const saved = await (
      await client(balancer, token)
    ).put('/api/users/settings', {
      data: {
        reminderTime,
        timeZone: 'UTC',
        moodReminders: true,
        emailNotifications: true,
        weeklyReports: false,
      },
    });
    expect(saved.status()).toBe(200);
    const remindersTo = () =>
      [processA, processB].flatMap((server) => {
        const outbox = join(server.dataDir, 'outbox');
        if (!existsSync(outbox)) return [];
        return readdirSync(outbox)
          .map((file) => readFileSync(join(outbox, file), 'utf8'))
          .filter((mail) => mail.includes(person.email) && mail.includes('check-in'));
      });
    await until(async () => remindersTo().length > 0, 'the reminder', 150_000);
    const sentAt = new Date().toISOString();
    // both processes run the minute's check; wait until a later minute's has run on one of them
    // and no reminder job is left waiting or running
    await until(
      async () =>
        psql(
          databaseUrl,
          `select count(*) from pgboss.job where name = 'notifications-due' and state = 'completed' and created_on > '${sentAt}'`,
        ) !== '0' &&
        psql(
          databaseUrl,
          `select count(*) from pgboss.job where name = 'notification' and state < 'completed'`,
        ) === '0',
      'a later minute’s check',
      150_000,
    );
    expect(remindersTo()).toHaveLength(1);
  });

  test('killing one process loses no acknowledged write, and the other keeps serving', async () => {
    test.setTimeout(180_000);
    const { token } = await signUp(balancer);
    const api = await client(balancer, token);
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    const start = Date.now();
    let killed: Promise<void> | undefined;
    for (let i = 0; i < 40; i++) {
      if (i === 12) killed = processA.kill();
      const res = await api.post('/api/moods', {
        data: {
          date: new Date(start - i * 60_000).toISOString(),
          primaryEmotion: 'joy',
          subEmotion: 'happiness',
          score: 5,
          factors: [],
          notes: `write ${i}`,
        },
      });
      statuses.push(res.status());
      if (res.status() === 201) acknowledged.push((await res.json()).id);
    }
    await killed;
    // once nginx has seen it gone, every write lands on the other process
    expect(statuses.slice(20)).toEqual(Array(20).fill(201));
    const listed = await api.get('/api/moods?limit=100');
    expect(listed.status()).toBe(200);
    const ids = new Set(((await listed.json()) as { id: string }[]).map((entry) => entry.id));
    for (const id of acknowledged) expect(ids.has(id)).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(28);
  });
});
