// Single sign-on against a real OpenID Connect provider (oidc-provider) on 127.0.0.1, whose
// sign-in and consent screens answer at once for the account the test chooses.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { startProvider } from '../../apps/server/test/helpers/oidc-provider';
import { expectAccessible } from './support/a11y';
import { appIsLive, newPerson } from './support/accounts';
import { freePortsSync, startOwnServer } from './support/own-server';

const [port] = freePortsSync(1) as [number];
const origin = `http://127.0.0.1:${port}`;

test.use({ baseURL: origin });

test.describe('single sign-on', () => {
  // one provider and one server for the file's tests, in order
  test.describe.configure({ mode: 'serial' });

  let provider: Awaited<ReturnType<typeof startProvider>>;
  let stop: () => Promise<void>;

  test.beforeAll(async () => {
    provider = await startProvider({ redirectUri: `${origin}/api/auth/oidc/callback` });
    ({ stop } = await startOwnServer(port, {
      PUBLIC_URL: origin,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_BUTTON_TEXT: 'Sign in with Family ID',
    }));
  });

  test.afterAll(async () => {
    await stop();
    await provider.close();
  });

  test('a new person signs in with the button and lands on their dashboard', async ({ page }) => {
    provider.signInAs({
      sub: `sub-${randomBytes(4).toString('hex')}`,
      email: `sso-${randomBytes(4).toString('hex')}@example.org`,
      email_verified: true,
      name: 'Ana Lima',
    });
    await page.goto('/login');
    await appIsLive(page);
    await page.getByRole('link', { name: 'Sign in with Family ID' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ana Lima');
  });

  test('an existing account is linked only with its password', async ({ page }) => {
    const person = newPerson();
    const made = await page.request.post('/api/users', { data: { ...person, acceptTerms: true } });
    expect(made.status()).toBe(201);
    provider.signInAs({
      sub: `sub-${randomBytes(4).toString('hex')}`,
      email: person.email,
      email_verified: true,
      name: person.username,
    });
    await page.goto('/login');
    await appIsLive(page);
    await page.getByRole('link', { name: 'Sign in with Family ID' }).click();
    await expect(page.getByRole('heading', { name: 'Link your account' })).toBeVisible();
    await expect(page.getByText(person.email)).toBeVisible();
    await expectAccessible(page, 'the page that links an account');

    await page.getByLabel('Password', { exact: true }).fill('not-my-password-1234');
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');

    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(person.username);
  });

  test('a sign-on the provider refuses to vouch for comes back with a clear message', async ({
    page,
  }) => {
    provider.signInAs({
      sub: `sub-${randomBytes(4).toString('hex')}`,
      email: `unverified-${randomBytes(4).toString('hex')}@example.org`,
      email_verified: false,
    });
    await page.goto('/login');
    await appIsLive(page);
    await page.getByRole('link', { name: 'Sign in with Family ID' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Your identity provider has not confirmed this e-mail address',
    );
    await expectAccessible(page, 'the sign-in page with single sign-on');
  });
});
