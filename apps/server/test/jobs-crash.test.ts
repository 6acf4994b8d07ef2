import { spawn } from 'node:child_process';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { pino } from 'pino';
import { inject } from 'vitest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { QUEUES, startJobs, type Jobs } from '../src/modules/jobs/jobs';
import { withDatabase } from './helpers/database';
import { createUser } from './helpers/factories';
import { startSmtpServer } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';
import { until } from './helpers/until';

// A process that dies in the middle of sending a reminder (SIGKILL, as a crash would) leaves its
// job to another process, and the reminder still goes out once.
const timing = {
  expireInSeconds: 3,
  retryDelaySeconds: 1,
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
};
const NOW = '2026-11-21T09:30:00Z';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let survivor: Jobs | undefined;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
  t.setNow(new Date(NOW));
});
afterAll(async () => {
  await survivor?.stop();
  await t?.close();
  await smtp?.close();
});

it('a reminder whose process was killed while sending it is sent once by another', async () => {
  const user = await createUser(t);
  await t.app.inject({
    method: 'PUT',
    url: '/api/users/settings',
    headers: user.auth,
    payload: { reminderTime: '09:00', timeZone: 'UTC', weeklyReports: false },
  });

  // a mail server that takes the connection and never answers
  const held: Socket[] = [];
  let connected!: () => void;
  const reached = new Promise<void>((resolve) => (connected = resolve));
  const silent = createServer((socket) => {
    held.push(socket);
    connected();
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as { port: number };

  const { connection } = inject('databaseServer');
  const name = (await t.deps.database.pool.query('select current_database() as name')).rows[0].name;
  const database = connection.connectionString
    ? { connectionString: withDatabase(connection.connectionString, name) }
    : { ...connection, database: name };
  const doomed = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'fixtures', 'jobs-process.ts')],
    {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATABASE: JSON.stringify(database),
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        NOW,
        TIMING: JSON.stringify(timing),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  doomed.stdout!.on('data', (d) => (output += d));
  doomed.stderr!.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => doomed.once('exit', resolve));
  await Promise.race([
    reached,
    exited.then(() => {
      throw new Error(`The jobs process exited early:\n${output}`);
    }),
  ]);

  const active = await until(async () => {
    const { rows } = await t.deps.database.pool.query(
      `select id from pgboss.job where name = $1 and state = 'active' and data->>'userId' = $2`,
      [QUEUES.notification, user.id],
    );
    return rows[0]?.id as string | undefined;
  }, 'the reminder to be taken');
  doomed.kill('SIGKILL');
  await exited;
  for (const socket of held) socket.destroy();
  silent.close();
  expect(smtp.messages.filter((m) => m.to.includes(user.email))).toHaveLength(0);

  // the other process takes the job again once it has expired, and sends it
  survivor = await startJobs({
    deps: t.deps,
    pool: t.deps.database.pool,
    log: pino({ level: 'silent' }),
    timing,
  });
  const job = await until(
    async () => {
      const found = await survivor!.boss.getJobById(QUEUES.notification, active);
      return found?.state === 'completed' ? found : undefined;
    },
    'the lost job to be done again',
    60_000,
  );
  expect(job.retryCount).toBeGreaterThanOrEqual(1);
  await smtp.waitForMessages(1);
  expect(smtp.messages.filter((m) => m.to.includes(user.email))).toHaveLength(1);
}, 120_000);
