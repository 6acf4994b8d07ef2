import { getTableName, isTable, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { writeEverything } from './helpers/everything';
import { createTestApp, type TestApp } from './helpers/test-app';

// What the privacy promise says is encrypted at rest (helpers/everything.ts writes one of each)
// is in no row of any table in plain text, while its owner reads it all back. On disk, files
// included: encryption-at-rest-disk.test.ts.

describe('in every table of the database the suite runs on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
  });
  afterAll(() => t.close());

  it('no row holds a secret in plain text, while the owner reads each one back', async () => {
    const written = await writeEverything(t.app, null);
    const { db } = t.deps.database;
    const tables = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows?: { table_name: string }[] } | { table_name: string }[];
    const names = (Array.isArray(tables) ? tables : (tables.rows ?? [])).map((r) => r.table_name);
    const declared = Object.values(schema)
      .filter((value) => isTable(value))
      .map((table) => getTableName(table));
    expect(names).toEqual(expect.arrayContaining(declared));

    const found: string[] = [];
    let rowCount = 0;
    for (const table of names) {
      const result = (await db.execute(
        sql.raw(`select t::text as row from "${table}" t`),
      )) as unknown as { rows?: { row: string }[] } | { row: string }[];
      const rows = (Array.isArray(result) ? result : (result.rows ?? [])).map((r) => r.row);
      rowCount += rows.length;
      for (const row of rows) {
        for (const [what, value] of written.secrets) {
          if (row.includes(value) || (value.includes('Canary') && row.includes(value.slice(-16))))
            found.push(`${what} in ${table}`);
        }
      }
    }
    expect(rowCount).toBeGreaterThan(20);
    expect(found).toEqual([]);
    await written.readBack(t.app, written.user);
  });
});
