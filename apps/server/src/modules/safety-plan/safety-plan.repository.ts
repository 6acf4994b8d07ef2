import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { safetyPlans } from '../../db/schema';

export async function findPlan(db: Db, userId: string) {
  const [row] = await db.select().from(safetyPlans).where(eq(safetyPlans.userId, userId));
  return row;
}

export async function upsertPlan(db: Db, userId: string, content: string, updatedAt: Date) {
  const [row] = await db
    .insert(safetyPlans)
    .values({ userId, content, updatedAt })
    .onConflictDoUpdate({ target: safetyPlans.userId, set: { content, updatedAt } })
    .returning();
  return row!;
}

export async function deletePlan(db: Db, userId: string) {
  await db.delete(safetyPlans).where(eq(safetyPlans.userId, userId));
}
