import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Messages the local SMTP server has received, decoded enough to search their text. */
export function receivedMail(): string[] {
  const dataDir = process.env.E2E_DATA_DIR!;
  const mailDir = readFileSync(join(dataDir, 'mail-dir'), 'utf8');
  return readdirSync(mailDir)
    .sort()
    .map((file) =>
      readFileSync(join(mailDir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}
