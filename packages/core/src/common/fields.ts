import { z } from './zod';

/** Field schemas shared by the web forms and the API, carrying the messages people read. */

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

/**
 * A NUL byte: PostgreSQL refuses it in text, so fields it stored in the clear never held one.
 * Fields now encrypted (titles, tags, bio) refuse it too, to stay as they were.
 */
export const NUL_MESSAGE =
  'The text contains a character that cannot be saved (a NUL byte). Remove it and try again.';
export const withoutNul = (value: string) => !value.includes('\u0000');

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const uuidParam = z.object({ id: z.uuid('Not a valid id') });

export const errorResponse = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });
