import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createEncryption,
  keyIdOf,
  loadEncryptionKey,
  PLAIN_MARK,
  UndecryptableError,
} from './encryption';

/** A value as the server wrote it before values were bound to their place: no associated data. */
function sealV1(key: Buffer, plain: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${keyIdOf(key)}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

describe('encryption at rest', () => {
  const key = randomBytes(32);
  const enc = createEncryption(key);
  const place = { table: 'crafts', column: 'title', id: '7d3c5a8e-0000-4000-8000-000000000001' };

  it('round-trips text, including the empty string and emoji', () => {
    for (const text of ['', 'Felt calmer after the walk 🌿', 'x'.repeat(10_000)]) {
      expect(enc.decrypt(enc.encrypt(text, place), place)).toBe(text);
    }
  });

  it('hides the plain text, uses a fresh IV each time and carries the version and key id', () => {
    const a = enc.encrypt('same note', place);
    const b = enc.encrypt('same note', place);
    expect(a).not.toBe(b);
    expect(a).not.toContain('same note');
    expect(a.startsWith(`v2.${keyIdOf(key)}.`)).toBe(true);
    expect(enc.isCurrent(a)).toBe(true);
  });

  it('refuses a tampered value', () => {
    const sealed = enc.encrypt('private', place);
    const body = Buffer.from(sealed.split('.')[2]!, 'base64url');
    body[14] = body[14]! ^ 0xff;
    expect(() => enc.decrypt(`v2.${enc.keyId}.${body.toString('base64url')}`, place)).toThrow(
      UndecryptableError,
    );
    expect(() => enc.decrypt('plain text', place)).toThrow('not an encrypted value');
  });

  it('binds a value to its table, column and row: moved anywhere else, it does not open', () => {
    const sealed = enc.encrypt('my secret title', place);
    const elsewhere = [
      { ...place, id: '7d3c5a8e-0000-4000-8000-000000000002' },
      { ...place, column: 'content' },
      { ...place, table: 'mood_entries', column: 'notes' },
    ];
    for (const other of elsewhere)
      expect(() => enc.decrypt(sealed, other), JSON.stringify(other)).toThrow(UndecryptableError);
    expect(enc.decrypt(sealed, place)).toBe('my secret title');
  });

  it('still reads values written before the binding, and text the migration marked as plain', () => {
    const old = sealV1(key, 'written last year');
    expect(enc.decrypt(old, place)).toBe('written last year');
    expect(enc.isCurrent(old)).toBe(false);
    expect(enc.decrypt(`${PLAIN_MARK}v2.12345678.looks-sealed`, place)).toBe(
      'v2.12345678.looks-sealed',
    );
    expect(enc.isCurrent(`${PLAIN_MARK}x`)).toBe(false);
  });

  it('reads values sealed with a previous key after rotation, and only with it', () => {
    const oldKey = randomBytes(32);
    const sealed = createEncryption(oldKey).encrypt('from last year', place);
    const rotated = createEncryption(randomBytes(32), [oldKey]);
    expect(rotated.decrypt(sealed, place)).toBe('from last year');
    expect(rotated.isCurrent(sealed)).toBe(false);
    expect(rotated.keyIds).toEqual([rotated.keyId, keyIdOf(oldKey)]);
    expect(rotated.decrypt(sealV1(oldKey, 'older still'), place)).toBe('older still');
    expect(() => createEncryption(randomBytes(32)).decrypt(sealed, place)).toThrow(
      /no key with id/,
    );
  });
});

describe('encryption key', () => {
  it('is generated once into the data directory with mode 0600 and then reused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-key-'));
    const file = join(dir, 'secret.key');
    const first = loadEncryptionKey(undefined, file);
    expect(first).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadEncryptionKey(undefined, file).equals(first)).toBe(true);
  });

  it('prefers APP_ENCRYPTION_KEY and refuses a damaged key file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mc-key-'));
    const configured = randomBytes(32);
    expect(
      loadEncryptionKey(configured.toString('base64'), join(dir, 'unused.key')).equals(configured),
    ).toBe(true);
    writeFileSync(join(dir, 'bad.key'), 'short');
    expect(() => loadEncryptionKey(undefined, join(dir, 'bad.key'))).toThrow(/32-byte/);
    expect(readFileSync(join(dir, 'bad.key'), 'utf8')).toBe('short');
  });
});
