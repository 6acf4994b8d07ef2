import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  text: string;
};

/** Undoes quoted-printable soft breaks and escapes so tests can read the body as sent. */
function decodeQuotedPrintable(body: string) {
  return Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

function parse(raw: string): Pick<ReceivedMail, 'subject' | 'text'> {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
  const body = rest.join('\n\n');
  const text = /quoted-printable/i.test(headers) ? decodeQuotedPrintable(body) : body;
  return { subject, text };
}

/** A real SMTP server on a random local port that keeps what it receives. */
export async function startSmtpServer() {
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parse(raw),
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMessages(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`Expected ${count} messages, got ${messages.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
