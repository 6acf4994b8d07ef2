import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';

/**
 * AES-256-GCM encryption for data at rest.
 *
 * A field reads `v2.<keyId>.<base64url(iv | ciphertext | tag)>`; the key id (the first 8 hex
 * characters of the key's SHA-256) names the key it was sealed with, so values sealed with a
 * previous key still read after a rotation. A v2 value is bound to its place: the table, column
 * and row id are its associated data, so a value copied to another row or column does not open.
 * Values written before that binding (`v1.`, no associated data) still read, and so do values
 * the schema migration marked `plain:` (text that was stored in the clear before it was
 * encrypted); the re-encryption job (modules/encryption) rewrites both as v2 under the current key.
 */
export type Encryption = {
  /** the key new values are sealed with */
  keyId: string;
  /** every key that can open a value: the current one first, then the previous ones */
  keyIds: string[];
  encrypt(plain: string, place: Place): string;
  /** The plain text; throws an UndecryptableError when the value does not open at this place. */
  decrypt(sealed: string, place: Place): string;
  /** whether a stored value is already sealed, bound to its place, with the current key */
  isCurrent(sealed: string): boolean;
  /** A separate 32-byte key for one purpose (media files, URL signatures), from the key `keyId`. */
  deriveKey(purpose: string, keyId?: string): Buffer;
};

/** Where a value lives: what binds it (table, column, row id). */
export type Place = { table: string; column: string; id: string };

/** A stored value that does not open: tampered with, moved from another place, or its key is gone. */
export class UndecryptableError extends Error {
  constructor(
    readonly place: Place,
    reason: string,
  ) {
    super(
      `The value in ${place.table}.${place.column} of row ${place.id} does not decrypt: ${reason}`,
    );
    this.name = 'UndecryptableError';
  }
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The mark the schema migration put on text stored in the clear before it was encrypted. */
export const PLAIN_MARK = 'plain:';
const ENVELOPE = /^(v[12])\.([0-9a-f]{8})\.([A-Za-z0-9_-]*)$/;

export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

const placeAad = (place: Place) =>
  Buffer.from(`moodcraft:${place.table}.${place.column}:${place.id}`, 'utf8');

export function createEncryption(key: Buffer, previousKeys: Buffer[] = []): Encryption {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes');
  for (const k of previousKeys)
    if (k.length !== 32) throw new Error('A previous encryption key must be 32 bytes');
  const keyId = keyIdOf(key);
  const keys = new Map([key, ...previousKeys].map((k) => [keyIdOf(k), k]));

  const seal = (plain: Buffer, aad: Buffer) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(aad);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]);
  };

  const open = (k: Buffer, sealed: Buffer, aad: Buffer | null) => {
    if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('too short');
    const iv = sealed.subarray(0, IV_BYTES);
    const tag = sealed.subarray(sealed.length - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', k, iv);
    if (aad) decipher.setAAD(aad);
    decipher.setAuthTag(tag);
    return Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
  };

  return {
    keyId,
    keyIds: [...keys.keys()],
    encrypt(plain, place) {
      const body = seal(Buffer.from(plain, 'utf8'), placeAad(place));
      return `v2.${keyId}.${body.toString('base64url')}`;
    },
    decrypt(sealed, place) {
      if (sealed.startsWith(PLAIN_MARK)) return sealed.slice(PLAIN_MARK.length);
      const match = ENVELOPE.exec(sealed);
      if (!match) throw new UndecryptableError(place, 'not an encrypted value');
      const [, version, id, body] = match;
      const k = keys.get(id!);
      if (!k) throw new UndecryptableError(place, `no key with id ${id}`);
      try {
        const aad = version === 'v2' ? placeAad(place) : null;
        return open(k, Buffer.from(body!, 'base64url'), aad).toString('utf8');
      } catch {
        throw new UndecryptableError(place, 'it was changed or belongs elsewhere');
      }
    },
    isCurrent(sealed) {
      return sealed.startsWith(`v2.${keyId}.`);
    },
    deriveKey(purpose, id = keyId) {
      const k = keys.get(id);
      if (!k) throw new Error(`No key with id ${id}`);
      return Buffer.from(hkdfSync('sha256', k, Buffer.alloc(0), `moodcraft:${purpose}`, 32));
    },
  };
}

/**
 * The key from APP_ENCRYPTION_KEY, or the one generated once into `$DATA_DIR/secret.key`
 * (mode 0600). Losing that file makes encrypted data unreadable, so it is never overwritten.
 */
export function loadEncryptionKey(configured: string | undefined, keyFile: string): Buffer {
  if (configured) return Buffer.from(configured, 'base64');
  const read = () => {
    const key = Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${keyFile} does not hold a 32-byte base64 key`);
    return key;
  };
  if (existsSync(keyFile)) return read();
  mkdirSync(dirname(keyFile), { recursive: true });
  const key = randomBytes(32);
  // Written in full to a private temporary file, then linked into place: a crash can never leave
  // an empty or partial key file, and a key that appeared meanwhile is never replaced.
  const temporary = `${keyFile}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, `${key.toString('base64')}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, keyFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return read();
  } finally {
    unlinkSync(temporary);
  }
  return key;
}
