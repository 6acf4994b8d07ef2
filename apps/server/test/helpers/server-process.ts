import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SERVER_ROOT = resolve(import.meta.dirname, '..', '..');

/** A port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });

export type ServerProcess = {
  child: ChildProcess;
  /** the exit code, or null when a signal ended the process */
  exited: Promise<number | null>;
  /** everything the process wrote to stdout and stderr so far */
  output: () => string;
};

const running = new Map<ChildProcess, Promise<unknown>>();
const dataDirs: string[] = [];

/** A fresh, empty data directory, removed by `killServers`. */
export function newDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'mc-process-'));
  dataDirs.push(dir);
  return dir;
}

/** The pid of the embedded database server running on a data directory, if one runs. */
export function databaseServerPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** Whether a process with this pid runs. */
export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The embedded database server's processes: the postmaster and its children (each in a group of its own). */
export function databaseServerProcesses(dataDir: string): number[] {
  const pid = databaseServerPid(dataDir);
  if (!pid) return [];
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid; // the parent
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children];
}

/**
 * Kills the embedded database server of a data directory at once, every process of it, as a
 * power cut would; resolves when they are gone.
 */
export async function killDatabaseServer(dataDir: string) {
  const pids = databaseServerProcesses(dataDir);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  for (let i = 0; i < 200 && pids.some(isAlive); i++) await new Promise((r) => setTimeout(r, 50));
}

/**
 * Kills every server process a test started and left running, and the database servers they
 * leave behind when killed, then removes their data directories.
 */
export async function killServers() {
  for (const child of running.keys()) child.kill('SIGKILL');
  await Promise.all(running.values());
  for (const dir of dataDirs.splice(0)) {
    await killDatabaseServer(dir);
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts `src/server.ts` as one process (no tsx wrapper), so SIGKILL really kills the server.
 * It runs on the embedded database in DATA_DIR unless the caller names another.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      running.delete(child);
      done(code);
    }),
  );
  running.set(child, exited);
  return { child, exited, output: () => output };
}

/** Polls /api/health until it answers 200; returns its body. */
export async function waitForHealth(
  port: number,
  timeoutMs = 30_000,
  server?: ServerProcess,
): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && (server.child.exitCode !== null || server.child.signalCode !== null)) {
      throw new Error(`The server exited before it was healthy:\n${server.output()}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return await res.json();
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not become healthy${server ? `:\n${server.output()}` : ''}`);
}

export type RunningServer = ServerProcess & { port: number; url: string; health: unknown };

/** Starts the server on a free port and waits until it is healthy; fails fast if it exits instead. */
export async function launchServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const server = startServer({ ...env, PORT: String(port) });
  const health = await waitForHealth(port, 45_000, server);
  return { ...server, port, url: `http://127.0.0.1:${port}`, health };
}

/** Kills the process with SIGKILL, as a crash or `kill -9` would, and waits until it is gone. */
export async function crash(server: ServerProcess) {
  server.child.kill('SIGKILL');
  await server.exited;
}
