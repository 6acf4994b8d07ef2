import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '@moodcraft/core/push/push';
import { sendDueNotifications } from '../src/modules/notifications/notifications.service';
import { createMoodEntry, createUser, type TestUser } from './helpers/factories';
import { startPushService } from './helpers/push-service';
import { startSmtpServer } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let push: Awaited<ReturnType<typeof startPushService>>;
let t: TestApp;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  smtp = await startSmtpServer();
  push = await startPushService();
  t = await createTestApp({
    smtpUrl: smtp.url,
    env: {
      PUBLIC_URL: 'https://mood.example.org',
      RATE_LIMIT_SCALE: '50',
      PUSH_SERVICES: '127.0.0.1',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await push.close();
});

const settings = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/users/settings', headers: user.auth, payload });
const mailsTo = (user: TestUser) => smtp.messages.filter((m) => m.to.includes(user.email));
const run = (iso: string) => sendDueNotifications(t.deps, new Date(iso), log);

describe('mood reminders', () => {
  it('arrive once, at the chosen time in the person’s time zone, with a one-click unsubscribe', async () => {
    const user = await createUser(t);
    await settings(user, {
      reminderTime: '19:30',
      timeZone: 'Australia/Melbourne',
      weeklyReports: false,
    });
    // 19:00 in Melbourne (UTC+11 in November) is 08:00 UTC
    await run('2026-11-20T08:00:00Z');
    expect(mailsTo(user)).toHaveLength(0);
    await run('2026-11-20T08:31:00Z');
    await run('2026-11-20T08:32:00Z');
    await Promise.all([run('2026-11-20T09:00:00Z'), run('2026-11-20T09:00:00Z')]);
    await smtp.waitForMessages(1);
    expect(mailsTo(user)).toHaveLength(1);
    const mail = mailsTo(user)[0]!;
    expect(mail.subject).toBe('Time for your MoodCraft check-in');
    expect(mail.text).toContain('https://mood.example.org/mood-tracker');
    expect(mail.raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      /^List-Unsubscribe: <https:\/\/mood\.example\.org\/api\/notifications\/unsubscribe\?/m,
    );

    // the next day, again once
    await run('2026-11-21T08:45:00Z');
    await smtp.waitForMessages(2);
    expect(mailsTo(user)).toHaveLength(2);

    const link = /(https:\/\/mood\.example\.org(\/api\/notifications\/unsubscribe\?\S+))/.exec(
      mail.text,
    )!;
    const tampered = await t.app.inject({
      url: link[2]!.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A')),
    });
    expect(tampered.statusCode).toBe(400);
    const res = await t.app.inject({ url: link[2]! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('You are unsubscribed');
    expect(
      (await t.app.inject({ url: '/api/users/settings', headers: user.auth })).json().moodReminders,
    ).toBe(false);
    await run('2026-11-22T08:45:00Z');
    expect(mailsTo(user)).toHaveLength(2);
  });

  it('are not sent once today’s mood is logged, or when emails are off', async () => {
    const logged = await createUser(t);
    await settings(logged, { reminderTime: '09:00', timeZone: 'UTC', weeklyReports: false });
    await createMoodEntry(t, logged, { date: '2026-11-20T08:00:00Z' });
    const quiet = await createUser(t);
    await settings(quiet, { reminderTime: '09:00', timeZone: 'UTC', emailNotifications: false });
    await run('2026-11-20T10:00:00Z');
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo(logged)).toHaveLength(0);
    expect(mailsTo(quiet)).toHaveLength(0);
  });
});

describe('weekly reports', () => {
  it('go out on the chosen day with the week’s summary', async () => {
    const user = await createUser(t);
    await settings(user, { moodReminders: false, weeklyReportDay: 0, timeZone: 'UTC' });
    await createMoodEntry(t, user, {
      date: '2026-11-20T08:00:00Z',
      score: 3,
      pleasantness: 8,
      primaryEmotion: 'joy',
      subEmotion: 'happiness',
    });
    await createMoodEntry(t, user, {
      date: '2026-11-19T08:00:00Z',
      score: 3,
      pleasantness: 6,
      primaryEmotion: 'joy',
      subEmotion: 'optimism',
    });
    await run('2026-11-21T10:00:00Z'); // a Saturday
    await run('2026-11-22T08:00:00Z'); // Sunday, before 09:00
    expect(mailsTo(user)).toHaveLength(0);
    await run('2026-11-22T09:05:00Z');
    await run('2026-11-22T12:00:00Z');
    await smtp.waitForMessages(1);
    const mails = mailsTo(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your MoodCraft week');
    expect(mails[0]!.text).toContain('Check-ins: 2');
    expect(mails[0]!.text).toContain('Average mood: 7.0/10');
    expect(mails[0]!.text).toContain('Most frequent feeling: Joy (100%)');
  });
});

describe('check-in reminders', () => {
  const PHQ_9 = { instrument: 'phq-9', answers: [1, 1, 0, 2, 0, 1, 0, 0, 0] };
  /** Takes a questionnaire at `iso` (a past time: the session must not have ended by then). */
  const takeAt = async (user: TestUser, iso: string) => {
    t.setNow(new Date(iso));
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/check-ins',
        headers: user.auth,
        payload: PHQ_9,
      });
      expect(res.statusCode).toBe(201);
    } finally {
      t.setNow(null);
    }
  };
  const checkInMails = (user: TestUser) =>
    mailsTo(user).filter((m) => m.subject === 'Time for your check-in questionnaire');
  /** Only check-in reminders: the mood reminders and weekly reports are off. */
  const onlyCheckIns = { moodReminders: false, weeklyReports: false, reminderTime: '09:00' };

  it('arrive once on the day the schedule says, in the person’s time zone, with nothing private and a one-click stop', async () => {
    const user = await createUser(t);
    await settings(user, { ...onlyCheckIns, timeZone: 'Australia/Melbourne' });
    // 00:30 on 2 November in Melbourne (still 1 November in UTC): due on 16 November
    await takeAt(user, '2026-11-01T13:30:00Z');
    await run('2026-11-15T10:00:00Z'); // 21:00 on the 15th in Melbourne
    await run('2026-11-15T21:30:00Z'); // 08:30 on the 16th, before the reminder time
    expect(checkInMails(user)).toHaveLength(0);
    await Promise.all([run('2026-11-15T22:05:00Z'), run('2026-11-15T22:05:00Z')]);
    await run('2026-11-16T03:00:00Z');
    await smtp.waitForMessages(1);
    expect(checkInMails(user)).toHaveLength(1);
    const mail = checkInMails(user)[0]!;
    expect(mail.text).toContain('https://mood.example.org/check-ins');
    expect(mail.text).toContain('check-in reminders are on');
    // a lock screen or a shared inbox learns nothing of the answers
    expect(mail.text).not.toMatch(/PHQ|GAD|minimal|score|depress|anxi/i);
    expect(mail.raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      /^List-Unsubscribe: <https:\/\/mood\.example\.org\/api\/notifications\/unsubscribe\?[^>]*k=check-in/m,
    );

    // the day after, nothing more; taken again, the next comes two weeks on
    await run('2026-11-16T22:05:00Z');
    await takeAt(user, '2026-11-17T01:00:00Z'); // 12:00 on the 17th: due on 1 December
    await run('2026-11-30T21:55:00Z'); // 08:55 on 1 December
    expect(checkInMails(user)).toHaveLength(1);
    await run('2026-11-30T22:10:00Z'); // 09:10
    await smtp.waitForMessages(2);
    expect(checkInMails(user)).toHaveLength(2);

    const link = /https:\/\/mood\.example\.org(\/api\/notifications\/unsubscribe\?\S+)/.exec(
      checkInMails(user)[1]!.text,
    )!;
    const res = await t.app.inject({ url: link[1]! });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Your check-in schedule is now off');
    expect(
      (await t.app.inject({ url: '/api/check-ins/schedule', headers: user.auth })).json().interval,
    ).toBe('off');
    await run('2026-12-20T22:05:00Z');
    expect(checkInMails(user)).toHaveLength(2);
  });

  it('follow the chosen interval, and never come before a first check-in or with no way to reach the person', async () => {
    const weekly = await createUser(t);
    await settings(weekly, { ...onlyCheckIns, timeZone: 'UTC' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/check-ins/schedule',
      headers: weekly.auth,
      payload: { interval: 'weekly' },
    });
    await takeAt(weekly, '2025-01-06T12:00:00Z');
    const never = await createUser(t);
    await settings(never, { ...onlyCheckIns, timeZone: 'UTC' });
    const unreachable = await createUser(t);
    await settings(unreachable, { ...onlyCheckIns, timeZone: 'UTC', emailNotifications: false });
    await takeAt(unreachable, '2025-01-06T12:00:00Z');

    await run('2025-01-12T10:00:00Z');
    await run('2025-01-13T10:00:00Z');
    await smtp.waitForMessages(1);
    expect(checkInMails(weekly)).toHaveLength(1);
    await run('2025-03-01T10:00:00Z');
    await new Promise((r) => setTimeout(r, 200));
    expect(checkInMails(never)).toHaveLength(0);
    expect(checkInMails(unreachable)).toHaveLength(0);
  });

  it('go to the person’s devices, saying nothing private', async () => {
    const user = await createUser(t);
    await settings(user, { ...onlyCheckIns, timeZone: 'UTC', emailNotifications: false });
    const phone = push.subscribe();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          headers: user.auth,
          payload: phone.json,
        })
      ).statusCode,
    ).toBe(201);
    await takeAt(user, '2025-02-03T12:00:00Z');
    await run('2025-02-17T09:30:00Z');
    await run('2025-02-17T10:30:00Z');
    const got = push.received.filter((r) => r.subscription === phone.id);
    expect(got.map((r) => r.payload)).toEqual([PUSH_MESSAGES['check-in']]);
    expect(PUSH_MESSAGES['check-in']).toEqual({
      title: 'Time for your check-in questionnaire',
      body: 'A few short questions, whenever suits you.',
      url: '/check-ins',
      tag: 'check-in',
    });
    expect(checkInMails(user)).toHaveLength(0);
  });
});
