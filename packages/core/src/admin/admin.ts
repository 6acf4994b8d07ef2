import { z } from '../common/zod';
import { REGISTRATION_MODES } from './registration';

/**
 * The admin's API (`/api/admin/...`) and the public registration status. An admin sees who has an
 * account and how active it is, never what anyone wrote: no moods, notes, chats or media.
 */

const page = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(100_000, 'page can be at most 100000')
  .default(1);

const pageSize = (fallback: number) =>
  z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(100, 'pageSize can be at most 100')
    .default(fallback);

const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const adminAccount = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** when the person last used the app; null when never since signing up */
  lastActiveAt: z.string().nullable(),
  /** how many mood entries the account holds (a number, never the entries) */
  entryCount: z.number().int(),
  isAdmin: z.boolean(),
  disabledAt: z.string().nullable(),
  /** the admin asking */
  isYou: z.boolean(),
});
export type AdminAccount = z.infer<typeof adminAccount>;

export const accountListQuery = z.object({
  /** part of a name or e-mail address */
  search: z.string().trim().max(254, 'search can be at most 254 characters').optional(),
  page,
  pageSize: pageSize(25),
});
export type AccountListQuery = z.input<typeof accountListQuery>;
export const accountListResponse = paged(adminAccount);
export type AccountList = z.infer<typeof accountListResponse>;

export const INVITE_DAYS = { min: 1, max: 30, default: 7 } as const;

export const inviteCreateRequest = z.object({
  expiresInDays: z
    .number({ error: 'Choose how many days the link works' })
    .int('Choose a whole number of days')
    .min(INVITE_DAYS.min, `An invite link works for at least ${INVITE_DAYS.min} day`)
    .max(INVITE_DAYS.max, `An invite link can work for at most ${INVITE_DAYS.max} days`)
    .optional()
    .default(INVITE_DAYS.default),
  /** whom it is for, so the admin can tell open invites apart */
  note: z
    .string({ error: 'The note must be text' })
    .trim()
    .max(100, 'The note can be at most 100 characters')
    .refine((v) => !/\p{Cc}/u.test(v), 'The note cannot contain control characters')
    .optional()
    .default(''),
});
export type InviteCreateRequest = z.input<typeof inviteCreateRequest>;

export const inviteResponse = z.object({
  id: z.uuid(),
  note: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** the e-mail address of the admin who created it; null once their account is gone */
  createdBy: z.string().nullable(),
  /** only when the invite is created: the token is never stored in the clear */
  url: z.string().optional(),
});
export type Invite = z.infer<typeof inviteResponse>;

export const AUDIT_ACTIONS = [
  'account.disabled',
  'account.enabled',
  'account.deleted',
  'invite.created',
  'invite.revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntry = z.object({
  id: z.uuid(),
  action: z.enum(AUDIT_ACTIONS),
  /** who did it: their id (null once their account is gone) and e-mail at the time */
  actorId: z.uuid().nullable(),
  actorEmail: z.string(),
  /** the account or invite acted on */
  targetId: z.uuid(),
  /** the account's e-mail address at the time; null for an invite */
  targetEmail: z.string().nullable(),
  /** an invite's note */
  note: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = z.object({ page, pageSize: pageSize(20) });
export const auditPage = paged(auditEntry);
export type AuditPage = z.infer<typeof auditPage>;

export const registrationQuery = z.object({
  invite: z.string().max(200, 'The invite token is too long').optional(),
});

export const registrationStatus = z.object({
  mode: z.enum(REGISTRATION_MODES),
  /** no account exists yet: the next one may always be created, and becomes the admin */
  firstAccount: z.boolean(),
  /** the state of the invite asked about; null when none was */
  invite: z.enum(['valid', 'expired', 'used', 'revoked', 'unknown']).nullable(),
  /** whether the visitor (with that invite, if any) may create an account now */
  open: z.boolean(),
  /** why not, in plain words; null when open */
  message: z.string().nullable(),
});
export type RegistrationStatus = z.infer<typeof registrationStatus>;
