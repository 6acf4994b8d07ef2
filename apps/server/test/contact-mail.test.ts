import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    smtpUrl: smtp.url,
    env: { SUPPORT_EMAIL: 'help@clinic.example', MAIL_FROM: 'moodcraft@clinic.example' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const message = {
  name: 'Ana Ruiz',
  email: 'ana@example.org',
  subject: 'Reminder times',
  message: 'Can reminders come at 7am?',
};

describe('contact mail', () => {
  it('arrives at SUPPORT_EMAIL over SMTP with the sender as Reply-To', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message });
    expect(res.statusCode).toBe(200);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail!.to).toEqual(['help@clinic.example']);
    expect(mail!.from).toBe('moodcraft@clinic.example');
    expect(mail!.subject).toBe('New message from the MoodCraft contact form');
    expect(mail!.raw).toMatch(/^Reply-To: "?Ana Ruiz"? <ana@example.org>/im);
    expect(mail!.text).toContain('Can reminders come at 7am?');
    expect(mail!.text).toContain('Subject: Reminder times');
  });

  it('limits how often one address can write', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json().message).toMatch(/Too many attempts/);
      }
    }
    expect(statuses).toContain(429);
  });
});
