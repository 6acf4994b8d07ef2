import { z } from '../common/zod';
import { emailField, NUL_MESSAGE, passwordField, withoutNul } from '../common/fields';
import { MESSAGES, USERNAME_RULES } from './messages';

export const DEFAULT_BIO = 'I am on a journey to better understand and manage my emotions.';

/** The spec's messages for the account forms (in messages.ts, which loads no validation library). */
export { MESSAGES };

/** Characters that reorder text around them (bidirectional controls) or cannot be seen. */
const HIDDEN_CONTROLS = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff\p{Cc}]/u;

export const usernameField = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(50, 'Username must be at most 50 characters')
  .refine(
    (name) => !HIDDEN_CONTROLS.test(name),
    'Username cannot contain invisible or text-direction characters',
  );

/**
 * A new username: 3 to 30 characters, one person's whatever its capitals (the server checks
 * that). Names chosen before these rules stay as they are until they are changed.
 */
export const newUsernameField = usernameField.refine(
  (name) => name.length >= USERNAME_RULES.min && name.length <= USERNAME_RULES.max,
  USERNAME_RULES.length,
);

export const userResponse = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  bio: z.string(),
  profilePicture: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  /** the person runs this instance: the admin page is theirs (`/api/admin`) */
  isAdmin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userResponse>;

const timeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'Not a known time zone');

/** A country code (the server checks it has helplines) or INTL. */
export const crisisRegionField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2}|INTL)$/, 'Choose a country from the list');

export const registerRequest = z.object({
  username: newUsernameField,
  email: emailField,
  password: passwordField,
  acceptTerms: z.literal(true, { error: MESSAGES.agreeToTerms }),
  /** whose helplines to list; guessed from the time zone when not given */
  crisisRegion: crisisRegionField.optional(),
  /** the browser's time zone, for reminders and the guess above */
  timeZone: timeZone.optional(),
  /** the token of an invite link (`/register?invite=…`); needed when REGISTRATION=invite */
  invite: z.string().max(200, 'The invite token is too long').optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const sessionUserResponse = userResponse.extend({ token: z.string() });
export const registerResponse = z.object({ data: sessionUserResponse });

export const loginRequest = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
  remember: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const twoFactorChallengeResponse = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
});
export const loginResponse = z.union([sessionUserResponse, twoFactorChallengeResponse]);
export type LoginResponse = z.infer<typeof loginResponse>;

export const twoFactorLoginRequest = z.object({
  challengeToken: z.string().min(1).max(200),
  code: z
    .string({ error: 'Please enter the code' })
    .trim()
    .min(6, 'Please enter the 6-digit code or a recovery code')
    .max(20, 'Please enter the 6-digit code or a recovery code'),
});

export const phoneField = z
  .string()
  .trim()
  .max(30, 'Phone must be at most 30 characters')
  .regex(/^[+\d\s().-]*$/, 'Phone may contain only digits, spaces and + ( ) . -');

export const profileUpdateRequest = z.object({
  username: usernameField,
  email: emailField,
  phone: phoneField.optional().default(''),
  bio: z
    .string()
    .trim()
    .max(500, 'Bio must be at most 500 characters')
    .refine(withoutNul, NUL_MESSAGE)
    .optional()
    .default(''),
  /** needed only when `email` changes */
  currentPassword: z.string().max(1024).optional(),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;

export const forgotPasswordRequest = z.object({
  email: z.string({ error: MESSAGES.enterEmail }).trim().min(1, MESSAGES.enterEmail).max(254),
});
export const resetPasswordRequest = z.object({
  token: z.string({ error: MESSAGES.invalidToken }).min(1, MESSAGES.invalidToken).max(200),
  password: passwordField,
});
/** The token of a "this wasn't me" link from the notice of an email change. */
export const secureAccountRequest = z.object({
  token: z.string({ error: MESSAGES.invalidToken }).min(1, MESSAGES.invalidToken).max(200),
});

export const changePasswordRequest = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024),
  newPassword: passwordField,
});

export const profilePictureResponse = z.object({ profilePicture: z.string() });

export const statsResponse = z.object({
  daysActive: z.number().int(),
  moodEntries: z.number().int(),
  modulesCompleted: z.number().int(),
  journalEntries: z.number().int(),
  averageMood: z.number(),
  streakDays: z.number().int(),
});
export type Stats = z.infer<typeof statsResponse>;

export const achievementResponse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  completed: z.boolean(),
  date: z.string().nullable(),
});
export type Achievement = z.infer<typeof achievementResponse>;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 20:00');
export const settingsResponse = z.object({
  emailNotifications: z.boolean(),
  moodReminders: z.boolean(),
  weeklyReports: z.boolean(),
  darkMode: z.boolean(),
  dataSharing: z.boolean(),
  twoFactorAuth: z.boolean(),
  reminderTime: z.string(),
  timeZone: z.string(),
  /** whose helplines Mood Friend lists: the person's choice, or guessed (see crisisRegionChosen) */
  crisisRegion: z.string(),
  crisisRegionChosen: z.boolean(),
  weeklyReportDay: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Settings = z.infer<typeof settingsResponse>;

export const settingsUpdateRequest = z
  .object({
    emailNotifications: z.boolean(),
    moodReminders: z.boolean(),
    weeklyReports: z.boolean(),
    darkMode: z.boolean(),
    dataSharing: z.boolean(),
    reminderTime: timeOfDay,
    timeZone,
    /** a country code, INTL, or null to guess it from the time zone again */
    crisisRegion: crisisRegionField.nullable(),
    weeklyReportDay: z.number().int().min(0).max(6),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one setting to change');
export type SettingsUpdate = z.infer<typeof settingsUpdateRequest>;

/** Labels used in the "Setting updated: {name}" snackbar. */
export const SETTING_LABELS: Record<string, string> = {
  emailNotifications: 'Email Notifications',
  moodReminders: 'Mood Reminders',
  weeklyReports: 'Weekly Reports',
  darkMode: 'Dark Mode',
  dataSharing: 'Data Sharing',
  twoFactorAuth: 'Two-Factor Authentication',
  reminderTime: 'Reminder Time',
  timeZone: 'Time Zone',
  crisisRegion: 'Helplines',
  weeklyReportDay: 'Weekly Report Day',
};

export const twoFactorSetupResponse = z.object({
  otpauthUrl: z.string(),
  secret: z.string(),
  qrCode: z.string(),
});
export const twoFactorEnableRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code from your app'),
});
export const twoFactorEnableResponse = z.object({ recoveryCodes: z.array(z.string()) });
export const twoFactorDisableRequest = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});

export const sessionResponse = z.object({
  id: z.uuid(),
  current: z.boolean(),
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
});
export type ActiveSession = z.infer<typeof sessionResponse>;

export const deleteAccountRequest = z.object({
  password: z
    .string({ error: 'Enter your password to confirm' })
    .min(1, 'Enter your password to confirm')
    .max(1024),
});
