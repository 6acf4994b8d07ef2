import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { openEmbeddedDatabase } from '../src/db/embedded-database';
import { contactMessages } from '../src/db/schema';
import { killServers, launchServer, newDataDir, startServer } from './helpers/server-process';

// kill -9, a second process on the same data directory and start-up after a crash are covered
// by durability.test.ts.

afterEach(killServers);

describe('the server process', () => {
  it('exits with a clear message on a bad configuration', async () => {
    const { exited, output } = startServer({
      PORT: 'eighty',
      DATA_DIR: newDataDir(),
    });
    expect(await exited).toBe(1);
    expect(output()).toContain('PORT must be a number');
  });

  it('names why DATABASE_URL cannot be used, never printing its password', async () => {
    const cases: [string, RegExp][] = [
      ['postgres://moodcraft:s3cret-pass@127.0.0.1:1/moodcraft', /the connection was refused/],
      [
        'postgres://moodcraft:s3cret-pass@no-such-host.invalid:5432/moodcraft',
        /the host "no-such-host\.invalid" is unknown/,
      ],
    ];
    for (const [url, reason] of cases) {
      const { exited, output } = startServer({ DATABASE_URL: url, DATA_DIR: newDataDir() });
      expect(await exited, url).toBe(1);
      expect(output()).toMatch(reason);
      expect(output()).toContain('postgres://moodcraft:***@');
      expect(output()).not.toContain('s3cret-pass');
    }
  });

  it('shuts down on SIGTERM, keeping its data and releasing the data directory', async () => {
    const dataDir = newDataDir();
    const server = await launchServer({ DATA_DIR: dataDir });
    expect(server.health).toMatchObject({ status: 'ok', db: 'ok' });
    const contact = {
      name: 'Kim',
      email: 'kim@example.org',
      subject: 'Hello',
      message: 'Kept after a restart?',
    };
    const sent = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contact),
    });
    expect(sent.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Shutting down');
    expect(existsSync(join(dataDir, 'moodcraft.lock')), 'the lock is released').toBe(false);

    const database = await openEmbeddedDatabase(dataDir, pino({ level: 'silent' }));
    const rows = await database.db.select().from(contactMessages);
    await database.close();
    expect(rows).toHaveLength(1);
  }, 90_000);
});
