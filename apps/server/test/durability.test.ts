import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  crash,
  freePort,
  killServers,
  launchServer,
  newDataDir,
  startServer,
  waitForHealth,
  type RunningServer,
} from './helpers/server-process';

// The embedded database must keep every write it acknowledged through a kill -9, start again
// without a manual step, and never let a second process into a data directory in use.

const ROUNDS = 5;
/** On a busy machine the rounds after MIN_ROUNDS are skipped once BUDGET_MS has gone. */
const MIN_ROUNDS = 3;
const BUDGET_MS = 50_000;
const CLIENTS = 4;
const FIRST_DATE = Date.UTC(2024, 0, 1, 8);

/** Start-up lines that would mean the database needed (or failed) a repair. */
const TROUBLE =
  /could not start|PANIC|FATAL|corrupt|invalid (record|checkpoint|page)|could not (open|read|locate)|"level":(50|60)/i;

afterEach(killServers);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

type Written = { date: string; score: number };

/** Every mood the test tried to log, by its (unique) note. */
const attempted = new Map<string, Written>();
let sequence = 0;

/**
 * Several clients log moods as fast as the server answers until it dies. Each write whose 201
 * arrived is acknowledged; the ones in flight at the kill are unknown.
 */
function writeStream(server: RunningServer, token: string, round: number) {
  const acknowledged = new Set<string>();
  const unexpected: string[] = [];
  const client = async (c: number) => {
    for (let n = 0; ; n++) {
      const notes = `round ${round}, client ${c}, mood ${n}`;
      const mood = {
        date: new Date(FIRST_DATE + sequence++ * 60_000).toISOString(),
        score: 1 + (n % 10),
      };
      attempted.set(notes, mood);
      let res: Response;
      try {
        res = await fetch(`${server.url}/api/moods`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ ...mood, primaryEmotion: 'joy', subEmotion: 'happiness', notes }),
        });
      } catch {
        return; // the server is gone
      }
      if (res.status === 201) acknowledged.add(notes);
      else unexpected.push(`${res.status} ${await res.text().catch(() => '')}`);
      await res.body?.cancel().catch(() => {});
    }
  };
  const done = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  return { acknowledged, unexpected, done };
}

async function waitUntil(condition: () => boolean, what: string, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(5);
  }
}

async function register(server: RunningServer) {
  const res = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'Robin',
      email: 'robin@example.org',
      password: 'quiet-harbour-lantern-42',
      acceptTerms: true,
    }),
  });
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: { token: string } };
  return data.token;
}

async function readMoods(server: RunningServer, token: string) {
  // every entry, a page at a time
  const entries: { id: string; notes: string; date: string; score: number }[] = [];
  for (;;) {
    const before = entries.length ? `&before=${entries[entries.length - 1]!.id}` : '';
    const res = await fetch(`${server.url}/api/moods?limit=500${before}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status, 'the session survives the crash').toBe(200);
    const page = (await res.json()) as typeof entries;
    entries.push(...page);
    if (page.length < 500) break;
  }
  const byNotes = new Map(entries.map((e) => [e.notes, { date: e.date, score: e.score }] as const));
  expect(byNotes.size, 'no entry is there twice').toBe(entries.length);
  return byNotes;
}

/** The pid the lock file names (it is followed by the holder's start time). */
const lockHolder = (lockFile: string) => readFileSync(lockFile, 'utf8').split(' ')[0];

/** A second server on the same data directory, started while the first is alive, must refuse. */
async function expectRivalRefused(dataDir: string, holder: RunningServer) {
  const lockFile = join(dataDir, 'moodcraft.lock');
  expect(lockHolder(lockFile)).toBe(String(holder.child.pid));
  const rival = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
  expect(await rival.exited).toBe(1);
  expect(rival.output()).toContain(
    `Another MoodCraft process (pid ${holder.child.pid}) is already using the data directory`,
  );
  expect(rival.output()).not.toContain('MoodCraft is ready');
  expect(lockHolder(lockFile), 'the lock still names the first process').toBe(
    String(holder.child.pid),
  );
}

/** After a crash, two servers started at once on the same data directory: exactly one may run. */
async function startTwoAtOnce(dataDir: string): Promise<RunningServer> {
  const pair = await Promise.all(
    [0, 1].map(async () => {
      const port = await freePort();
      const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
      return { ...server, port, url: `http://127.0.0.1:${port}`, health: undefined as unknown };
    }),
  );
  const outcomes = await Promise.all(
    pair.map((server) =>
      waitForHealth(server.port, 45_000, server).then(
        (health) => Object.assign(server, { health }),
        () => null,
      ),
    ),
  );
  const running = outcomes.filter((server) => server !== null);
  expect(running, 'exactly one of two servers started at once runs').toHaveLength(1);
  const winner = running[0]!;
  const loser = pair.find((server) => server !== winner)!;
  expect(await loser.exited).toBe(1);
  expect(loser.output()).toContain(`Another MoodCraft process (pid ${winner.child.pid})`);
  return winner;
}

async function start(dataDir: string, twoAtOnce = false) {
  const server = twoAtOnce
    ? await startTwoAtOnce(dataDir)
    : await launchServer({ DATA_DIR: dataDir });
  expect(server.health).toMatchObject({ status: 'ok', db: 'ok' });
  // the log line may arrive a moment after the first health answer
  await waitUntil(() => server.output().includes('MoodCraft is ready'), 'the ready line', 10_000);
  expect(server.output()).not.toMatch(TROUBLE);
  return server;
}

describe('the embedded database under kill -9', () => {
  it('keeps every acknowledged write through repeated crashes and refuses a second process', async () => {
    const started = Date.now();
    const dataDir = newDataDir();
    let server = await start(dataDir);
    const token = await register(server);
    /** what the database held at the last check */
    let known = new Map<string, Written>();

    for (let round = 1; round <= ROUNDS; round++) {
      if (round > MIN_ROUNDS && Date.now() - started > BUDGET_MS) break;
      const stream = writeStream(server, token, round);
      if (round === 2) {
        await waitUntil(() => stream.acknowledged.size > 0, 'a first write');
        await expectRivalRefused(dataDir, server);
        // The first process keeps serving: writes are still acknowledged after the refusal.
        const before = stream.acknowledged.size;
        await waitUntil(() => stream.acknowledged.size > before + 5, 'writes after the refusal');
      }
      // Kill at a random moment: after some acknowledged writes, then a few milliseconds more.
      const target = randomInt(5, 100);
      await waitUntil(() => stream.acknowledged.size >= target, `${target} acknowledged writes`);
      await sleep(randomInt(0, 30));
      await crash(server);
      await stream.done;
      expect(stream.unexpected).toEqual([]);
      const unknown = [...attempted.keys()].filter(
        (notes) => notes.startsWith(`round ${round},`) && !stream.acknowledged.has(notes),
      );

      // No manual step: the dead process's lock is taken over and the database opens as it is.
      expect(lockHolder(join(dataDir, 'moodcraft.lock'))).toBe(String(server.child.pid));
      server = await start(dataDir, round === 3);
      const present = await readMoods(server, token);

      for (const notes of [...known.keys(), ...stream.acknowledged]) {
        expect(present.get(notes), `acknowledged write "${notes}"`).toEqual({
          date: attempted.get(notes)!.date,
          score: attempted.get(notes)!.score,
        });
      }
      const extra = [...present.keys()].filter(
        (notes) => !known.has(notes) && !stream.acknowledged.has(notes),
      );
      expect(unknown, 'only writes in flight at the kill may or may not be there').toEqual(
        expect.arrayContaining(extra),
      );
      console.info(
        `round ${round}: ${stream.acknowledged.size} acknowledged, ${unknown.length} in flight ` +
          `(${extra.length} of them kept), ${present.size} entries in all`,
      );
      known = present;
    }

    // After all the crashes the server still shuts down cleanly and releases the directory.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, 'moodcraft.lock'))).toBe(false);
  }, 120_000);
});
