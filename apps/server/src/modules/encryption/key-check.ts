import { like, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { ENCRYPTED_FIELDS } from '../../db/encrypted-fields';

/** The data in the database was sealed with a key this process does not have. */
export class KeyMismatchError extends Error {}

/** How many sealed values of each field are looked at. */
const SAMPLE = 20;

/**
 * Refuses to start a process whose key opens none of the data already in the database: the sign
 * of a process started with another APP_ENCRYPTION_KEY (or another DATA_DIR's secret.key) than the
 * processes that wrote it, which would answer every read of that data with an error and write
 * what the others cannot read. A few values sealed with a key since dropped (the re-encryption
 * job logs those) do not stop it: only when every value looked at is sealed with unknown keys.
 */
export async function checkKeyOpensData(db: Db, keyIds: readonly string[]) {
  const seen = new Map<string, number>();
  for (const { column } of ENCRYPTED_FIELDS) {
    const rows = await db
      .select({ keyId: sql<string>`substring(${column} from 4 for 8)` })
      .from(column.table as PgTable)
      .where(like(column, 'v2.%'))
      .limit(SAMPLE);
    for (const { keyId } of rows) seen.set(keyId, (seen.get(keyId) ?? 0) + 1);
  }
  if (!seen.size || [...seen.keys()].some((id) => keyIds.includes(id))) return;
  const ids = [...seen.keys()].join(', ');
  throw new KeyMismatchError(
    `The data in this database was sealed with another encryption key (key id ${ids}); this process has ${keyIds.join(', ')}. ` +
      'Every MoodCraft process on one database needs the same APP_ENCRYPTION_KEY (or the same secret.key): ' +
      'start it with the key the others use. MoodCraft did not start, so nothing was written with the wrong key.',
  );
}
