/**
 * The account pages' messages, as the spec writes them. Kept apart from the schemas in
 * accounts.ts, so that a page showing them does not load the validation library.
 */
export const MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordsDoNotMatch: 'New passwords do not match',
  enterEmail: 'Please enter your email address',
  enterNewPassword: 'Please enter your new password',
  agreeToTerms: 'Please agree to the Terms of Service and Privacy Policy',
  invalidResponse: 'Invalid response from server',
  loginFailed: 'Failed to log in. Please check your credentials.',
  registerFailed: 'Failed to create an account',
  forgotFailed: 'Failed to send password reset email. Please try again.',
  forgotSent: 'Password reset email sent! Please check your inbox for instructions.',
  resetFailed: 'Failed to reset password. Please try again.',
  resetDone: 'Password has been reset successfully! You will be redirected to the login page.',
  resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  invalidToken: 'Invalid or expired token',
  invalidCredentials: 'Invalid email or password',
  passwordTooCommon: 'This password is too common',
  changePasswordFailed: 'Failed to change password. Please check your current password.',
  passwordChanged: 'Password changed successfully!',
  accountDisabled:
    'This account has been disabled by an admin of this MoodCraft, so it cannot sign in. If you think this is a mistake, please ask the person who runs it.',
} as const;

/** What a new username must be: 3 to 30 characters, and one person's whatever its capitals. */
export const USERNAME_RULES = {
  min: 3,
  max: 30,
  length: 'A username is 3 to 30 characters',
  taken: 'This username is taken. Please choose another.',
} as const;
