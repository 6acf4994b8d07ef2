// The mixed workload: many people, each with a year of entries, and 50 connections spread over
// them doing what the app does all day: the dashboard's figures (60 % of requests), a month of the
// mood list (20 %), new entries (15 %) and the insights page (5 %). Its ceiling is a bare Fastify
// process that runs the same SQL through `pg` with no auth, validation, encryption or caching.
import { URLSearchParams } from 'node:url';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { onCleanup, trackChild } from './cleanup.mjs';
import { moodHistory, randomGenerator } from './generate.mjs';
import { measure } from './load.mjs';
import { ROOT } from './paths.mjs';
import { freePort } from './processes.mjs';
import { importHistory, signUpAndIn } from './seed.mjs';

const DAY_MS = 86_400_000;

/** One cycle of 20 requests, in the workload's shares, interleaved as people use the app. */
const CYCLE = [
  ...['dashboard', 'dashboard', 'list', 'dashboard', 'write', 'dashboard'],
  ...['dashboard', 'list', 'dashboard', 'write', 'dashboard', 'insights'],
  ...['dashboard', 'list', 'dashboard', 'dashboard', 'write', 'list', 'dashboard', 'dashboard'],
].map((kind) => ({ kind }));

/** Registers `count` people and imports a year of daily entries for each, a few at a time. */
export async function seedCrowd(baseUrl, catalogue, { count, concurrency = 4, log }) {
  const people = [];
  const now = new Date();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const person = await signUpAndIn(baseUrl, `Crowd Person ${i + 1}`);
      await importHistory(
        baseUrl,
        person,
        moodHistory({ days: 365, now, seed: 1000 + i, catalogue }),
      );
      people[i] = { token: person.token, userId: person.user.id };
      if ((i + 1) % 50 === 0) log(`  ${i + 1} of ${count} people seeded`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return people;
}

/** The request maker for autocannon: each request is the next of the cycle, for a random person. */
export function mixedRequests(people, catalogue, { auth }) {
  const random = randomGenerator(20261124);
  const writes = moodHistory({ days: 365, perDay: 20, seed: 11, catalogue }).map((e) =>
    JSON.stringify(e),
  );
  let step = 0;
  let written = 0;
  const now = Date.now();
  return (request) => {
    const op = CYCLE[step++ % CYCLE.length];
    const person = people[Math.floor(random.next() * people.length)];
    const headers = { ...request.headers, ...auth(person) };
    if (op.kind === 'write') {
      return {
        ...request,
        method: 'POST',
        path: '/api/moods',
        headers: { ...headers, 'content-type': 'application/json' },
        body: writes[written++ % writes.length],
      };
    }
    delete headers['content-type'];
    if (op.kind === 'list') {
      const to = new Date(now - random.int(0, 330) * DAY_MS);
      const from = new Date(to.getTime() - 30 * DAY_MS);
      // instants with their offset, as the web app sends them (a bare date is refused)
      const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
      return {
        ...request,
        method: 'GET',
        path: `/api/moods?${query}`,
        headers,
        body: undefined,
      };
    }
    if (op.kind === 'insights')
      return { ...request, method: 'GET', path: '/api/moods/insights', headers, body: undefined };
    return { ...request, method: 'GET', path: '/api/dashboard', headers, body: undefined };
  };
}

/** Starts the ceiling on the same database (the embedded server's socket, or DATABASE_URL's server). */
async function startMixedCeiling({ dataDir, databaseUrl, poolSize }) {
  const port = await freePort();
  const connection = databaseUrl
    ? { connectionString: databaseUrl }
    : (() => {
        const server = JSON.parse(readFileSync(join(dataDir, 'db-server.json'), 'utf8'));
        return {
          host: join(dataDir, 'db'),
          port: 5432,
          user: server.role,
          password: server.password,
          database: server.database,
        };
      })();
  const child = trackChild(
    spawn(
      process.execPath,
      [
        join(ROOT, 'bench/lib/mixed-ceiling.mjs'),
        String(port),
        JSON.stringify({ ...connection, max: poolSize }),
      ],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    ),
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const stop = onCleanup(`stop the mixed ceiling on port ${port}`, async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`The mixed ceiling exited: ${output}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) return { url, stop };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`The mixed ceiling did not start: ${output}`);
}

/** The mixed workload on the real server, then the same on the ceiling; figures and the ratio. */
export async function measureMixed({ server, people, catalogue, settings, databaseUrl, log }) {
  const common = {
    connections: settings.connections,
    duration: settings.duration,
    warmup: settings.warmup,
    path: '/api/moods/insights',
  };
  server.memoryPhase('the mixed workload');
  const real = await measure({
    ...common,
    baseUrl: server.url,
    setup: mixedRequests(people, catalogue, {
      auth: (p) => ({ authorization: `Bearer ${p.token}` }),
    }),
  });
  // the ceiling's connections are backends of the same database server: not the app's memory
  server.pauseMemory();
  const ceiling = await startMixedCeiling({ dataDir: server.dataDir, databaseUrl, poolSize: 10 });
  let bare;
  try {
    bare = await measure({
      ...common,
      baseUrl: ceiling.url,
      setup: mixedRequests(people, catalogue, { auth: (p) => ({ 'x-user': p.userId }) }),
    });
  } finally {
    await ceiling.stop();
    await server.resumeMemory();
  }
  const ratio = bare.reqPerSec > 0 ? Number((real.reqPerSec / bare.reqPerSec).toFixed(3)) : null;
  log(
    `  mixed workload (${people.length} people): ${real.reqPerSec} req/s (p50 ${real.latencyMs.p50} ms, p99 ${real.latencyMs.p99} ms, errors ${real.errors}, non-2xx ${real.non2xx}) · ceiling ${bare.reqPerSec} req/s · ratio ${ratio}`,
  );
  return {
    label: `Mixed workload: ${people.length} people with a year each`,
    people: people.length,
    server: real,
    ceiling: bare,
    ratio,
  };
}
