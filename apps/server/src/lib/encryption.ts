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
 * A sealed value reads `v1.<keyId>.<base64url(iv | ciphertext | tag)>`; the key id (the first
 * 8 hex characters of the key's SHA-256) lets old values be read after a key rotation.
 */
export type Encryption = {
  keyId: string;
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  encryptBuffer(plain: Buffer): Buffer;
  decryptBuffer(sealed: Buffer): Buffer;
  /** A separate 32-byte key for one purpose (media files, URL signatures), from the key `keyId`. */
  deriveKey(purpose: string, keyId?: string): Buffer;
};

const IV_BYTES = 12;
const TAG_BYTES = 16;

export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function createEncryption(key: Buffer, previousKeys: Buffer[] = []): Encryption {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes');
  const keyId = keyIdOf(key);
  const keys = new Map([key, ...previousKeys].map((k) => [keyIdOf(k), k]));

  const seal = (plain: Buffer) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]);
  };

  const open = (id: string, sealed: Buffer) => {
    const k = keys.get(id);
    if (!k) throw new Error(`No key with id ${id} to decrypt this value`);
    const iv = sealed.subarray(0, IV_BYTES);
    const tag = sealed.subarray(sealed.length - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', k, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
  };

  return {
    keyId,
    encrypt(plain) {
      return `v1.${keyId}.${seal(Buffer.from(plain, 'utf8')).toString('base64url')}`;
    },
    decrypt(sealed) {
      const [version, id, body] = sealed.split('.');
      if (version !== 'v1' || !id || body === undefined) throw new Error('Not an encrypted value');
      return open(id, Buffer.from(body, 'base64url')).toString('utf8');
    },
    /** Binary form for files: 1 byte version, 4 bytes key id, then iv | ciphertext | tag. */
    encryptBuffer(plain) {
      return Buffer.concat([Buffer.from([1]), Buffer.from(keyId, 'hex'), seal(plain)]);
    },
    decryptBuffer(sealed) {
      if (sealed[0] !== 1) throw new Error('Not an encrypted file');
      return open(sealed.subarray(1, 5).toString('hex'), sealed.subarray(5));
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
