/**
 * Who may create an account on this instance, and what they are told when they may not. Kept free
 * of the validation library, so the register page can load it at no cost.
 */

/** `REGISTRATION`: anyone may sign up, only with an invite link, or nobody. */
export const REGISTRATION_MODES = ['open', 'invite', 'closed'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** What an invite link is worth at a moment: only a `valid` one opens registration. */
export type InviteState = 'valid' | 'expired' | 'used' | 'revoked' | 'unknown';

export type InviteFacts = { expiresAt: Date; usedAt: Date | null; revokedAt: Date | null };

/** The state of an invite at `now`; `unknown` when no invite has the token. */
export function inviteState(invite: InviteFacts | undefined, now: Date): InviteState {
  if (!invite) return 'unknown';
  if (invite.usedAt) return 'used';
  if (invite.revokedAt) return 'revoked';
  if (invite.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

export const REGISTRATION_MESSAGES = {
  closed:
    'Sign-ups are closed on this MoodCraft. If you should have an account here, please ask the person who runs it.',
  inviteOnly:
    'Sign-ups here are by invitation only. Please open the invite link you were sent, or ask the person who runs this MoodCraft for one.',
  invite: {
    expired:
      'This invite link has expired. Please ask the person who runs this MoodCraft for a new one.',
    used: 'This invite link has already been used: each link creates one account. Please ask the person who runs this MoodCraft for a new one.',
    revoked:
      'This invite link was withdrawn. Please ask the person who runs this MoodCraft for a new one.',
    unknown:
      'This invite link is not valid. Please check that you copied all of it, or ask the person who runs this MoodCraft for a new one.',
  },
  invited: 'You were invited to join this MoodCraft. Welcome!',
  firstAccount:
    'This is the first account on this MoodCraft, so it will be its admin: you can then invite people and manage accounts.',
} as const satisfies Record<string, unknown>;

export type Admission =
  | { allowed: true; firstAccount: boolean; useInvite: boolean }
  | { allowed: false; message: string };

/**
 * Whether a new account may be created. The first account of an empty instance always may (it
 * becomes the admin). With `open`, a valid invite is used up too, so its link works once; an
 * invite that does not work is no obstacle there.
 */
export function admission(facts: {
  mode: RegistrationMode;
  firstAccount: boolean;
  /** the state of the invite the person came with; undefined when they came with none */
  invite: InviteState | undefined;
}): Admission {
  const { mode, firstAccount, invite } = facts;
  if (firstAccount) return { allowed: true, firstAccount: true, useInvite: false };
  if (mode === 'closed') return { allowed: false, message: REGISTRATION_MESSAGES.closed };
  if (invite === 'valid') return { allowed: true, firstAccount: false, useInvite: true };
  if (mode === 'open') return { allowed: true, firstAccount: false, useInvite: false };
  if (invite === undefined) return { allowed: false, message: REGISTRATION_MESSAGES.inviteOnly };
  return { allowed: false, message: REGISTRATION_MESSAGES.invite[invite] };
}
