import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueNotifications } from '../src/modules/notifications/notifications.service';
import { createMoodEntry, createUser, type TestUser } from './helpers/factories';
import { startSmtpServer } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    smtpUrl: smtp.url,
    env: { PUBLIC_URL: 'https://mood.example.org', RATE_LIMIT_SCALE: '50' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
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
