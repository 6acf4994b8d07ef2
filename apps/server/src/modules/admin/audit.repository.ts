import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { adminAudit } from '../../db/schema';

export type AuditRow = typeof adminAudit.$inferSelect;
export type NewAuditRow = typeof adminAudit.$inferInsert;

export async function insertAudit(db: Db, row: NewAuditRow) {
  await db.insert(adminAudit).values(row);
}

/** A page of the audit, newest first, and how many entries there are in all. */
export async function listAudit(db: Db, page: { offset: number; limit: number }) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(adminAudit),
  ]);
  return { rows, total: count?.n ?? 0 };
}
