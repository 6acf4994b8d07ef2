import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { contactMessages } from '../src/db/schema';

const SERVER_ROOT = resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

function start(env: Record<string, string>) {
  // one process (no tsx wrapper), so SIGKILL really kills the server
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The server did not become healthy');
}

describe('the server process', () => {
  it('exits with a clear message on a bad configuration', async () => {
    const { exited, output } = start({ PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'mc-proc-')) });
    expect(await exited).toBe(1);
    expect(output()).toContain('PORT must be a number');
  });

  it('refuses a second process on the same data directory, survives kill -9 and shuts down on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-proc-'));
    const port = await freePort();
    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port);
    const contact = { name: 'Kim', email: 'kim@example.org', subject: 'Hello', message: 'Kept after a crash?' };
    const sent = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contact),
    });
    expect(sent.status).toBe(200);

    const second = start({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another MoodCraft process \(pid \d+\) is already using the data directory/);

    first.child.kill('SIGKILL');
    await first.exited;

    const port2 = await freePort();
    const third = start({ PORT: String(port2), DATA_DIR: dataDir });
    expect(await waitForHealth(port2)).toMatchObject({ status: 'ok', db: 'ok' });

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(third.output()).toContain('Shutting down');

    // The message acknowledged before the kill -9 is still there.
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    const rows = await database.db.select().from(contactMessages);
    await database.close();
    expect(rows).toHaveLength(1);
  }, 90_000);
});
