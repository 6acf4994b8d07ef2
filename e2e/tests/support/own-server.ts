// A MoodCraft server of a test's own (its own data directory and settings), beside the suite's.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** Polls until `check` answers true; throws naming `what` after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not come up`);
}

/** Starts the production build on `port` with `env`; resolves once it is healthy. */
export async function startOwnServer(port: number, env: Record<string, string>) {
  const work = mkdtempSync(join(tmpdir(), 'moodcraft-own-'));
  const dataDir = join(work, 'app');
  // passable by the database server's own user when the tests run as root
  chmodSync(work, 0o711);
  mkdirSync(dataDir, { mode: 0o711 });
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'apps/server/dist/server.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      BACKUP_SCHEDULE: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((r) => child.once('exit', r));
  // a first start creates its database: on a loaded machine that takes a while
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`MoodCraft exited:\n${errors}`);
      return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
    },
    'MoodCraft',
    90_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${errors}`);
  });
  return {
    dataDir,
    /** SIGTERM: it stops its embedded database cleanly */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    /** SIGKILL, as a crash or `kill -9` would */
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Free loopback ports, found synchronously (a spec's settings are fixed when it loads). */
export function freePortsSync(count: number): number[] {
  return JSON.parse(
    execFileSync(process.execPath, [
      '-e',
      `const net=require('net');const free=()=>new Promise(r=>{const s=net.createServer().listen(0,'127.0.0.1',()=>{const p=s.address().port;s.close(()=>r(p))})});Promise.all(Array.from({length:${count}},free)).then(p=>console.log(JSON.stringify(p)))`,
    ]).toString(),
  ) as number[];
}
