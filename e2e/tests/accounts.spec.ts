import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectAccessible } from './support/a11y';
import { newPerson, signInThroughForm, signUpQuickly } from './support/accounts';
import { receivedMail } from './support/mail';

test.describe('registration and sign-in', () => {
  test('register, sign out, sign back in, and stay signed in after a reload', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create Your account' })).toBeVisible();
    await expectAccessible(page, 'Register');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please fill in all fields')).toBeVisible();

    const person = newPerson();
    await page.getByLabel('Username').fill(person.username);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(`${person.password}x`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(
      page.getByText('Please agree to the Terms of Service and Privacy Policy'),
    ).toBeVisible();
    await page.getByLabel('I agree to the Terms of Service and Privacy Policy.').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('button', { name: 'Open settings' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => document.cookie)).toBe('');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Open settings' })).toBeVisible();

    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to MoodCraft' })).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);

    await signInThroughForm(page, { ...person, password: 'wrong-password-1' });
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await signInThroughForm(page, person, true);
    await expect(page.getByRole('button', { name: 'Open settings' })).toBeVisible();
  });

  test('the login form asks for both fields and is accessible', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please fill in all fields')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(
      page.getByRole('link', { name: "Don't have an account? Sign Up" }),
    ).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expectAccessible(page, 'Login');
  });

  test('an ended session signs out cleanly and lands on the login page', async ({
    page,
    context,
  }) => {
    await signUpQuickly(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: /Robin/ })).toBeVisible();
    await context.clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});

test.describe('password reset', () => {
  test('forgot password, the email arrives, the link resets the password once', async ({
    page,
  }) => {
    const person = await signUpQuickly(page);
    await page.request.post('/api/users/logout');
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByText('Password reset email sent! Please check your inbox for instructions.'),
    ).toBeVisible();
    await expectAccessible(page, 'Forgot password sent');

    await expect
      .poll(() =>
        receivedMail().some((m) => m.includes(person.email) && m.includes('/reset-password/')),
      )
      .toBe(true);
    const mail = receivedMail().find(
      (m) => m.includes(person.email) && m.includes('/reset-password/'),
    )!;
    const link = /http:\/\/127\.0\.0\.1:\d+(\/reset-password\/[\w-]+)/.exec(mail)!;
    await page.goto(link[1]!);
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('fresh-start-2026');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('fresh-start-2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByText(
        'Password has been reset successfully! You will be redirected to the login page.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 9000 });

    await signInThroughForm(page, { ...person, password: 'fresh-start-2026' });
    await expect(page.getByRole('button', { name: 'Open settings' })).toBeVisible();

    await page.goto(link[1]!);
    await page.getByLabel('New Password', { exact: true }).fill('another-start-2027');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('another-start-2027');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByText(
        'This password reset link is invalid or has expired. Please request a new one.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

test.describe('profile', () => {
  test('edit and cancel, edit and save, upload a picture', async ({ page }) => {
    await signUpQuickly(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Name').fill('Changed My Mind');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: /Robin/ })).toBeVisible();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Name').fill('Robin Calm');
    await page.getByLabel('Phone').fill('+61 400 123 456');
    await page.getByLabel('Bio').fill('Taking it one day at a time.');
    await page.getByLabel('Profile picture file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect(page.getByText('Profile picture updated successfully!')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Robin Calm' })).toBeVisible();
    await expect(page.getByText('+61 400 123 456')).toBeVisible();
    const avatar = page.getByRole('img', { name: 'Robin Calm' }).first();
    await expect(avatar).toHaveAttribute('src', /\/api\/media\//);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(
      1,
    );
    await expectAccessible(page, 'Profile');
    await page.reload();
    await expect(page.getByText('Taking it one day at a time.')).toBeVisible();
  });

  test('dark mode switches the whole app and is remembered across sign-ins', async ({ page }) => {
    const person = await signUpQuickly(page);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const dark = page.getByRole('switch', { name: 'Dark Mode' });
    await expect(dark).not.toBeChecked();
    await dark.click();
    await expect(page.getByText('Setting updated: Dark Mode')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(15, 23, 25)');
    await expectAccessible(page, 'Profile settings (dark)');
    await page.getByRole('switch', { name: 'Weekly Reports' }).click();
    await expect(page.getByText('Setting updated: Weekly Reports')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.evaluate(() => localStorage.clear());
    await signInThroughForm(page, person);
    await expect(page.getByRole('button', { name: 'Open settings' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(15, 23, 25)');
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('switch', { name: 'Weekly Reports' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
  });

  test('two-factor: set up with the QR secret, then sign in with a code', async ({ page }) => {
    const person = await signUpQuickly(page);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Two-Factor Authentication' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = (await dialog.locator('code').textContent())!;
    await dialog.getByLabel('6-digit code').fill(await generate({ secret }));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(dialog.getByText('Two-factor authentication is on.')).toBeVisible();
    const codes = await dialog
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    await expectAccessible(page, 'Two-factor recovery codes');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('switch', { name: 'Two-Factor Authentication' })).toBeChecked();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, person);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(/That code is not right/)).toBeVisible();
    await page.getByLabel('Authentication code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: 'Open settings' })).toBeVisible();
  });

  test('change password with its rules, and the Help & Support answers', async ({ page }) => {
    const person = await signUpQuickly(page);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Current Password', { exact: true }).fill(person.password);
    await page.getByLabel('New Password', { exact: true }).fill('new-path-123');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('new-path-124');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('New passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm New Password', { exact: true }).fill('new-path-123');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();

    await page.getByRole('tab', { name: 'Help & Support' }).click();
    for (const q of [
      'What is Mood Friend?',
      'How is my data kept private?',
      'How do I get the most out of MoodCraft?',
      'Can I export my data?',
    ]) {
      await expect(page.getByRole('button', { name: q })).toBeVisible();
    }
    await expectAccessible(page, 'Help & Support');
  });
});
