import { and, eq, exists, inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  averageMood,
  emotionDistribution,
  factorImpact,
  trendOf,
} from '@moodcraft/core/moods/analytics';
import { emotionLabel } from '@moodcraft/core/emotions/catalogue';
import { ownFactorIdOf } from '@moodcraft/core/emotions/own-factors';
import { dayKey } from '@moodcraft/core/stats/days';
import type { AppDeps } from '../../deps';
import { pushSubscriptions, sentNotifications, userSettings, users } from '../../db/schema';
import { PUSH_MESSAGES } from '@moodcraft/core/push/push';
import { hasPushDevices, sendPush } from '../push/push.service';
import { hmac, safeEqual } from '../../lib/tokens';
import { listMoodFacts } from '../moods/moods.repository';
import { upsertSchedule } from '../checkins/checkins.repository';
import { checkInReminders, currentReminderDay } from '../checkins/checkins.reminders';

export type NotificationKind = 'mood-reminder' | 'weekly-report' | 'check-in';

const SUBJECTS: Record<NotificationKind, string> = {
  'mood-reminder': 'Time for your MoodCraft check-in',
  'weekly-report': 'Your MoodCraft week',
  'check-in': 'Time for your check-in questionnaire',
};

/** What the person gets, as the e-mail and the unsubscribe page name it. */
export const NOTIFICATION_NAMES: Record<NotificationKind, string> = {
  'mood-reminder': 'mood reminders',
  'weekly-report': 'weekly reports',
  'check-in': 'check-in reminders',
};
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
    // an e-mail leaves the server: the person's own factors, whose names are sealed here, stay out
    const helps = factorImpact(entries, now)
      .filter((f) => f.average > averageMood(week) && ownFactorIdOf(f.factor) === undefined)
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

/** One scheduled e-mail: who, which kind, and the day (in their time zone) it belongs to. */
export type DueNotification = {
  userId: string;
  kind: NotificationKind;
  period: string;
  /** when it fell due, ISO: the weekly report covers the seven days before it */
  at: string;
};

/**
 * Every reminder and weekly report due at `now` and not sent yet. A reminder is due once the
 * person's chosen time has passed on their day and nothing is logged that day; a weekly report
 * from 09:00 on the chosen weekday; a check-in reminder from the reminder time on the day their
 * check-in schedule says (its period is that day, so it goes once for each due day).
 */
export async function dueNotifications(deps: AppDeps, now: Date): Promise<DueNotification[]> {
  const rows = await deps.database.db
    .select({ settings: userSettings })
    .from(userSettings)
    .where(
      and(
        or(
          eq(userSettings.emailNotifications, true),
          exists(
            deps.database.db
              .select({ id: pushSubscriptions.id })
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.userId, userSettings.userId)),
          ),
        ),
        or(eq(userSettings.moodReminders, true), eq(userSettings.weeklyReports, true)),
      ),
    );
  const due: DueNotification[] = [];
  for (const { settings } of rows) {
    const local = localNow(now, settings.timeZone);
    const at = now.toISOString();
    if (settings.moodReminders && local.time >= settings.reminderTime)
      due.push({ userId: settings.userId, kind: 'mood-reminder', period: local.day, at });
    if (
      settings.weeklyReports &&
      local.weekday === settings.weeklyReportDay &&
      local.time >= WEEKLY_REPORT_TIME
    )
      due.push({ userId: settings.userId, kind: 'weekly-report', period: local.day, at });
  }
  for (const reminder of await checkInReminders(deps.database.db)) {
    const local = localNow(now, reminder.timeZone);
    if (reminder.day <= local.day && local.time >= reminder.reminderTime)
      due.push({
        userId: reminder.userId,
        kind: 'check-in',
        period: reminder.day,
        at: now.toISOString(),
      });
  }
  if (!due.length) return due;
  const sent = await deps.database.db
    .select({
      userId: sentNotifications.userId,
      kind: sentNotifications.kind,
      period: sentNotifications.periodKey,
    })
    .from(sentNotifications)
    .where(inArray(sentNotifications.periodKey, [...new Set(due.map((d) => d.period))]));
  const done = new Set(sent.map((s) => `${s.userId} ${s.kind} ${s.period}`));
  return due.filter((d) => !done.has(`${d.userId} ${d.kind} ${d.period}`));
}

/**
 * Sends one due e-mail, at most once ever: the row that records it is inserted in a transaction
 * that stays open while the message goes out. A second sender waits on that row and then finds
 * it; a sender that fails or dies takes the row with it, so the next attempt sends. Returns
 * whether this call sent it.
 */
export async function sendNotification(
  deps: AppDeps,
  due: DueNotification,
  log: FastifyBaseLogger,
): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(sentNotifications)
      .values({ userId: due.userId, kind: due.kind, periodKey: due.period })
      .onConflictDoNothing()
      .returning({ id: sentNotifications.id });
    if (!claimed.length) return false;
    const [found] = await tx
      .select({ user: users, settings: userSettings })
      .from(users)
      .innerJoin(userSettings, eq(userSettings.userId, users.id))
      .where(eq(users.id, due.userId));
    if (!found) return false; // the account is gone
    const { user, settings } = found;
    const wanted =
      due.kind === 'mood-reminder'
        ? settings.moodReminders
        : due.kind === 'weekly-report'
          ? settings.weeklyReports
          : // still that day: not taken since, and the schedule not turned off
            (await currentReminderDay(tx, user.id, settings.timeZone)) === due.period;
    // by e-mail when e-mails are on, and on every device where notifications are on
    const byEmail = settings.emailNotifications;
    const byPush = await hasPushDevices(deps, user.id);
    if (!wanted || (!byEmail && !byPush)) return false;
    const entries = await listMoodFacts(tx, user.id);
    // nothing to remind about once that day's check-in is done
    if (
      due.kind === 'mood-reminder' &&
      entries.some((e) => dayKey(e.date, settings.timeZone) === due.period)
    )
      return false;
    if (!byEmail) {
      await sendPush(deps, user.id, PUSH_MESSAGES[due.kind], log);
      log.info({ userId: user.id, kind: due.kind }, 'Notification sent');
      return true;
    }
    const unsubscribe = unsubscribeUrl(deps, user.id, due.kind);
    const body =
      due.kind === 'mood-reminder'
        ? [
            `Hello ${user.username},`,
            '',
            'A gentle reminder to take a minute and note how you are feeling today:',
            `${deps.config.PUBLIC_URL}/mood-tracker`,
          ].join('\n')
        : due.kind === 'check-in'
          ? [
              `Hello ${user.username},`,
              '',
              'Your check-in questionnaire is due. It is a few short questions about the last two weeks, whenever suits you:',
              `${deps.config.PUBLIC_URL}/check-ins`,
            ].join('\n')
          : weeklyText(deps, user.username, entries, new Date(due.at));
    await deps.mailer.send({
      to: user.email,
      subject: SUBJECTS[due.kind],
      text: `${body}\n\nYou get this because ${NOTIFICATION_NAMES[due.kind]} are on in your settings. Stop them with one click: ${unsubscribe}\n`,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    if (byPush) await sendPush(deps, user.id, PUSH_MESSAGES[due.kind], log);
    log.info({ userId: user.id, kind: due.kind }, 'Notification sent');
    return true;
  });
}

/**
 * Sends every reminder and weekly report due at `now`, one after another, and returns how many
 * went out; one that cannot be sent is logged and stays due.
 */
export async function sendDueNotifications(deps: AppDeps, now: Date, log: FastifyBaseLogger) {
  let sent = 0;
  for (const due of await dueNotifications(deps, now)) {
    try {
      if (await sendNotification(deps, due, log)) sent++;
    } catch (error) {
      log.error(
        { err: error, userId: due.userId, kind: due.kind },
        'A notification could not be sent; it will be tried again',
      );
    }
  }
  return sent;
}

export async function unsubscribe(deps: AppDeps, userId: string, kind: NotificationKind) {
  if (kind === 'check-in') {
    const [user] = await deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return false;
    await upsertSchedule(deps.database.db, userId, 'off', deps.now());
    return true;
  }
  const change = kind === 'mood-reminder' ? { moodReminders: false } : { weeklyReports: false };
  const rows = await deps.database.db
    .update(userSettings)
    .set({ ...change, updatedAt: deps.now() })
    .where(eq(userSettings.userId, userId))
    .returning({ userId: userSettings.userId });
  return rows.length > 0;
}
