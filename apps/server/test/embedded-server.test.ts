import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  crash,
  databaseServerPid,
  databaseServerProcesses,
  isAlive,
  killDatabaseServer,
  killServers,
  launchServer,
  newDataDir,
  type RunningServer,
} from './helpers/server-process';
import { until } from './helpers/until';

// MoodCraft's own PostgreSQL server, as a newcomer's `npm start` runs it: made on first start,
// private, durable, stopped with the app, and found again after a crash.

afterEach(killServers);

const FIXTURE = join(import.meta.dirname, 'fixtures', 'pglite-data-dir.tar.gz');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A client of the app's database, as its own password file and socket allow. */
async function connect(dataDir: string) {
  const server = JSON.parse(readFileSync(join(dataDir, 'db-server.json'), 'utf8'));
  const client = new pg.Client({
    host: join(dataDir, 'db'),
    port: 5432,
    user: server.role,
    password: server.password,
    database: server.database,
  });
  await client.connect();
  return client;
}

async function stop(server: RunningServer) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

async function api(
  server: RunningServer,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return {
    status: res.status,
    body: res.headers.get('content-type')?.includes('json')
      ? await res.json()
      : await res.arrayBuffer(),
  };
}

async function register(server: RunningServer) {
  const res = await api(server, '/api/users', {
    method: 'POST',
    body: {
      username: 'Sam',
      email: 'sam@example.org',
      password: 'quiet-harbour-lantern-42',
      acceptTerms: true,
    },
  });
  expect(res.status).toBe(201);
  return (res.body as { data: { token: string } }).data.token;
}

/** Every entry of the person's history, read a page at a time as a client would. */
async function allMoods(server: RunningServer, token: string) {
  const entries: { id: string; notes: string }[] = [];
  for (;;) {
    const last = entries.at(-1);
    const page = await api(server, `/api/moods?limit=500${last ? `&before=${last.id}` : ''}`, {
      token,
    });
    expect(page.status).toBe(200);
    const items = page.body as { id: string; notes: string }[];
    entries.push(...items);
    if (items.length < 500) return entries;
  }
}

let moodCount = 0;
const logMood = (server: RunningServer, token: string) =>
  api(server, '/api/moods', {
    method: 'POST',
    token,
    body: {
      date: new Date(Date.UTC(2025, 0, 1) + moodCount++ * 3_600_000).toISOString(),
      score: 6,
      primaryEmotion: 'joy',
      subEmotion: 'happiness',
      notes: `entry ${moodCount}`,
    },
  });

/** Every file and folder under a path, with its mode. */
function modes(root: string): { path: string; dir: boolean; mode: number }[] {
  return readdirSync(root, { recursive: true, withFileTypes: true }).map((entry) => {
    const path = join(entry.parentPath, entry.name);
    return { path, dir: entry.isDirectory(), mode: statSync(path).mode & 0o777 };
  });
}

describe('the embedded PostgreSQL server', () => {
  it('is made on first start, private and durable, and stops with the app', async () => {
    const dataDir = newDataDir();
    const server = await launchServer({ DATA_DIR: dataDir });
    expect(server.output()).toContain('Created the database');
    const pid = databaseServerPid(dataDir)!;
    expect(pid).toBeGreaterThan(0);
    if (process.getuid?.() === 0) {
      expect(server.output()).toContain(
        'Started as root: the database server runs as an unprivileged system user',
      );
      const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1];
      expect(Number(uid), 'PostgreSQL does not run as root').not.toBe(0);
    }

    const client = await connect(dataDir);
    try {
      for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) {
        expect((await client.query(`show ${setting}`)).rows[0][setting], setting).toBe('on');
      }
      // no TCP port at all: the socket in DATA_DIR/db is the only way in
      expect((await client.query('show listen_addresses')).rows[0].listen_addresses).toBe('');
    } finally {
      await client.end();
    }

    const token = await register(server);
    expect((await logMood(server, token)).status).toBe(201);
    const open = modes(dataDir).filter(({ dir, mode }) => (dir ? mode !== 0o700 : mode & 0o077));
    expect(open, 'folders 0700 and files 0600 under DATA_DIR').toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'db-server.json')).mode & 0o777).toBe(0o600);

    await stop(server);
    expect(isAlive(pid), 'no database server is left running').toBe(false);
    expect(existsSync(join(dataDir, 'db', 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('after the app is killed, stops the server it left behind and starts cleanly', async () => {
    const dataDir = newDataDir();
    const first = await launchServer({ DATA_DIR: dataDir });
    const token = await register(first);
    expect((await logMood(first, token)).status).toBe(201);
    const orphan = databaseServerPid(dataDir)!;
    await crash(first);
    expect(isAlive(orphan), 'the database server outlives a kill -9 of the app').toBe(true);

    const second = await launchServer({ DATA_DIR: dataDir });
    expect(second.output()).toContain('Stopping the database server an earlier run left behind');
    expect(isAlive(orphan)).toBe(false);
    const moods = await api(second, '/api/moods', { token });
    expect(moods.status).toBe(200);
    expect(moods.body).toHaveLength(1);
    const pid = databaseServerPid(dataDir)!;
    await stop(second);
    expect(isAlive(pid)).toBe(false);
  }, 120_000);

  it('writes each commit to disk, and after its server is killed keeps every acknowledged write', async () => {
    const dataDir = newDataDir();
    const server = await launchServer({ DATA_DIR: dataDir });
    const token = await register(server);
    expect((await logMood(server, token)).status).toBe(201);

    // every process of the database server, traced for the calls that put data on the disk
    const group = databaseServerProcesses(dataDir);
    const trace = spawn(
      'strace',
      ['-f', '-e', 'trace=fsync,fdatasync', ...group.flatMap((p) => ['-p', String(p)])],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let traced = '';
    trace.stderr.on('data', (d) => (traced += d));
    await until(
      () => group.every((p) => traced.includes(`Process ${p} attached`)),
      'strace to attach',
    );
    const COMMITS = 20;
    for (let i = 0; i < COMMITS; i++) expect((await logMood(server, token)).status).toBe(201);
    trace.kill('SIGINT');
    await new Promise((r) => trace.once('exit', r));
    const syncs = traced.split('\n').filter((line) => /\b(fsync|fdatasync)\(/.test(line)).length;
    expect(syncs, 'each acknowledged commit was synced to disk').toBeGreaterThanOrEqual(COMMITS);

    // writes while the whole database server is killed, as by a power cut
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const notes = `during the cut ${acknowledged.length}-${Math.random()}`;
        const res = await api(server, '/api/moods', {
          method: 'POST',
          token,
          body: {
            date: new Date().toISOString(),
            score: 3,
            primaryEmotion: 'sadness',
            subEmotion: 'loneliness',
            notes,
          },
        }).catch(() => ({ status: 0 }));
        if (res.status === 201) acknowledged.push(notes);
        else await sleep(20);
      }
    })();
    await until(() => acknowledged.length >= 10, 'writes before the cut');
    await killDatabaseServer(dataDir);
    const afterCut = acknowledged.length;
    await until(
      () => acknowledged.length >= afterCut + 10,
      'writes acknowledged once the server is back',
    );
    writing = false;
    await writer;
    expect(server.output()).toContain(
      'The database server stopped unexpectedly; starting it again',
    );

    const present = new Set((await allMoods(server, token)).map((m) => m.notes));
    for (const notes of acknowledged) expect(present.has(notes), notes).toBe(true);
    await stop(server);
  }, 180_000);
});

describe('the upgrade from the PGlite data directory of earlier versions', () => {
  const unpack = () => {
    const dataDir = newDataDir();
    const untar = spawnSync('tar', ['xzf', FIXTURE, '-C', dataDir]);
    expect(untar.status).toBe(0);
    return dataDir;
  };

  /** What the fixture's two people wrote with the earlier version, read through the API. */
  async function expectEverythingThere(server: RunningServer) {
    for (const [name, dark] of [
      ['Ada', false],
      ['Ben', true],
    ] as const) {
      const login = await api(server, '/api/users/login', {
        method: 'POST',
        body: { email: `${name.toLowerCase()}@example.org`, password: `calm-river-${name}-2026!` },
      });
      expect(login.status, `${name} signs in with the same password`).toBe(200);
      const token = (login.body as { token: string }).token;
      const moods = (await api(server, '/api/moods', { token })).body as { notes: string }[];
      expect(moods).toHaveLength(40);
      expect(moods.map((m) => m.notes)).toContain(`${name} day 0: a walk by the river`);
      const plan = (await api(server, '/api/safety-plan', { token })).body as {
        reasonsForLiving: string[];
      };
      expect(plan.reasonsForLiving).toEqual(['My dog']);
      const crafts = (await api(server, '/api/creative-crafts', { token })).body as {
        type: string;
        content: string;
        title: string;
      }[];
      expect(crafts.find((c) => c.type === 'writing')?.content).toBe('The rain was soft today.');
      const drawing = await api(server, crafts.find((c) => c.type === 'drawing')!.content);
      expect(drawing.status).toBe(200);
      expect(
        Buffer.from(drawing.body as ArrayBuffer)
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
      const history = (await api(server, '/api/ai/history', { token })).body as {
        content: string;
      }[];
      expect(history.map((m) => m.content)).toContain('I had a good walk today');
      const settings = (await api(server, '/api/users/settings', { token })).body as {
        darkMode: boolean;
      };
      expect(settings.darkMode).toBe(dark);
    }
  }

  it('moves every row into the new server once, keeping the old folder as a backup', async () => {
    const dataDir = unpack();
    const first = await launchServer({ DATA_DIR: dataDir });
    expect(first.output()).toContain('Upgraded the database: every row is in the new server');
    expect(existsSync(join(dataDir, 'db-pglite-backup', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'db-upgrade.json'))).toBe(false);
    await expectEverythingThere(first);
    await stop(first);

    const second = await launchServer({ DATA_DIR: dataDir });
    expect(second.output()).not.toContain('Upgrading the database');
    expect(second.output()).toContain(
      'The database from before the upgrade is kept here; delete it once you no longer need it',
    );
    await expectEverythingThere(second);
    await stop(second);
  }, 180_000);

  it('starts an interrupted upgrade again from the backup', async () => {
    const dataDir = unpack();
    const first = await launchServer({ DATA_DIR: dataDir });
    await stop(first);
    // as if the app had died half-way through: the marker is back and the new cluster is suspect
    writeFileSync(join(dataDir, 'db-upgrade.json'), '{}\n', { mode: 0o600 });
    const second = await launchServer({ DATA_DIR: dataDir });
    expect(second.output()).toContain(
      'An earlier upgrade of the database did not finish; starting it again from the backup',
    );
    expect(second.output()).toContain('Upgraded the database');
    await expectEverythingThere(second);
    await stop(second);
  }, 180_000);
});
