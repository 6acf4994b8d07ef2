import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { removeExpired } from '../src/modules/jobs/expiry';
import { QUEUES, startJobs, type Jobs } from '../src/modules/jobs/jobs';
import {
  dueNotifications,
  sendNotification,
} from '../src/modules/notifications/notifications.service';
import type { AppDeps } from '../src/deps';
import { openAnotherPool } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';
import { startSmtpServer } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';
import { until } from './helpers/until';

// Two "processes": each with its own connection pool and its own job runner on one database.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
const log = pino({ level: 'silent' });
const opened: Database[] = [];
const running: Jobs[] = [];
const fast = {
  expireInSeconds: 3,
  retryDelaySeconds: 1,
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(async () => {
  for (const jobs of running) await jobs.stop().catch(() => {});
  for (const database of opened) await database.close().catch(() => {});
  await t.close();
  await smtp.close();
});

/** Another process's view of the same database, named so it can be cut off. */
async function processOnDatabase(name: string, mailer = t.deps.mailer): Promise<AppDeps> {
  const database = await openAnotherPool(t.deps.database, name);
  opened.push(database);
  return { ...t.deps, database, mailer };
}

async function jobsOf(deps: AppDeps) {
  const jobs = await startJobs({ deps, pool: deps.database.pool, log, timing: fast });
  running.push(jobs);
  return jobs;
}

async function dueReminder(): Promise<TestUser> {
  const user = await createUser(t);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/users/settings',
    headers: user.auth,
    payload: { reminderTime: '09:00', timeZone: 'UTC', weeklyReports: false },
  });
  expect(res.statusCode).toBe(200);
  return user;
}
const mailsTo = (user: TestUser) => smtp.messages.filter((m) => m.to.includes(user.email));

async function settled(jobs: Jobs, queue: string) {
  await until(
    async () => (await jobs.boss.getQueueSize(queue, { before: 'completed' })) === 0,
    `the ${queue} queue to empty`,
    30_000,
  );
}

describe('background jobs with two processes on one database', () => {
  it('registers the schedules once, in the database', async () => {
    const a = await jobsOf(await processOnDatabase('process-a'));
    await jobsOf(await processOnDatabase('process-b'));
    const names = (await a.boss.getSchedules()).map((s) => s.name).sort();
    expect(names).toEqual([QUEUES.due, QUEUES.expiry].sort());
  });

  it('send a due reminder once, however many processes find it due', async () => {
    t.setNow(new Date('2026-11-20T09:30:00Z'));
    const user = await dueReminder();
    const [a, b] = running as [Jobs, Jobs];
    // both processes' minute ticks run, and both senders race for the same message
    await a.boss.send(QUEUES.due, {});
    await b.boss.send(QUEUES.due, {});
    const due = (await dueNotifications(t.deps, t.deps.now())).find((d) => d.userId === user.id);
    expect(due).toMatchObject({ kind: 'mood-reminder', period: '2026-11-20' });
    const [depsA, depsB] = [await processOnDatabase('race-a'), await processOnDatabase('race-b')];
    const raced = await Promise.all([
      sendNotification(depsA, due!, log),
      sendNotification(depsB, due!, log),
    ]);
    await settled(a, QUEUES.due);
    await settled(a, QUEUES.notification);
    await smtp.waitForMessages(1);
    expect(mailsTo(user)).toHaveLength(1);
    expect(raced.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(mailsTo(user)[0]!.subject).toBe('Time for your MoodCraft check-in');
    // and it is no longer due
    expect((await dueNotifications(t.deps, t.deps.now())).some((d) => d.userId === user.id)).toBe(
      false,
    );
  });
});

describe('expiry', () => {
  it('removes sessions and links that can no longer be used, and keeps what is still listed', async () => {
    t.setNow(null);
    const user = await createUser(t);
    const other = await createUser(t);
    const db = t.deps.database.pool;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await db.query(`update sessions set expires_at = $1 where user_id = $2`, [ago(1), other.id]);
    await db.query(
      `insert into password_resets (user_id, token_hash, expires_at) values ($1, 'old', $2), ($1, 'live', $3)`,
      [user.id, ago(1), ago(-1)],
    );
    await db.query(
      `insert into share_links (user_id, token_hash, expires_at) values ($1, 'ended long ago', $2), ($1, 'ended last week', $3)`,
      [user.id, ago(120), ago(7)],
    );
    const removed = await removeExpired(t.deps.database.db, now);
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.passwordResets).toBe(1);
    expect(removed.shareLinks).toBe(1);
    // the person whose session is still valid is still signed in; the other is not
    const me = (u: TestUser) => t.app.inject({ url: '/api/users/profile', headers: u.auth });
    expect((await me(user)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const left = await db.query(
      `select token_hash from share_links where user_id = $1 order by token_hash`,
      [user.id],
    );
    expect(left.rows.map((r) => r.token_hash)).toEqual(['ended last week']);
    const resets = await db.query(`select token_hash from password_resets where user_id = $1`, [
      user.id,
    ]);
    expect(resets.rows.map((r) => r.token_hash)).toEqual(['live']);
  });
});
