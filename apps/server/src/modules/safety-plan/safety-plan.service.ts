import {
  EMPTY_SAFETY_PLAN,
  safetyPlanInput,
  type SafetyPlan,
  type SafetyPlanInput,
} from '@moodcraft/core/safety/safety-plan';
import type { AppDeps } from '../../deps';
import { at } from '../../db/encrypted-fields';
import { safetyPlans } from '../../db/schema';
import { deletePlan, findPlan, upsertPlan } from './safety-plan.repository';

/** The person's plan, decrypted; the empty plan when they have not written one. */
export async function readPlan(deps: AppDeps, userId: string): Promise<SafetyPlan> {
  const row = await findPlan(deps.database.db, userId);
  if (!row) return EMPTY_SAFETY_PLAN;
  const sections = safetyPlanInput.parse(
    JSON.parse(deps.encryption.decrypt(row.content, at(safetyPlans.content, userId))),
  );
  return { ...sections, updatedAt: row.updatedAt.toISOString() };
}

export async function savePlan(
  deps: AppDeps,
  userId: string,
  plan: SafetyPlanInput,
): Promise<SafetyPlan> {
  const row = await upsertPlan(
    deps.database.db,
    userId,
    deps.encryption.encrypt(JSON.stringify(plan), at(safetyPlans.content, userId)),
    deps.now(),
  );
  return { ...plan, updatedAt: row.updatedAt.toISOString() };
}

export async function clearPlan(deps: AppDeps, userId: string) {
  await deletePlan(deps.database.db, userId);
}
