import { MESSAGES, USERNAME_RULES } from '@moodcraft/core/accounts/messages';
import { PASSWORD_MIN } from '@moodcraft/core/common/fields';

export type RegisterValues = {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};

export type RegisterProblems = {
  /** the spec's "Please fill in all fields" for the alert above the form, when one is empty */
  summary: string;
  /** each field's own problem, all at once */
  fields: Partial<Record<keyof RegisterValues, string>>;
};

/** Field order on the page: the first field with a problem takes the focus. */
export const REGISTER_FIELDS: (keyof RegisterValues)[] = [
  'username',
  'email',
  'password',
  'confirmPassword',
  'acceptTerms',
];

/**
 * Every problem of a filled-in sign-up form at once, each on its field; above the form, the spec's
 * "Please fill in all fields" when one is empty.
 */
export function registerProblems(values: RegisterValues): RegisterProblems {
  const fields: RegisterProblems['fields'] = {};
  const username = values.username.trim();
  const email = values.email.trim();
  if (!username) fields.username = 'Please enter a username';
  else if (username.length < USERNAME_RULES.min || username.length > USERNAME_RULES.max)
    fields.username = USERNAME_RULES.length;
  if (!email) fields.email = MESSAGES.enterEmail;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    fields.email = 'Please enter a valid email address';
  if (!values.password) fields.password = 'Please enter a password';
  else if (values.password.length < PASSWORD_MIN)
    fields.password = `Password must be at least ${PASSWORD_MIN} characters`;
  if (!values.confirmPassword) fields.confirmPassword = 'Please enter the password again';
  else if (values.password && values.password !== values.confirmPassword)
    fields.confirmPassword = MESSAGES.passwordsDoNotMatch;
  if (!values.acceptTerms) fields.acceptTerms = MESSAGES.agreeToTerms;

  const empty = !username || !email || !values.password || !values.confirmPassword;
  return { summary: empty ? MESSAGES.fillAllFields : '', fields };
}
