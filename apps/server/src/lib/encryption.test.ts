import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEncryption, keyIdOf, loadEncryptionKey } from './encryption';

describe('encryption at rest', () => {
  const key = randomBytes(32);
  const enc = createEncryption(key);

  it('round-trips text, including the empty string and emoji', () => {
    for (const text of ['', 'Felt calmer after the walk 🌿', 'x'.repeat(10_000)]) {
      expect(enc.decrypt(enc.encrypt(text))).toBe(text);
    }
  });

  it('hides the plain text, uses a fresh IV each time and carries the key id', () => {
    const a = enc.encrypt('same note');
    const b = enc.encrypt('same note');
    expect(a).not.toBe(b);
    expect(a).not.toContain('same note');
    expect(a.startsWith(`v1.${keyIdOf(key)}.`)).toBe(true);
  });

  it('refuses a tampered value', () => {
    const sealed = enc.encrypt('private');
    const body = Buffer.from(sealed.split('.')[2]!, 'base64url');
    body[14] = body[14]! ^ 0xff;
    expect(() => enc.decrypt(`v1.${enc.keyId}.${body.toString('base64url')}`)).toThrow();
    expect(() => enc.decrypt('plain text')).toThrow('Not an encrypted value');
  });

  it('reads values sealed with a previous key after rotation', () => {
    const oldKey = randomBytes(32);
    const sealed = createEncryption(oldKey).encrypt('from last year');
    expect(createEncryption(randomBytes(32), [oldKey]).decrypt(sealed)).toBe('from last year');
    expect(() => createEncryption(randomBytes(32)).decrypt(sealed)).toThrow(/No key with id/);
  });

  it('round-trips binary data', () => {
    const data = randomBytes(5000);
    expect(enc.decryptBuffer(enc.encryptBuffer(data)).equals(data)).toBe(true);
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
