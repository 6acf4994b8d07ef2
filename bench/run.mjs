// MoodCraft benchmark: API throughput and latency on the embedded PostgreSQL server and on an
// external one against bare-Fastify ceilings, a mixed workload of many people, memory and start-up
// time, analytics cost at scale, web bundle sizes, Lighthouse and the Mood Tracker with two years
// of entries on a phone, judged against the targets.
// Writes results/latest.json and results/latest.md and refreshes the README's Benchmarks tables.
// `npm run bench` at the root builds first; `node run.mjs` here uses the existing build.
//
// Settings (environment): BENCH_DURATION (s, default 10), BENCH_WARMUP (s, 3), BENCH_CONNECTIONS (50),
// BENCH_LIGHTHOUSE_RUNS (5), BENCH_LIGHTHOUSE_PASSES (2), BENCH_HISTORY_RUNS (5), BENCH_ONLY (comma
// list of web, core, api, scale, lighthouse, history), CHROME_PATH (/usr/bin/chromium), DATABASE_URL (a
// PostgreSQL server on which to create the run's database). `history`: a person with 1,460 entries
// (two a day for two years) on the production server's embedded database; in Chromium with a
// phone's screen and a 4× slower CPU, the time from a click to what it shows: the Mood Tracker
// link to the first entry card, switching tabs, and Log New Mood to the form.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchmarkDatabase } from './lib/api.mjs';
import { cleanupAll, installSignalHandlers, trackChild } from './lib/cleanup.mjs';
import { runHistory } from './lib/history.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { BENCH_DIR, loadCatalogue, RESULTS_DIR, ROOT } from './lib/paths.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { measureScaling, NGINX } from './lib/scale.mjs';
import { evaluateTargets, toMarkdown } from './lib/report.mjs';
import { measureWebBuild, pageInitialJs } from './lib/web-build.mjs';

const started = performance.now();
const log = (line) => process.stderr.write(`${line}\n`);
const number = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};

const settings = {
  connections: number('BENCH_CONNECTIONS', 50),
  duration: number('BENCH_DURATION', 10),
  warmup: number('BENCH_WARMUP', 3),
  lighthouseRuns: Math.max(1, number('BENCH_LIGHTHOUSE_RUNS', 5)),
  lighthousePasses: Math.max(1, number('BENCH_LIGHTHOUSE_PASSES', 2)),
  historyRuns: Math.max(1, number('BENCH_HISTORY_RUNS', 5)),
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
};
const ALL_PHASES = ['web', 'core', 'api', 'scale', 'lighthouse', 'history'];
const only = new Set(
  (process.env.BENCH_ONLY ?? ALL_PHASES.join(',')).split(',').map((s) => s.trim()),
);

const results = {
  machine: {
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    cpuCount: cpus().length,
    memoryBytes: totalmem(),
    node: process.versions.node,
    platform: `${process.platform} ${process.arch}`,
    date: new Date().toISOString(),
    loadAverageAtStart: loadavg(),
  },
  settings: { ...settings, phases: [...only] },
  lighthouseVersion: JSON.parse(
    readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version,
  api: {},
  failures: [],
};

async function phase(name, fn) {
  log(`\n▶ ${name}`);
  const t = performance.now();
  try {
    return await fn();
  } catch (error) {
    log(`✗ ${name} failed: ${error.stack ?? error.message}`);
    results.failures.push({ phase: name, message: error.message });
    return { error: error.message.split('\n')[0] };
  } finally {
    log(`  (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  }
}

function runCoreAnalytics() {
  return new Promise((resolveRun, reject) => {
    const child = trackChild(
      spawn(process.execPath, ['--expose-gc', join(BENCH_DIR, 'lib/core-analytics.mjs')], {
        cwd: BENCH_DIR,
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the analytics benchmark exited with code ${code}`));
      try {
        const data = JSON.parse(out.trim().split('\n').pop());
        delete data.sink;
        resolveRun(data);
      } catch (error) {
        reject(new Error(`the analytics benchmark printed no result: ${error.message}`));
      }
    });
  });
}

/** The JavaScript each page's HTML, as the production server sends it, asks for up front. */
async function servedPages(baseUrl) {
  const served = {};
  for (const path of ['/', '/login', '/dashboard']) {
    const html = await fetch(`${baseUrl}${path}`).then((res) => res.text());
    served[path] = pageInitialJs(html);
  }
  log(
    `  JavaScript the landing page's HTML asks for up front: ${(served['/'].js.gzip / 1000).toFixed(1)} kB gzip (${served['/'].chunks} files)`,
  );
  return served;
}

/** Lighthouse on the landing page, sign-in, and a year's dashboard and Mood Tracker. */
async function lighthousePhase(server, people) {
  log('\n▶ Lighthouse on /, /login and /dashboard (production server on its embedded database)');
  try {
    return await runLighthouse({
      baseUrl: server.url,
      runs: settings.lighthouseRuns,
      passes: settings.lighthousePasses,
      chromePath: settings.chromePath,
      log,
      assertAlive: server.assertAlive,
      pages: [
        { path: '/' },
        { path: '/login' },
        { path: '/dashboard', session: people.year, expectText: 'Welcome back' },
        { path: '/mood-tracker', session: people.year, expectText: 'Mood Timeline' },
      ],
    });
  } catch (error) {
    log(`✗ Lighthouse failed: ${error.stack ?? error.message}`);
    results.failures.push({ phase: 'Lighthouse', message: error.message });
    return { error: error.message.split('\n')[0] };
  }
}

/** The Mood Tracker with two years of entries, on a phone (production server, embedded database). */
const historyPhase = (server, catalogue) =>
  phase('Mood Tracker with 1,460 entries on a phone (4× slower CPU)', () =>
    runHistory({
      baseUrl: server.url,
      catalogue,
      chromePath: settings.chromePath,
      runs: settings.historyRuns,
      log,
      assertAlive: server.assertAlive,
    }),
  );

/** Replaces the README's tables between the bench markers. */
function updateReadme(markdown) {
  const file = join(ROOT, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) {
    log(`README.md has no ${start} … ${end} markers; left as it is`);
    return;
  }
  writeFileSync(
    file,
    `${readme.slice(0, from + start.length)}\n\n${markdown.trim()}\n\n${readme.slice(to)}`,
  );
}

async function main() {
  installSignalHandlers();
  log(
    `MoodCraft benchmark: ${[...only].join(', ')} · ${settings.connections} connections, ${settings.duration} s (+${settings.warmup} s warm-up)`,
  );

  if (only.has('web')) results.web = await phase('Web build sizes', async () => measureWebBuild());
  if (only.has('core'))
    results.core = await phase('Core analytics at 1k, 10k and 100k entries', runCoreAnalytics);

  if (only.has('api') || only.has('lighthouse') || only.has('history')) {
    const catalogue = await loadCatalogue();
    const measureLoad = only.has('api');
    results.api.embedded = await phase(
      'Embedded PostgreSQL server: start, seed, load, ceiling, restart',
      () =>
        benchmarkDatabase({
          database: 'embedded',
          catalogue,
          settings,
          measureLoad,
          log,
          whileRunning: async (server, people) => {
            if (results.web?.initial) results.web.served = await servedPages(server.url);
            return {
              lighthouse: only.has('lighthouse')
                ? await lighthousePhase(server, people)
                : undefined,
              history: only.has('history') ? await historyPhase(server, catalogue) : undefined,
            };
          },
        }),
    );
    const extra = results.api.embedded?.extra;
    delete results.api.embedded?.extra;
    if (only.has('lighthouse')) {
      results.lighthouse = extra?.lighthouse ?? {
        error: 'the server on the embedded database did not run',
      };
      for (const [page, r] of Object.entries(results.lighthouse)) {
        if (r?.scores && r.scores.performance === null) {
          results.failures.push({
            phase: 'Lighthouse',
            message: `every run on ${page} failed: ${r.runtimeError}`,
          });
        }
      }
    }
    if (only.has('history'))
      results.history = extra?.history ?? {
        error: 'the server on the embedded database did not run',
      };

    if (measureLoad) {
      const pg = await phase('PostgreSQL: create a database', createBenchDatabase);
      if (pg.skipped || pg.error) {
        log(`  PostgreSQL skipped: ${pg.skipped ?? pg.error}`);
        results.api.postgres = { database: 'postgres', skipped: pg.skipped ?? pg.error };
      } else {
        log(`  ${pg.name} on ${pg.server} (PostgreSQL ${pg.version})`);
        results.api.postgres = await phase('PostgreSQL: seed, load, ceiling', () =>
          benchmarkDatabase({
            database: 'postgres',
            databaseUrl: pg.url,
            catalogue,
            settings,
            measureLoad,
            log,
          }),
        );
        results.api.postgres.serverVersion = pg.version;
        await pg.drop();
      }
    }
    for (const db of Object.values(results.api)) {
      if (db?.serverExit)
        results.failures.push({ phase: `${db.database} server`, message: db.serverExit });
    }
    if (!measureLoad) results.api = {};
  }

  if (only.has('scale')) {
    const catalogue = await loadCatalogue();
    if (!NGINX) {
      results.scale = { skipped: 'nginx is not installed' };
    } else {
      const pg = await phase('Several processes: create a database', createBenchDatabase);
      if (pg.skipped || pg.error) {
        results.scale = { skipped: pg.skipped ?? pg.error };
      } else {
        results.scale = await phase(
          'Several processes: one and two behind nginx on PostgreSQL',
          () => measureScaling({ databaseUrl: pg.url, catalogue, settings, log }),
        );
        await pg.drop();
      }
    }
    if (results.scale.skipped) log(`  several processes skipped: ${results.scale.skipped}`);
  }

  results.durationS = Math.round((performance.now() - started) / 1000);
  results.machine.loadAverageAtEnd = loadavg();
  results.targets = evaluateTargets(results);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const report = toMarkdown(results);
  // A run of only some phases does not replace the latest full report.
  const complete = ALL_PHASES.every((p) => only.has(p));
  const [jsonFile, mdFile] = complete
    ? ['latest.json', 'latest.md']
    : ['partial.json.tmp', 'partial.md.tmp'];
  writeFileSync(join(RESULTS_DIR, jsonFile), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(RESULTS_DIR, mdFile), `${report}\n`);
  // figures that a second pass did not confirm do not replace those in the README
  const unstable = Object.entries(results.lighthouse ?? {})
    .filter(([, r]) => r?.stable === false)
    .map(([page]) => page);
  if (complete && unstable.length)
    log(`README left as it is: Lighthouse was unstable on ${unstable.join(', ')}`);
  if (complete && !unstable.length) updateReadme(toMarkdown(results, { h: 3, title: false }));
  process.stdout.write(`\n${report}\n`);
  log(
    `\nWrote bench/results/${jsonFile} and ${mdFile}${complete ? " and the README's tables" : ''} (${(results.durationS / 60).toFixed(1)} min).`,
  );
}

let code = 0;
try {
  await main();
  code = results.failures.length ? 1 : 0;
} catch (error) {
  log(`The benchmark failed: ${error.stack ?? error.message}`);
  code = 1;
} finally {
  await cleanupAll();
}
process.exit(code);
