import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEncryption } from '../src/lib/encryption';
import { checkKeyOpensData, KeyMismatchError } from '../src/modules/encryption/key-check';
import { createMoodEntry, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

// A second process on the same database with another key would answer every read of the others'
// data with an error: it must not start.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
});
afterAll(() => t.close());

describe('the start-up key check', () => {
  it('lets any key start on a database with nothing sealed yet', async () => {
    const stranger = createEncryption(randomBytes(32));
    await expect(checkKeyOpensData(t.deps.database.db, stranger.keyIds)).resolves.toBeUndefined();
  });

  it('refuses a key that opens none of the data, naming what to set', async () => {
    const user = await createUser(t);
    await createMoodEntry(t, user, { notes: 'a quiet walk by the river' });
    const stranger = createEncryption(randomBytes(32));
    const refused = checkKeyOpensData(t.deps.database.db, stranger.keyIds);
    await expect(refused).rejects.toBeInstanceOf(KeyMismatchError);
    await expect(refused).rejects.toThrow(/same APP_ENCRYPTION_KEY/);
    await expect(refused).rejects.toThrow(t.deps.encryption.keyId);
  });

  it('starts with the data’s key, current or kept as a previous one', async () => {
    await expect(
      checkKeyOpensData(t.deps.database.db, t.deps.encryption.keyIds),
    ).resolves.toBeUndefined();
    const rotated = createEncryption(randomBytes(32), [randomBytes(32)]);
    await expect(
      checkKeyOpensData(t.deps.database.db, [...rotated.keyIds, t.deps.encryption.keyId]),
    ).resolves.toBeUndefined();
  });
});
