import type { AuditAction, AuditPage } from '@moodcraft/core/admin/admin';
import type { AppDeps } from '../../deps';
import type { Admin } from './admin-guard';
import { insertAudit, listAudit } from './audit.repository';

/** Writes down what an admin did, to whom or to which invite. */
export function recordAudit(
  deps: AppDeps,
  admin: Admin,
  action: AuditAction,
  target: { id: string; email?: string; note?: string },
) {
  return insertAudit(deps.database.db, {
    actorId: admin.id,
    actorEmail: admin.email,
    action,
    targetId: target.id,
    targetEmail: target.email ?? null,
    note: target.note ?? '',
  });
}

export async function auditPageOf(
  deps: AppDeps,
  query: { page: number; pageSize: number },
): Promise<AuditPage> {
  const { rows, total } = await listAudit(deps.database.db, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      action: row.action,
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      targetId: row.targetId,
      targetEmail: row.targetEmail,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
