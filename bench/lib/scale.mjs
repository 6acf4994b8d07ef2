// Several processes: the mixed workload through Debian's nginx (deploy/nginx-balanced.conf, over
// plain HTTP) to one MoodCraft process, then to two on the same PostgreSQL database; throughput,
// p99 and the scaling ratio (two over one). Both runs go through nginx so the ratio is the
// processes', not the proxy's. On a two-core machine the processes, PostgreSQL, nginx and the load
// generator share the same cores: read the ratio as what a second process adds there.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onCleanup, tempDir, trackChild } from './cleanup.mjs';
import { measure } from './load.mjs';
import { mixedRequests, seedCrowd } from './mixed.mjs';
import { ROOT } from './paths.mjs';
import { freePort, startProductionServer } from './processes.mjs';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const PEOPLE = 100;

/** nginx in the foreground with the documented site, its upstream being `ports`. */
async function startBalancer(ports) {
  const work = tempDir('moodcraft-bench-nginx-');
  const port = await freePort();
  const documented = readFileSync(join(ROOT, 'deploy', 'nginx-balanced.conf'), 'utf8');
  const site = documented
    .replace(/server \{\s*listen 80;[\s\S]*?\n\}\n/, '')
    .replaceAll('listen [::]:443 ssl http2;', '')
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${port};`)
    .replace(/^\s*ssl_.*;$/gm, '')
    .replace(
      /(upstream moodcraft \{\n)(?:\s*server 127\.0\.0\.1:\d+ [^\n]*\n)+/,
      (_all, head) =>
        `${head}${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;\n`).join('')}`,
    );
  for (const dir of ['body', 'proxy']) mkdirSync(join(work, dir));
  const conf = join(work, 'nginx.conf');
  writeFileSync(
    conf,
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      `pid ${join(work, 'nginx.pid')};`,
      `error_log ${join(work, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${join(work, 'body')};`,
      `  proxy_temp_path ${join(work, 'proxy')};`,
      site,
      '}',
    ].join('\n'),
  );
  const child = trackChild(
    spawn(NGINX, ['-p', work, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' }),
  );
  const stop = onCleanup(`stop nginx on port ${port}`, async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGQUIT');
    await exited;
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('nginx did not start');
}

/** The mixed workload through nginx to one process and to two; resolves to both and the ratio. */
export async function measureScaling({ databaseUrl, catalogue, settings, log }) {
  // every process on one database holds the same key (the README's "Several processes")
  const env = { APP_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
  const first = await startProductionServer({ databaseUrl, env });
  let second;
  try {
    const people = await seedCrowd(first.url, catalogue, { count: PEOPLE, log });
    log(`  seeded ${PEOPLE} people with a year each`);
    const run = async (ports) => {
      const balancer = await startBalancer(ports);
      try {
        return await measure({
          connections: settings.connections,
          duration: settings.duration,
          warmup: settings.warmup,
          path: '/api/moods/insights',
          baseUrl: balancer.url,
          setup: mixedRequests(people, catalogue, {
            auth: (p) => ({ authorization: `Bearer ${p.token}` }),
          }),
        });
      } finally {
        await balancer.stop();
      }
    };
    const one = await run([first.port]);
    second = await startProductionServer({ databaseUrl, env });
    const two = await run([first.port, second.port]);
    const ratio = one.reqPerSec > 0 ? Number((two.reqPerSec / one.reqPerSec).toFixed(2)) : null;
    log(
      `  one process: ${one.reqPerSec} req/s (p99 ${one.latencyMs.p99} ms) · two: ${two.reqPerSec} req/s (p99 ${two.latencyMs.p99} ms) · ×${ratio}`,
    );
    return { people: PEOPLE, one, two, ratio };
  } finally {
    await second?.stop();
    await first.stop();
  }
}
