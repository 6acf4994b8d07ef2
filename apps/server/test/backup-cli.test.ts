import { spawn } from 'node:child_process';
import { copyFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  killServers,
  launchServer,
  newDataDir,
  type RunningServer,
} from './helpers/server-process';

const SERVER_ROOT = resolve(import.meta.dirname, '..');

afterEach(killServers);

/** `npm run backup` / `npm run restore -- FILE` as the operator runs them (the command, unbuilt). */
function tool(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/backup-cli.ts', ...args], {
    cwd: SERVER_ROOT,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise<{ code: number | null; output: string }>((done) =>
    child.once('exit', (code) => done({ code, output })),
  );
}

const json = (server: RunningServer, path: string, body?: object, token?: string) =>
  fetch(`${server.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

describe('npm run backup and npm run restore', () => {
  it('backs up a running server and restores it into a new data directory that then serves it', async () => {
    const dataDir = newDataDir();
    const first = await launchServer({ DATA_DIR: dataDir, BACKUP_SCHEDULE: 'off' });
    const person = { email: 'rosa@example.org', password: 'lantern-orchard-4471' };
    expect(
      (await json(first, '/api/users', { username: 'Rosa', ...person, acceptTerms: true })).status,
    ).toBe(201);
    const { token } = (await (await json(first, '/api/users/login', person)).json()) as {
      token: string;
    };
    const entry = {
      date: '2026-11-20T09:00:00.000Z',
      primaryEmotion: 'joy',
      subEmotion: 'happiness',
      score: 7,
      factors: [],
      notes: 'the walk by the river',
    };
    expect((await json(first, '/api/moods', entry, token)).status).toBe(201);

    // while the server runs, on its embedded database
    const made = await tool(['backup'], { DATA_DIR: dataDir });
    expect(made.output).toContain('Backup written:');
    expect(made.code).toBe(0);
    const [file] = readdirSync(join(dataDir, 'backups'));
    expect(file).toMatch(/^moodcraft-backup-.*\.tar\.gz$/);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // without the key, the restore says what it needs and changes nothing
    const restored = newDataDir();
    const backup = join(dataDir, 'backups', file!);
    const keyless = await tool(['restore', backup], { DATA_DIR: restored });
    expect(keyless.code).toBe(1);
    expect(keyless.output).toContain('There is no encryption key');
    expect(readdirSync(restored)).toEqual([]);

    copyFileSync(join(dataDir, 'secret.key'), join(restored, 'secret.key'));
    const back = await tool(['restore', backup], { DATA_DIR: restored });
    expect(back.output).toContain('Restored moodcraft-backup-');
    expect(back.code).toBe(0);

    const second = await launchServer({ DATA_DIR: restored, BACKUP_SCHEDULE: 'off' });
    const signedIn = await json(second, '/api/users/login', person);
    expect(signedIn.status).toBe(200);
    const { token: again } = (await signedIn.json()) as { token: string };
    const moods = await (await json(second, '/api/moods', undefined, again)).text();
    expect(moods).toContain('the walk by the river');
  }, 180_000);
});
