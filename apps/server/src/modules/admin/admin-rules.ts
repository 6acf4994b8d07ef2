import type { Config } from '../../config';

/**
 * Who is an admin, and what an admin may do to an account. Pure, so the rules are tested on
 * their own (admin-rules.test.ts).
 */

/**
 * The instance's first account holds the role `admin` in the database; the addresses of
 * ADMIN_EMAILS are admins while they are listed.
 */
export function isAdmin(
  config: Pick<Config, 'ADMIN_EMAILS'>,
  user: { role: 'admin' | 'member'; email: string },
) {
  return user.role === 'admin' || config.ADMIN_EMAILS.includes(user.email.toLowerCase());
}

export type AccountAction = 'disable' | 'enable' | 'delete';

export const SELF_MESSAGES = {
  disable:
    'You cannot disable your own account: you would lock yourself out. Another admin can, if it must be.',
  delete:
    'You cannot delete your own account here. To delete it, use Delete Account on your profile.',
} as const;

/** Why the admin may not do `action` to the account, or null when they may. */
export function refusal(action: AccountAction, actorId: string, targetId: string) {
  if (action === 'enable' || actorId !== targetId) return null;
  return SELF_MESSAGES[action];
}

/** How long an invite link works, from its creation. */
export const inviteExpiry = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000);
