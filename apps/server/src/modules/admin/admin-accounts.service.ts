import type { FastifyBaseLogger } from 'fastify';
import type { AccountList, AdminAccount } from '@moodcraft/core/admin/admin';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../plugins/errors';
import { removeAccount } from '../accounts/delete-account.service';
import type { Admin } from './admin-guard';
import {
  disableAccount,
  enableAccount,
  findAccount,
  listAccounts,
  type AccountRow,
} from './admin-accounts.repository';
import { isAdmin, refusal, type AccountAction } from './admin-rules';
import { recordAudit } from './audit.service';

/** The accounts of the instance as an admin manages them: listed, disabled, enabled, deleted. */

const NO_ACCOUNT = 'No account has this id. It may have been deleted.';

function toAdminAccount(deps: AppDeps, row: AccountRow, admin: Admin): AdminAccount {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
    entryCount: row.entryCount,
    isAdmin: isAdmin(deps.config, row),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    isYou: row.id === admin.id,
  };
}

export async function listAccountsFor(
  deps: AppDeps,
  admin: Admin,
  query: { search?: string; page: number; pageSize: number },
): Promise<AccountList> {
  const { rows, total } = await listAccounts(deps.database.db, {
    search: query.search || undefined,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    items: rows.map((row) => toAdminAccount(deps, row, admin)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The account the admin names, once the rules allow `action` on it; 404 when there is none. */
async function targetOf(deps: AppDeps, admin: Admin, id: string, action: AccountAction) {
  const reason = refusal(action, admin.id, id);
  if (reason) throw new HttpError(400, reason);
  const row = await findAccount(deps.database.db, id);
  if (!row) throw new HttpError(404, NO_ACCOUNT);
  return row;
}

/**
 * Disables or enables the account. Disabling ends every session of it at once; asking for what
 * already is changes nothing and writes no audit entry.
 */
export async function setAccountDisabled(
  deps: AppDeps,
  admin: Admin,
  id: string,
  disabled: boolean,
  log: FastifyBaseLogger,
): Promise<AdminAccount> {
  const row = await targetOf(deps, admin, id, disabled ? 'disable' : 'enable');
  const now = deps.now();
  if (disabled && !row.disabledAt) {
    await disableAccount(deps.database.db, id, now);
    await recordAudit(deps, admin, 'account.disabled', { id, email: row.email });
    log.info({ adminId: admin.id, userId: id }, 'Account disabled; its sessions ended');
  } else if (!disabled && row.disabledAt) {
    await enableAccount(deps.database.db, id, now);
    await recordAudit(deps, admin, 'account.enabled', { id, email: row.email });
    log.info({ adminId: admin.id, userId: id }, 'Account enabled');
  }
  return toAdminAccount(deps, (await findAccount(deps.database.db, id)) ?? row, admin);
}

/** Deletes the account as completely as its owner would (removeAccount), and audits it. */
export async function deleteAccountAsAdmin(
  deps: AppDeps,
  admin: Admin,
  id: string,
  log: FastifyBaseLogger,
) {
  const row = await targetOf(deps, admin, id, 'delete');
  const { files } = await removeAccount(deps, id);
  await recordAudit(deps, admin, 'account.deleted', { id, email: row.email });
  log.info({ adminId: admin.id, userId: id, files }, 'Account deleted by an admin');
}
