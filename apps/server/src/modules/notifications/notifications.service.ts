import { and, eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  averageMood,
  emotionDistribution,
  factorImpact,
  trendOf,
} from '@moodcraft/core/moods/analytics';
import { emotionLabel } from '@moodcraft/core/emotions/catalogue';
import { dayKey } from '@moodcraft/core/stats/days';
import type { AppDeps } from '../../deps';
import { sentNotifications, userSettings, users } from '../../db/schema';
import { hmac, safeEqual } from '../../lib/tokens';
import { listMoodFacts } from '../moods/moods.repository';

export type NotificationKind = 'mood-reminder' | 'weekly-report';
const WEEKLY_REPORT_TIME = '09:00';
const DAY = 86_400_000;

const signingKey = (deps: AppDeps, keyId?: string) =>
  deps.encryption.deriveKey('unsubscribe', keyId);

export function unsubscribeUrl(deps: AppDeps, userId: string, kind: NotificationKind) {
  const sig = hmac(signingKey(deps), `${userId}.${kind}`);
  return `${deps.config.PUBLIC_URL}/api/notifications/unsubscribe?u=${userId}&k=${kind}&sig=${sig}`;
}

export function verifyUnsubscribe(deps: AppDeps, userId: string, kind: string, sig: string) {
  // a link in an e-mail sent before a key rotation still works while the old key is listed
  return deps.encryption.keyIds.some((keyId) =>
    safeEqual(sig, hmac(signingKey(deps, keyId), `${userId}.${kind}`)),
  );
}

/** The person's wall clock: day, HH:MM and weekday (0 = Sunday). */
function localNow(now: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
  }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { day: dayKey(now, timeZone), time: `${get('hour')}:${get('minute')}`, weekday };
}

/** Takes the right to send one message; only one process, once, ever gets `true`. */
async function claim(deps: AppDeps, userId: string, kind: NotificationKind, periodKey: string) {
  const rows = await deps.database.db
    .insert(sentNotifications)
    .values({ userId, kind, periodKey })
    .onConflictDoNothing()
    .returning({ id: sentNotifications.id });
  return rows[0]?.id ?? null;
}

async function release(deps: AppDeps, id: string) {
  await deps.database.db.delete(sentNotifications).where(eq(sentNotifications.id, id));
}

function weeklyText(
  deps: AppDeps,
  name: string,
  entries: Awaited<ReturnType<typeof listMoodFacts>>,
  now: Date,
) {
  const week = entries.filter((e) => e.date.getTime() >= now.getTime() - 7 * DAY);
  const lines = [`Hello ${name},`, '', 'Here is your week in MoodCraft.', ''];
  if (!week.length) {
    lines.push(
      'You did not log any moods this week. That is okay; whenever you are ready, a one-minute check-in is waiting.',
    );
  } else {
    const top = emotionDistribution(week, 1)[0];
    const helps = factorImpact(entries, now)
      .filter((f) => f.average > averageMood(week))
      .slice(0, 2);
    lines.push(
      `• Check-ins: ${week.length}`,
      `• Average mood: ${averageMood(week).toFixed(1)}/10`,
      `• Trend: ${trendOf(entries)}`,
      ...(top
        ? [`• Most frequent feeling: ${emotionLabel(top.emotion)} (${top.percentage}%)`]
        : []),
      ...(helps.length
        ? [
            `• Days with ${helps.map((h) => h.factor.toLowerCase()).join(' or ')} tend to go better for you.`,
          ]
        : []),
    );
  }
  lines.push('', `See more: ${deps.config.PUBLIC_URL}/dashboard`);
  return lines.join('\n');
}

/**
 * Sends every reminder and weekly report that is due at `now`. Each is claimed in the database
 * first, so a message goes out once even with several server processes or after a restart.
 */
export async function sendDueNotifications(deps: AppDeps, now: Date, log: FastifyBaseLogger) {
  const rows = await deps.database.db
    .select({ user: users, settings: userSettings })
    .from(users)
    .innerJoin(userSettings, eq(userSettings.userId, users.id))
    .where(
      and(
        eq(userSettings.emailNotifications, true),
        or(eq(userSettings.moodReminders, true), eq(userSettings.weeklyReports, true)),
      ),
    );
  let sent = 0;
  for (const { user, settings } of rows) {
    const local = localNow(now, settings.timeZone);
    const jobs: {
      kind: NotificationKind;
      period: string;
      subject: string;
      text: () => Promise<string>;
    }[] = [];
    if (settings.moodReminders && local.time >= settings.reminderTime) {
      jobs.push({
        kind: 'mood-reminder',
        period: local.day,
        subject: 'Time for your MoodCraft check-in',
        text: async () =>
          [
            `Hello ${user.username},`,
            '',
            'A gentle reminder to take a minute and note how you are feeling today:',
            `${deps.config.PUBLIC_URL}/mood-tracker`,
          ].join('\n'),
      });
    }
    if (
      settings.weeklyReports &&
      local.weekday === settings.weeklyReportDay &&
      local.time >= WEEKLY_REPORT_TIME
    ) {
      jobs.push({
        kind: 'weekly-report',
        period: local.day,
        subject: 'Your MoodCraft week',
        text: async () =>
          weeklyText(deps, user.username, await listMoodFacts(deps.database.db, user.id), now),
      });
    }
    for (const job of jobs) {
      if (job.kind === 'mood-reminder') {
        // Nothing to remind about once today's check-in is done.
        const entries = await listMoodFacts(deps.database.db, user.id);
        if (entries.some((e) => dayKey(e.date, settings.timeZone) === local.day)) continue;
      }
      const claimed = await claim(deps, user.id, job.kind, job.period);
      if (!claimed) continue;
      const unsubscribe = unsubscribeUrl(deps, user.id, job.kind);
      try {
        await deps.mailer.send({
          to: user.email,
          subject: job.subject,
          text: `${await job.text()}\n\nYou get this because ${job.kind === 'mood-reminder' ? 'mood reminders' : 'weekly reports'} are on in your settings. Stop them with one click: ${unsubscribe}\n`,
          headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
        sent++;
        log.info({ userId: user.id, kind: job.kind }, 'Notification sent');
      } catch (error) {
        await release(deps, claimed);
        log.error(
          { err: error, userId: user.id, kind: job.kind },
          'A notification could not be sent; it will be tried again',
        );
      }
    }
  }
  return sent;
}

export async function unsubscribe(deps: AppDeps, userId: string, kind: NotificationKind) {
  const change = kind === 'mood-reminder' ? { moodReminders: false } : { weeklyReports: false };
  const rows = await deps.database.db
    .update(userSettings)
    .set({ ...change, updatedAt: deps.now() })
    .where(eq(userSettings.userId, userId))
    .returning({ userId: userSettings.userId });
  return rows.length > 0;
}

/** Checks for due messages every minute until stopped. */
export function startScheduler(deps: AppDeps, log: FastifyBaseLogger, everyMs = 60_000) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await sendDueNotifications(deps, deps.now(), log);
    } catch (error) {
      log.error({ err: error }, 'The notification scheduler failed this round');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
