import type { FastifyBaseLogger } from 'fastify';
import type { Invite } from '@moodcraft/core/admin/admin';
import type { AppDeps } from '../../deps';
import { hashToken, randomToken } from '../../lib/tokens';
import { HttpError } from '../../plugins/errors';
import type { Admin } from './admin-guard';
import { inviteExpiry } from './admin-rules';
import { recordAudit } from './audit.service';
import {
  findInvite,
  insertInvite,
  listOpenInvites,
  revokeInvite,
  type InviteRow,
} from './invites.repository';

/** Single-use invite links: each opens /register?invite=TOKEN and creates one account. */

const toInvite = (row: InviteRow, createdBy: string | null): Invite => ({
  id: row.id,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  createdBy,
});

/** The link of a token, built from PUBLIC_URL, never from the request. */
const linkOf = (deps: AppDeps, token: string) =>
  `${deps.config.PUBLIC_URL}/register?invite=${encodeURIComponent(token)}`;

export async function createInvite(
  deps: AppDeps,
  admin: Admin,
  body: { expiresInDays: number; note: string },
  log: FastifyBaseLogger,
): Promise<Invite> {
  const token = randomToken();
  const row = await insertInvite(deps.database.db, {
    createdBy: admin.id,
    tokenHash: hashToken(token),
    note: body.note,
    expiresAt: inviteExpiry(deps.now(), body.expiresInDays),
  });
  await recordAudit(deps, admin, 'invite.created', { id: row.id, note: row.note });
  log.info({ adminId: admin.id, inviteId: row.id }, 'Invite created');
  // the only time the link is seen: it is stored as a hash alone
  return { ...toInvite(row, admin.email), url: linkOf(deps, token) };
}

export async function listInvites(deps: AppDeps): Promise<Invite[]> {
  const rows = await listOpenInvites(deps.database.db, deps.now());
  return rows.map(({ invite, createdBy }) => toInvite(invite, createdBy));
}

/**
 * Revokes an invite so its link stops working. Revoking one already revoked changes nothing; one
 * already used has nothing left to revoke (409).
 */
export async function revokeInviteAsAdmin(
  deps: AppDeps,
  admin: Admin,
  id: string,
  log: FastifyBaseLogger,
) {
  const invite = await findInvite(deps.database.db, id);
  if (!invite) throw new HttpError(404, 'No invite has this id.');
  if (invite.usedAt)
    throw new HttpError(409, 'This invite has already been used to create an account.');
  if (invite.revokedAt) return;
  const revoked = await revokeInvite(deps.database.db, id, deps.now());
  if (!revoked) return;
  await recordAudit(deps, admin, 'invite.revoked', { id, note: invite.note });
  log.info({ adminId: admin.id, inviteId: id }, 'Invite revoked');
}
