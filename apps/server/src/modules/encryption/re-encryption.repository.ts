import { and, getTableName, ne, notLike, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';

/** One encrypted column and the column whose value binds it to its row. */
export type Field = { column: PgColumn; rowId: PgColumn };

export type StoredValue = { id: string; value: string };

/**
 * The next `limit` values of `field` that are not yet sealed with `currentPrefix`, in the order
 * of (row id, value), after `after`. Empty values and nulls are left as they are.
 */
export async function valuesToReseal(
  db: Db,
  { column, rowId }: Field,
  currentPrefix: string,
  after: StoredValue | null,
  limit: number,
): Promise<StoredValue[]> {
  return db
    .select({ id: sql<string>`${rowId}::text`, value: sql<string>`${column}` })
    .from(column.table as PgTable)
    .where(
      and(
        ne(column, ''),
        notLike(column, `${currentPrefix}%`),
        after ? sql`(${rowId}, ${column}) > (${after.id}::uuid, ${after.value})` : undefined,
      ),
    )
    .orderBy(rowId, column)
    .limit(limit);
}

/**
 * Replaces `before` with `after` in the row `id`, only if the row still holds `before`: a value
 * the person changed meanwhile is theirs and already current. Answers whether it replaced it.
 */
export async function replaceValue(
  db: Db,
  { column, rowId }: Field,
  id: string,
  before: string,
  after: string,
): Promise<boolean> {
  const target = sql.identifier(column.name);
  const result = await db.execute(
    sql`update ${sql.identifier(getTableName(column.table))} set ${target} = ${after}
        where ${sql.identifier(rowId.name)} = ${id}::uuid and ${target} = ${before}`,
  );
  return ((result as unknown as { rowCount?: number | null }).rowCount ?? 0) > 0;
}
