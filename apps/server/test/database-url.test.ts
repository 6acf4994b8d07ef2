import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { connectionProblem, redactedUrl } from '../src/db/database';

const URL_WITH_SECRET = 'postgres://app:hunter2-secret@db.example.org:6543/moodcraft_missing';

/** The error the run's database server gives when asked for a database that is not there. */
async function missingDatabaseError() {
  const { connection } = inject('databaseServer');
  const client = new pg.Client(
    connection.connectionString
      ? {
          connectionString: connection.connectionString.replace(
            /\/[^/?]*(\?|$)/,
            '/moodcraft_missing$1',
          ),
        }
      : { ...connection, database: 'moodcraft_missing' },
  );
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => {});
  }
  throw new Error('connected to a database that should not exist');
}

describe('a DATABASE_URL that cannot be used', () => {
  it('is shown without its password', () => {
    expect(redactedUrl(URL_WITH_SECRET)).toBe(
      'postgres://app:***@db.example.org:6543/moodcraft_missing',
    );
    expect(redactedUrl('not a url')).not.toContain('not a url');
  });

  it('names a missing database, from the real server’s answer', async () => {
    const reason = connectionProblem(await missingDatabaseError(), URL_WITH_SECRET);
    expect(reason).toBe(
      'The database "moodcraft_missing" does not exist at postgres://app:***@db.example.org:6543/moodcraft_missing: create it first (createdb moodcraft_missing).',
    );
  });

  it('names a refused sign-in, an unknown host, a refused connection and a silent host', () => {
    const say = (code: string) => connectionProblem({ code }, URL_WITH_SECRET) ?? '';
    expect(say('28P01')).toContain('refused to sign in "app"');
    expect(say('ENOTFOUND')).toContain('the host "db.example.org" is unknown');
    expect(say('ECONNREFUSED')).toContain('listening on db.example.org:6543');
    expect(say('ETIMEDOUT')).toContain('db.example.org did not answer');
    for (const code of ['28P01', 'ENOTFOUND', 'ECONNREFUSED', 'ETIMEDOUT'])
      expect(say(code)).not.toContain('hunter2');
    // anything else is not a connection problem: the error is shown as it is
    expect(connectionProblem({ code: '42P01' }, URL_WITH_SECRET)).toBeNull();
  });
});
