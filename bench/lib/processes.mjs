// Starting, watching and stopping the processes under test: the production server and the ceiling.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { clearInterval, clearTimeout, setInterval } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { onCleanup, tempDir, trackChild } from './cleanup.mjs';
import { ROOT } from './paths.mjs';

/** The flags `npm start` gives node (the root package.json's start script), so the server runs as it does there. */
function nodeFlags() {
  const start = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start;
  return start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** Every variable the server reads (apps/server/src/config.ts); the benchmark sets them itself. */
const SERVER_VARIABLES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'PUBLIC_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'SUPPORT_EMAIL',
  'APP_ENCRYPTION_KEY',
  'AI_PROVIDER',
  'OPENAI_BASE_URL',
  'OPENAI_API_KEY',
  'AI_MODEL',
  'CRISIS_REGION',
  'RATE_LIMIT_SCALE',
  'TRUST_PROXY',
  'BODY_TIMEOUT_S',
  'UPLOAD_TIMEOUT_S',
  'LOG_LEVEL',
];

export async function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** The pids of the embedded database server on a data directory: the postmaster and its children. */
export function databaseProcesses(dataDir) {
  let postmaster;
  try {
    postmaster = Number(readFileSync(join(dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return [];
  }
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster)
        children.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return [postmaster, ...children];
}

/**
 * Proportional set size of a process, in bytes: its private pages plus its share of the pages it
 * shares (PostgreSQL's shared buffers), so that summing it over processes counts each page once.
 */
function pssOf(pid) {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * Samples the memory of the app and of its database server processes every 200 ms; `peak()`
 * is the largest total seen, with the parts it was made of. `pause()` stops counting while another
 * process (the mixed workload's ceiling) has its own connections to the same database server:
 * their backends serve the ceiling, not the app.
 */
export function sampleMemory(appPid, dataDir) {
  let peak = { total: 0, app: 0, database: 0, databaseProcesses: 0, during: 'start' };
  let during = 'start';
  let paused = false;
  let processesAtPause = 0;
  const sample = () => {
    if (paused) return;
    const app = pssOf(appPid);
    const pids = dataDir ? databaseProcesses(dataDir) : [];
    const database = pids.reduce((sum, pid) => sum + pssOf(pid), 0);
    if (app + database > peak.total)
      peak = { total: app + database, app, database, databaseProcesses: pids.length, during };
  };
  sample();
  const timer = setInterval(sample, 200);
  timer.unref();
  return {
    peak: () => {
      sample();
      return peak;
    },
    pause: () => {
      sample();
      paused = true;
      processesAtPause = dataDir ? databaseProcesses(dataDir).length : 0;
    },
    /** resumes once the other process's backends have exited (or after 10 s) */
    resume: async () => {
      const until = Date.now() + 10_000;
      while (dataDir && databaseProcesses(dataDir).length > processesAtPause && Date.now() < until)
        await sleep(50);
      paused = false;
    },
    /** names what the server is doing from now on, so that the peak says when it was reached */
    phase: (name) => {
      sample();
      during = name;
    },
    stop: () => clearInterval(timer),
  };
}

/** Peak and current resident memory of a process, in bytes (Linux /proc). */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { peakRss: kb('VmHWM'), rss: kb('VmRSS') };
  } catch {
    return { peakRss: null, rss: null };
  }
}

function collectOutput(child, limit = 20_000) {
  let text = '';
  const keep = (chunk) => {
    text = (text + chunk.toString()).slice(-limit);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
}

async function waitForHttp(url, child, output, timeoutMs, pollMs = 150) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `the process exited with code ${child.exitCode} before answering:\n${output()}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(pollMs);
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

async function stopChild(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the production build (`node apps/server/dist/server.mjs`) on a data directory (a fresh
 * one unless given), on its embedded PostgreSQL server or, with `databaseUrl`, on that server;
 * resolves once /api/health answers, with how long that took.
 */
export async function startProductionServer({
  databaseUrl,
  dataDir = tempDir('moodcraft-bench-data-'),
  env: extraEnv = {},
} = {}) {
  const entry = join(ROOT, 'apps/server/dist/server.mjs');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const env = { ...process.env };
  for (const name of SERVER_VARIABLES) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AI_PROVIDER: 'builtin',
    // Far above any load the benchmark makes, so limits never turn requests into 429s.
    RATE_LIMIT_SCALE: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extraEnv,
  });
  const child = trackChild(
    spawn(process.execPath, [...nodeFlags(), entry], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const output = collectOutput(child);
  // An exit that the benchmark did not ask for is a finding: keep how and when, with its last words.
  let stopping = false;
  let unexpectedExit = null;
  const startedAt = Date.now();
  child.once('exit', (code, signal) => {
    if (stopping) return;
    unexpectedExit = `the production server (pid ${child.pid}) exited after ${Math.round((Date.now() - startedAt) / 1000)} s with ${signal ? `signal ${signal}` : `code ${code}`}`;
    process.stderr.write(`✗ ${unexpectedExit}; its last output:\n${output().slice(-3000)}\n`);
  });
  const stop = onCleanup(`stop the server on port ${port}`, () => {
    stopping = true;
    return stopChild(child);
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/health`, child, output, 60_000, 20);
  } catch (error) {
    await stop();
    throw new Error(`The production server did not start: ${error.message}`);
  }
  const startMs = Date.now() - startedAt;
  const memory = sampleMemory(child.pid, databaseUrl ? undefined : dataDir);
  onCleanup('stop sampling memory', async () => memory.stop());
  /** Throws when the server is gone, saying how it ended. */
  const assertAlive = () => {
    if (unexpectedExit) throw new Error(`${unexpectedExit}: ${output().slice(-500)}`);
  };
  return {
    url,
    port,
    pid: child.pid,
    child,
    dataDir,
    startMs,
    output,
    stop: async () => {
      memory.stop();
      await stop();
    },
    assertAlive,
    exitInfo: () => unexpectedExit,
    memory: () => ({ ...memoryOf(child.pid), peakTotal: memory.peak() }),
    pauseMemory: memory.pause,
    memoryPhase: memory.phase,
    resumeMemory: memory.resume,
  };
}

/** Starts the bare Fastify server that answers each endpoint with a stored body from memory. */
export async function startCeilingServer(bodiesFile) {
  const port = await freePort();
  const script = join(ROOT, 'bench/lib/ceiling-server.mjs');
  const child = trackChild(
    spawn(process.execPath, [script, String(port), bodiesFile], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const output = collectOutput(child);
  const stop = onCleanup(`stop the ceiling server on port ${port}`, () => stopChild(child, 3000));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/ready`, child, output, 20_000);
  } catch (error) {
    await stop();
    throw new Error(`The ceiling server did not start: ${error.message}`);
  }
  return { url, pid: child.pid, stop, memory: () => memoryOf(child.pid) };
}
