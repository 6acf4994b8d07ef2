import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: { name: string; address: string };
  headers?: Record<string, string>;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

type MailerOptions = {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
};

/**
 * SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in the outbox (readable
 * only by the server's user), so someone running MoodCraft locally can still reset a password.
 * The log names the file and the subject, never a link: links carry tokens. Subjects never carry
 * personal text.
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        log.info({ subject: message.subject }, 'Email sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(outboxDir, name);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ subject: message.subject, file }, 'Email written to the outbox');
    },
    close: () => transport.close(),
  };
}
