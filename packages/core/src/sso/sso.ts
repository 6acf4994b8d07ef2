import { z } from '../common/zod';

/** `GET /api/auth/methods`: how people sign in here, for the sign-in and register pages. */
export const signInMethodsResponse = z.object({
  /** false with OIDC_ONLY: only the organisation's identity provider */
  password: z.boolean(),
  /** single sign-on, when an identity provider is configured: its button's words */
  sso: z.object({ buttonText: z.string() }).nullable(),
});
export type SignInMethods = z.infer<typeof signInMethodsResponse>;

/** `GET /api/auth/oidc/pending`: an existing account waiting for its password to be linked. */
export const pendingLinkResponse = z.object({ email: z.string(), provider: z.string() });
export type PendingLink = z.infer<typeof pendingLinkResponse>;

/** `POST /api/auth/oidc/link`: the account's password, to link it to the identity provider. */
export const linkRequest = z.object({
  password: z.string().min(1, 'Please enter your password'),
  remember: z.boolean().default(false),
});

/** What the sign-in page says when single sign-on comes back without a session. */
export const SSO_MESSAGES = {
  failed: 'Single sign-on did not complete. Please try again.',
  unverified:
    'Your identity provider has not confirmed this e-mail address, so it cannot sign you in here. Ask its administrator, or sign in with your password.',
  closed: 'New accounts cannot be created here. Ask the administrator for an invitation.',
  disabled: 'This account has been disabled. Ask the administrator of this MoodCraft.',
  expired: 'The link to your account took too long. Please sign in with single sign-on again.',
  passwordOff: 'Sign-in with a password is turned off here. Use single sign-on.',
} as const;
export type SsoProblem = keyof typeof SSO_MESSAGES;
export const SSO_PROBLEMS = Object.keys(SSO_MESSAGES) as SsoProblem[];
