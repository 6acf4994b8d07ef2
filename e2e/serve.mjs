// Starts what the end-to-end tests drive: a local SMTP server that keeps every message as an
// .eml file, and the production build of MoodCraft on a fresh data directory, sending to it.
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'moodcraft-e2e-'));
// passable (not readable) by others: started by root, the app's database server runs as its own
// user, which must reach the data directory inside this one
chmodSync(dataDir, 0o711);
const mailDir = join(dataDir, 'received-mail');
mkdirSync(mailDir, { recursive: true });

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      writeFileSync(
        join(mailDir, `${Date.now()}-${Math.random().toString(16).slice(2)}.eml`),
        Buffer.concat(chunks),
      );
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

const port = process.env.E2E_PORT ?? '4173';
Object.assign(process.env, {
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: join(dataDir, 'app'),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
  SUPPORT_EMAIL: 'support@moodcraft.test',
  // whichever spec signs up first is the instance's admin too; admin.spec.ts signs up as this one
  ADMIN_EMAILS: 'admin@moodcraft.test',
  RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '20',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
writeFileSync(join(dataDir, 'mail-dir'), mailDir);
console.log(`E2E mail directory: ${mailDir}`);
await import('../apps/server/dist/server.mjs');
