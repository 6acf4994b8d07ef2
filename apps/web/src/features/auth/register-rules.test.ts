import { describe, expect, it } from 'vitest';
import { registerProblems } from './register-rules';

const good = {
  username: 'alex_ux',
  email: 'alex@example.org',
  password: 'quiet harbour',
  confirmPassword: 'quiet harbour',
  acceptTerms: true,
};

describe('the sign-up form’s problems', () => {
  it('has none when everything is right', () => {
    expect(registerProblems(good)).toEqual({ summary: '', fields: {} });
  });

  it('names every problem at once, each on its field, with the spec’s summary', () => {
    const problems = registerProblems({
      username: 'a',
      email: '',
      password: 'short',
      confirmPassword: 'other',
      acceptTerms: false,
    });
    expect(problems.summary).toBe('Please fill in all fields');
    expect(problems.fields).toEqual({
      username: 'A username is 3 to 30 characters',
      email: 'Please enter your email address',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
      acceptTerms: 'Please agree to the Terms of Service and Privacy Policy',
    });
  });

  it('needs no summary when nothing is empty: the field says it', () => {
    const problems = registerProblems({ ...good, confirmPassword: 'quiet harbor' });
    expect(problems.summary).toBe('');
    expect(problems.fields.confirmPassword).toBe('Passwords do not match');
    expect(Object.keys(problems.fields)).toEqual(['confirmPassword']);
  });

  it('holds usernames to 3 to 30 characters, spaces around them aside', () => {
    expect(registerProblems({ ...good, username: '  abc  ' }).fields.username).toBeUndefined();
    expect(registerProblems({ ...good, username: 'x'.repeat(31) }).fields.username).toBe(
      'A username is 3 to 30 characters',
    );
    expect(registerProblems({ ...good, username: 'ab' }).fields.username).toBe(
      'A username is 3 to 30 characters',
    );
  });

  it('asks for a well-formed email address', () => {
    expect(registerProblems({ ...good, email: 'alex@' }).fields.email).toBe(
      'Please enter a valid email address',
    );
  });
});
