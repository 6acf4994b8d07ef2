import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN } from '@moodcraft/core/common/fields';

/** argon2id at OWASP's recommended minimum; runs on the libuv pool, off the event loop. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the account does not exist, so timing reveals nothing. */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string) {
  decoy ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(await decoy, password);
  return false;
}

let common: Set<string> | undefined;

/** Whether the password is on the list of the most common passwords (about 18,000 of 8+ characters). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    (dictionary['passwords-common'] as string[])
      .filter((p) => p.length >= PASSWORD_MIN)
      .map((p) => p.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
