import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicUrlWarning } from './config';

describe('configuration', () => {
  it('takes any country with helplines as CRISIS_REGION, and UK as GB', () => {
    expect(loadConfig({ CRISIS_REGION: 'nz' }).CRISIS_REGION).toBe('NZ');
    expect(loadConfig({ CRISIS_REGION: 'UK' }).CRISIS_REGION).toBe('GB');
    expect(loadConfig({ CRISIS_REGION: 'INTL' }).CRISIS_REGION).toBe('INTL');
  });

  it('warns when others can reach the server but its links say localhost', () => {
    expect(publicUrlWarning(loadConfig({}))).toBeNull();
    expect(publicUrlWarning(loadConfig({ HOST: '::1' }))).toBeNull();
    expect(publicUrlWarning(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }))).toMatch(
      /PUBLIC_URL is not set, so links .* use http:\/\/localhost:8080/,
    );
    expect(
      publicUrlWarning(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://mood.example.org' })),
    ).toBeNull();
  });

  it('has working defaults for every variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      MAIL_FROM: 'support@moodcraft.local',
      SUPPORT_EMAIL: 'support@moodcraft.local',
      AI_PROVIDER: 'builtin',
      CRISIS_REGION: 'AU',
      RATE_LIMIT_SCALE: 1,
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.APP_ENCRYPTION_KEY).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://mood.example.org/' }).PUBLIC_URL).toBe(
      'https://mood.example.org',
    );
  });

  it.each([
    ['PORT', 'eighty', 'PORT must be a number'],
    ['PORT', '70000', 'PORT must be between 0 and 65535'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL must be a URL starting with postgres://'],
    ['PUBLIC_URL', 'mood.example.org', 'PUBLIC_URL must be a URL starting with http://'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL must be a URL starting with smtp://'],
    ['MAIL_FROM', 'nobody', 'MAIL_FROM must be an email address'],
    ['APP_ENCRYPTION_KEY', 'c2hvcnQ=', 'APP_ENCRYPTION_KEY must be 32 random bytes in base64'],
    ['AI_PROVIDER', 'magic', 'AI_PROVIDER must be builtin or openai'],
    ['CRISIS_REGION', 'Narnia', 'CRISIS_REGION must be a country code'],
    ['RATE_LIMIT_SCALE', '-1', 'RATE_LIMIT_SCALE must be a positive number'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of'],
  ])('refuses a bad %s with a clear message', (key, value, message) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(message);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', CRISIS_REGION: 'ZZ' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT[\s\S]*CRISIS_REGION/);
    }
  });

  it('needs an endpoint and a model for the openai provider', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(
      /OPENAI_BASE_URL is required[\s\S]*AI_MODEL is required/,
    );
    const config = loadConfig({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3',
    });
    expect(config.AI_MODEL).toBe('llama3');
  });

  it('accepts a 32-byte base64 key', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ APP_ENCRYPTION_KEY: key }).APP_ENCRYPTION_KEY).toBe(key);
  });

  it('takes previous keys, one or several separated by commas, and names a bad one', () => {
    const a = Buffer.alloc(32, 1).toString('base64');
    const b = Buffer.alloc(32, 2).toString('base64');
    expect(loadConfig({}).APP_ENCRYPTION_KEY_PREVIOUS).toEqual([]);
    expect(loadConfig({ APP_ENCRYPTION_KEY_PREVIOUS: a }).APP_ENCRYPTION_KEY_PREVIOUS).toEqual([a]);
    expect(
      loadConfig({ APP_ENCRYPTION_KEY_PREVIOUS: ` ${a} , ${b},` }).APP_ENCRYPTION_KEY_PREVIOUS,
    ).toEqual([a, b]);
    expect(() => loadConfig({ APP_ENCRYPTION_KEY_PREVIOUS: `${a},c2hvcnQ=` })).toThrow(
      /APP_ENCRYPTION_KEY_PREVIOUS \(key 2\) must be 32 random bytes in base64/,
    );
  });

  it('reads ADMIN_EMAILS as lower-cased addresses separated by commas, and names a bad one', () => {
    expect(loadConfig({}).ADMIN_EMAILS).toEqual([]);
    expect(
      loadConfig({ ADMIN_EMAILS: ' Ana@Example.org, ben@example.org,,ana@example.org ' })
        .ADMIN_EMAILS,
    ).toEqual(['ana@example.org', 'ben@example.org']);
    expect(() => loadConfig({ ADMIN_EMAILS: 'ana@example.org, ben' })).toThrow(
      /ADMIN_EMAILS must be e-mail addresses separated by commas \(not: ben\)/,
    );
  });

  it('takes REGISTRATION as open (the default), invite or closed, whatever its capitals', () => {
    expect(loadConfig({}).REGISTRATION).toBe('open');
    expect(loadConfig({ REGISTRATION: 'Invite' }).REGISTRATION).toBe('invite');
    expect(loadConfig({ REGISTRATION: ' closed ' }).REGISTRATION).toBe('closed');
    expect(() => loadConfig({ REGISTRATION: 'private' })).toThrow(
      /REGISTRATION must be open, invite or closed/,
    );
  });

  it('backs up daily at 03:00 and keeps seven, unless told otherwise, and names a bad pattern', () => {
    const defaults = loadConfig({});
    expect([defaults.BACKUP_SCHEDULE, defaults.BACKUP_KEEP, defaults.BACKUP_DIR]).toEqual([
      '0 3 * * *',
      7,
      undefined,
    ]);
    expect(loadConfig({ BACKUP_SCHEDULE: 'off' }).BACKUP_SCHEDULE).toBe('off');
    expect(loadConfig({ BACKUP_SCHEDULE: '30 2 * * 0' }).BACKUP_SCHEDULE).toBe('30 2 * * 0');
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'every night' })).toThrow(
      /BACKUP_SCHEDULE must be a cron pattern such as "0 3 \* \* \*" \(daily at 03:00\), or off/,
    );
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP must be at least 1/);
  });

  it('takes REDIS_URL as a redis:// or rediss:// URL, and nothing when unset', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379/2',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://u:p@redis.example.org' }).REDIS_URL).toBe(
      'rediss://u:p@redis.example.org',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL must be a URL starting with redis:\/\/ or rediss:\/\//,
    );
  });
});
