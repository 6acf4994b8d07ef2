// API throughput and latency on one database, each endpoint next to its ceiling.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { tempDir } from './cleanup.mjs';
import { moodHistory } from './generate.mjs';
import { cycle, measure } from './load.mjs';
import { measureMixed, seedCrowd } from './mixed.mjs';
import { startCeilingServer, startProductionServer } from './processes.mjs';
import { call, seedPeople } from './seed.mjs';

/** Everyday things people tell Mood Friend (nothing that signals risk: that path is a fixed reply). */
const CHAT_LINES = [
  'I feel a bit anxious about the meeting tomorrow.',
  'Today was actually pretty good, I went for a run by the river.',
  'I am tired and I cannot focus on anything at work.',
  'My sister visited and we laughed a lot, it was lovely.',
  'I keep worrying about money lately.',
  'I could not sleep well last night and everything feels slow.',
  'Feeling calm after some meditation this morning.',
  'Work was stressful but I handled it better than last week.',
  'I am bored and a little lonely this evening.',
  'Can you suggest something creative I could try today?',
  'I had an argument with my partner and I feel frustrated.',
  'I finished a painting and I feel proud of it.',
];

function chatBodies() {
  const bodies = [];
  for (const [i, line] of CHAT_LINES.entries()) {
    bodies.push(JSON.stringify({ messages: [{ role: 'user', content: line }] }));
    const earlier = CHAT_LINES[(i + 5) % CHAT_LINES.length];
    bodies.push(
      JSON.stringify({
        messages: [
          { role: 'user', content: earlier },
          {
            role: 'assistant',
            content: 'Thank you for telling me. What do you think made the biggest difference?',
          },
          { role: 'user', content: line },
        ],
      }),
    );
  }
  return bodies;
}

/** Each request as the next of many people, with the next body. */
function crowdRequests(crowd, bodies) {
  const nextBody = cycle(bodies);
  let turn = 0;
  return (request) => ({
    ...request,
    headers: {
      ...request.headers,
      'content-type': 'application/json',
      authorization: `Bearer ${crowd[turn++ % crowd.length].token}`,
    },
    body: nextBody(),
  });
}

const ratio = (server, ceiling) => (ceiling > 0 ? Number((server / ceiling).toFixed(3)) : null);

/** People in the mixed workload, each with a year of entries. */
const CROWD = 200;

/**
 * Starts the production server on one database, seeds it through the API and measures every
 * endpoint at 50 connections (and the ten-year insights also at 1 connection), each followed by
 * the ceiling for the same answer, then the mixed workload of many people against its own
 * ceiling. `whileRunning(server, people)` runs before the server stops. On the embedded server,
 * also how long a first start (with initdb) and a restart take to answer /api/health.
 */
export async function benchmarkDatabase({
  database,
  databaseUrl,
  catalogue,
  settings,
  log,
  whileRunning,
  measureLoad = true,
}) {
  const server = await startProductionServer({ databaseUrl });
  log(`  first start to healthy: ${(server.startMs / 1000).toFixed(2)} s`);
  let stopped = false;
  try {
    log(`  server up on ${server.url} (pid ${server.pid}); seeding through the API…`);
    const seedStarted = performance.now();
    server.memoryPhase('seeding');
    const people = await seedPeople(server.url, catalogue);
    const seedMs = performance.now() - seedStarted;
    log(
      `  seeded 365 + 3,650 entries in ${(seedMs / 1000).toFixed(1)} s (imports: ${people.imports.year.ms.toFixed(0)} ms, ${people.imports.decade.ms.toFixed(0)} ms)`,
    );

    let results = {};
    let crowdSeedMs;
    if (measureLoad) {
      const crowdStarted = performance.now();
      server.memoryPhase('seeding 200 people');
      const crowd = await seedCrowd(server.url, catalogue, { count: CROWD, log });
      crowdSeedMs = performance.now() - crowdStarted;
      log(`  seeded ${CROWD} people with a year each in ${(crowdSeedMs / 1000).toFixed(1)} s`);
      results = await loadEndpoints(server, { ...people, crowd }, catalogue, settings, log);
      results.mixed = await measureMixed({
        server,
        people: crowd,
        catalogue,
        settings,
        databaseUrl,
        log,
      });
    }
    const memory = server.memory();
    log(
      `  server peak RSS ${(memory.peakRss / 2 ** 20).toFixed(0)} MiB; app and database together at most ${(memory.peakTotal.total / 2 ** 20).toFixed(0)} MiB (PSS)`,
    );
    const extra = whileRunning ? await whileRunning(server, people) : undefined;
    let restartMs;
    if (!databaseUrl) {
      await server.stop();
      stopped = true;
      const again = await startProductionServer({ dataDir: server.dataDir });
      restartMs = again.startMs;
      await again.stop();
      log(`  restart to healthy: ${(restartMs / 1000).toFixed(2)} s`);
    }
    return {
      database,
      seed: {
        ms: Math.round(seedMs),
        yearEntries: 365,
        decadeEntries: 3650,
        importMs: {
          year: Math.round(people.imports.year.ms),
          decade: Math.round(people.imports.decade.ms),
        },
      },
      crowd:
        crowdSeedMs === undefined ? undefined : { people: CROWD, seedMs: Math.round(crowdSeedMs) },
      endpoints: results,
      peakRssBytes: memory.peakRss,
      peakMemory: memory.peakTotal,
      startMs: { first: server.startMs, restart: restartMs },
      serverExit: server.exitInfo(),
      extra,
    };
  } finally {
    if (!stopped) await server.stop();
  }
}

/** Each endpoint at 50 connections next to its ceiling; the ten-year insights also at 1 connection. */
async function loadEndpoints(server, people, catalogue, settings, log) {
  const newMoods = moodHistory({ days: 365, perDay: 60, seed: 7, catalogue }).map((e) =>
    JSON.stringify(e),
  );
  const chats = chatBodies();
  const endpoints = [
    {
      key: 'listMoods',
      label: 'GET /api/moods?limit=100 (a page of a year’s entries)',
      method: 'GET',
      path: '/api/moods?limit=100',
      person: people.year,
    },
    {
      key: 'insights',
      label: 'GET /api/moods/insights (ten years: 3,650 entries)',
      method: 'GET',
      path: '/api/moods/insights',
      person: people.decade,
    },
    // writes come from many people at once, as they do: one person does not log fifty moods at a time
    {
      key: 'createMood',
      label: `POST /api/moods (${people.crowd.length} people)`,
      method: 'POST',
      path: '/api/moods',
      person: people.writer,
      crowd: people.crowd,
      bodies: newMoods,
    },
    {
      key: 'chat',
      label: `POST /api/ai/chat (builtin companion, ${people.crowd.length} people)`,
      method: 'POST',
      path: '/api/ai/chat',
      person: people.year,
      crowd: people.crowd,
      bodies: chats,
    },
  ];

  // The ceiling serves exactly what the real server answered, once, for each endpoint.
  const answers = {};
  for (const e of endpoints) {
    const res = await call(server.url, e.method, e.path, {
      token: e.person.token,
      body: e.bodies?.[e.bodies.length - 1],
    });
    answers[e.key] = res.text;
    e.responseBytes = Buffer.byteLength(res.text);
  }
  if (JSON.parse(answers.chat).crisis)
    throw new Error('The companion answered an everyday message with the crisis reply');
  const bodiesFile = join(tempDir('moodcraft-bench-ceiling-'), 'bodies.json');
  writeFileSync(
    bodiesFile,
    JSON.stringify({
      moods: answers.listMoods,
      insights: answers.insights,
      created: answers.createMood,
      chat: answers.chat,
    }),
  );
  const ceiling = await startCeilingServer(bodiesFile);

  const results = {};
  const common = { duration: settings.duration, warmup: settings.warmup };
  try {
    for (const e of endpoints) {
      const run = { method: e.method, path: e.path, ...common };
      const headers = { authorization: `Bearer ${e.person.token}` };
      server.memoryPhase(e.label);
      const real = await measure({
        ...run,
        baseUrl: server.url,
        headers,
        connections: settings.connections,
        ...(e.crowd
          ? { setup: crowdRequests(e.crowd, e.bodies) }
          : { nextBody: e.bodies ? cycle(e.bodies) : undefined }),
      });
      const bare = await measure({
        ...run,
        baseUrl: ceiling.url,
        connections: settings.connections,
        nextBody: e.bodies ? cycle(e.bodies) : undefined,
      });
      results[e.key] = {
        label: e.label,
        responseBytes: e.responseBytes,
        server: real,
        ceiling: bare,
        ratio: ratio(real.reqPerSec, bare.reqPerSec),
      };
      log(
        `  ${e.label}: ${real.reqPerSec} req/s (p50 ${real.latencyMs.p50} ms, p99 ${real.latencyMs.p99} ms, ` +
          `errors ${real.errors}, non-2xx ${real.non2xx}) · ceiling ${bare.reqPerSec} req/s · ratio ${results[e.key].ratio}`,
      );
      if (e.key === 'insights') {
        const single = await measure({ ...run, baseUrl: server.url, headers, connections: 1 });
        results.insightsSingle = {
          label: `${e.label}, 1 connection`,
          responseBytes: e.responseBytes,
          server: single,
        };
        log(
          `  ${e.label} at 1 connection: p50 ${single.latencyMs.p50} ms, p99 ${single.latencyMs.p99} ms, ${single.reqPerSec} req/s`,
        );
      }
    }
  } finally {
    await ceiling.stop();
  }
  return results;
}
