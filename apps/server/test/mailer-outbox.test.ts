import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger';
import { createMailer } from '../src/mail/mailer';

describe('the outbox (no SMTP server configured)', () => {
  it('keeps the message, link included, in a private file and logs only its name', async () => {
    let logged = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    });
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'mc-outbox-')), 'outbox');
    const mailer = createMailer({
      from: 'MoodCraft <no-reply@localhost>',
      outboxDir,
      log: createLogger('info', sink),
    });
    const link = 'http://localhost:3000/reset-password/Secret-Reset-Token-0123456789abcdef';
    await mailer.send({
      to: 'kim@example.org',
      subject: 'Reset your MoodCraft password',
      text: `Open ${link} to choose a new password.`,
    });
    mailer.close();

    const [file] = readdirSync(outboxDir);
    expect(file).toMatch(/\.eml$/);
    // quoted-printable may wrap the line: join its soft breaks before looking
    expect(readFileSync(join(outboxDir, file!), 'utf8').replace(/=\r?\n/g, '')).toContain(
      'Secret-Reset-Token-0123456789abcdef',
    );
    expect(statSync(join(outboxDir, file!)).mode & 0o077).toBe(0);
    expect(logged).toContain('Email written to the outbox');
    expect(logged).toContain(file);
    expect(logged).not.toContain('Secret-Reset-Token');
  });
});
