import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { AppDeps } from '../../deps';
import {
  dueNotifications,
  sendNotification,
  type DueNotification,
} from '../notifications/notifications.service';
import { removeExpired } from './expiry';

/**
 * The background work of MoodCraft, as jobs in PostgreSQL (pg-boss, schema `pgboss`): each
 * schedule fires once per tick however many processes run, a job a process took and did not
 * finish (it crashed, or was killed) is taken again by another once it expires, and a failed one
 * is retried with back-off. See docs/decisions/0022-jobs.md.
 */
export const QUEUES = {
  /** every minute: which reminders and weekly reports are due, one job each */
  due: 'notifications-due',
  /** one e-mail */
  notification: 'notification',
  /** hourly: links, sessions and codes that can no longer be used */
  expiry: 'expired-links',
  /** on BACKUP_SCHEDULE */
  backup: 'backup',
} as const;

export type JobOptions = {
  deps: AppDeps;
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** runs one backup, when scheduled backups are on */
  backup?: { pattern: string; run: () => Promise<unknown> };
  /** shorter times for tests; the defaults suit a server */
  timing?: Partial<typeof TIMING>;
};

const TIMING = {
  /** how long a taken job may run before it counts as lost and is taken again */
  expireInSeconds: 15 * 60,
  /** the first wait before a failed job is tried again (then doubling) */
  retryDelaySeconds: 60,
  /** how often workers look for jobs */
  pollingIntervalSeconds: 5,
  /** how often lost jobs are looked for */
  maintenanceIntervalSeconds: 60,
};

export type Jobs = { boss: PgBoss; stop(): Promise<void> };

/** A message's job id is made from what it is, so queueing it twice keeps one job. */
const onceKey = (due: DueNotification) => `${due.userId}:${due.kind}:${due.period}`;

/** The server's own time zone, which BACKUP_SCHEDULE is read in. */
const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export async function startJobs(options: JobOptions): Promise<Jobs> {
  const { deps, pool, log } = options;
  const timing = { ...TIMING, ...options.timing };
  const { expireInSeconds } = timing;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: 'pgboss',
    maintenanceIntervalSeconds: timing.maintenanceIntervalSeconds,
    // finished jobs are kept a week for operators to look at, then removed
    archiveCompletedAfterSeconds: 24 * 3600,
    deleteAfterDays: 7,
  });
  // never the job's data: it names people
  boss.on('error', (error) =>
    log.error(
      { err: { message: error.message, code: (error as { code?: string }).code } },
      'A background job failed',
    ),
  );
  await boss.start();

  // a queue's settings live in the database: created by the first process, brought up to date
  // by each that starts
  const queue = async (name: string, settings: Omit<PgBoss.Queue, 'name'>) => {
    await boss.createQueue(name, { name, ...settings });
    await boss.updateQueue(name, { name, ...settings });
  };
  const retry = {
    retryLimit: 5,
    retryDelay: timing.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds,
  };
  await queue(QUEUES.due, { policy: 'short', expireInSeconds });
  // `stately`: at most one job per message waiting and one running
  await queue(QUEUES.notification, { policy: 'stately', ...retry });
  await queue(QUEUES.expiry, { policy: 'short', ...retry });
  // a backup may take long; one at a time
  await queue(QUEUES.backup, {
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: timing.retryDelaySeconds * 10,
    expireInSeconds: Math.max(expireInSeconds, 3 * 3600),
  });

  await boss.schedule(QUEUES.due, '* * * * *');
  await boss.schedule(QUEUES.expiry, '17 * * * *');
  if (options.backup)
    await boss.schedule(QUEUES.backup, options.backup.pattern, {}, { tz: serverTimeZone() });
  else await boss.unschedule(QUEUES.backup);

  const polling = { pollingIntervalSeconds: timing.pollingIntervalSeconds };
  await boss.work(QUEUES.due, polling, async () => {
    const due = await dueNotifications(deps, deps.now());
    for (const item of due)
      await boss.send(QUEUES.notification, item, { singletonKey: onceKey(item) });
  });
  await boss.work<DueNotification>(QUEUES.notification, polling, async ([job]) => {
    if (!job) return;
    try {
      await sendNotification(deps, job.data, log);
    } catch (error) {
      log.error(
        { err: error, userId: job.data.userId, kind: job.data.kind },
        'A notification could not be sent; it will be tried again',
      );
      throw error;
    }
  });
  await boss.work(QUEUES.expiry, polling, async () => {
    const removed = await removeExpired(deps.database.db, deps.now());
    log.info({ removed }, 'Removed what had expired');
  });
  const backup = options.backup;
  if (backup)
    await boss.work(QUEUES.backup, polling, async () => {
      try {
        await backup.run();
      } catch (error) {
        log.error(
          { err: error instanceof Error ? error.message : String(error) },
          'The scheduled backup failed; it will be tried again',
        );
        throw error;
      }
    });

  return {
    boss,
    // a job that is running is given time to finish; one cut off is taken again later
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 8_000 }),
  };
}
