import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { appIsLive, newPerson, signInThroughForm, signUpQuickly } from './support/accounts';

/** The e-mail address serve.mjs lists in ADMIN_EMAILS. */
const ADMIN = {
  username: 'Alex Admin',
  email: 'admin@moodcraft.test',
  password: 'steady-lantern-8',
};

const DISABLED =
  'This account has been disabled by an admin of this MoodCraft, so it cannot sign in. If you think this is a mistake, please ask the person who runs it.';

async function openAdminPage(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open settings' }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
}

test('an admin disables an account, and invites a person who signs up through the link', async ({
  page,
  browser,
}) => {
  // four people in three browsers: 106 s of the default 120 s on a quiet two-core machine here
  test.slow();
  await signUpQuickly(page, ADMIN);

  // Sam has an account and is signed in on their own device
  const samContext = await browser.newContext();
  const samPage = await samContext.newPage();
  const sam = await signUpQuickly(samPage);
  await samPage.goto('/dashboard');
  await expect(samPage.getByRole('button', { name: 'Open settings' })).toBeVisible();

  await openAdminPage(page);
  await page.getByLabel('Search by name or e-mail').fill(sam.email);
  const row = page.getByRole('listitem', { name: sam.username });
  await expect(row).toContainText(sam.email);
  await expect(row).toContainText('0 entries');
  await expectAccessible(page, 'Admin: accounts');

  await row.getByRole('button', { name: `Disable ${sam.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Disable ${sam.username}’s account?` });
  await expect(dialog).toContainText('signed out everywhere at once');
  // scanned once it has faded in: half-faded, its text lacks contrast
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await expectAccessible(page, 'Admin: confirm disabling');
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expect(page.getByText(`${sam.username}’s account is disabled`)).toBeVisible();
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();

  // Sam's session ended at once, and signing in again says why it does not work
  await samPage.reload();
  await expect(samPage).toHaveURL(/\/login$/);
  await signInThroughForm(samPage, sam);
  await expect(samPage.getByText(DISABLED)).toBeVisible();
  await samContext.close();

  // an invite link for Jo, who signs up through it
  await page.getByRole('tab', { name: 'Invites' }).click();
  await page.getByLabel('Who is it for? (optional)').fill('Jo');
  await page.getByLabel('Link works for').click();
  await page.getByRole('option', { name: '3 days' }).click();
  await page.getByRole('button', { name: 'Create invite link' }).click();
  const link = await page.locator('code').filter({ hasText: '/register?invite=' }).innerText();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Jo' })).toContainText('Works until');
  await expectAccessible(page, 'Admin: invites');

  const joContext = await browser.newContext();
  const joPage = await joContext.newPage();
  const jo = newPerson();
  await joPage.goto(link);
  await appIsLive(joPage);
  await expect(joPage.getByText('You were invited to join this MoodCraft. Welcome!')).toBeVisible();
  await expectAccessible(joPage, 'Register with an invite');
  await joPage.getByLabel('Username').fill(jo.username);
  await joPage.getByLabel('Email').fill(jo.email);
  await joPage.getByLabel('Password', { exact: true }).fill(jo.password);
  await joPage.getByLabel('Confirm Password', { exact: true }).fill(jo.password);
  await joPage.getByLabel('I agree to the Terms of Service and Privacy Policy.').check();
  await joPage.getByRole('button', { name: 'Sign Up' }).click();
  await expect(joPage.getByRole('button', { name: 'Open settings' })).toBeVisible();

  // the link worked once (sign-ups are open on this server, so it welcomes no one else)
  const token = new URL(link).searchParams.get('invite')!;
  const state = await page.request.get(`/api/registration?invite=${encodeURIComponent(token)}`);
  expect(await state.json()).toMatchObject({ mode: 'open', invite: 'used' });
  const otherContext = await browser.newContext();
  const again = await otherContext.newPage();
  const answered = again.waitForResponse((r) => r.url().includes('/api/registration'));
  await again.goto(link);
  await answered;
  await appIsLive(again);
  await expect(again.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await expect(again.getByText(/You were invited/)).toHaveCount(0);
  await otherContext.close();

  // Jo is not an admin: no link to the page, and the page itself says it is not for them
  await joPage.getByRole('button', { name: 'Open settings' }).click();
  await expect(joPage.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(joPage.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await joPage.keyboard.press('Escape');
  await joPage.goto('/admin');
  await expect(joPage.getByRole('heading', { name: 'This page is not available' })).toBeVisible();
  await joContext.close();

  await page.reload();
  await page.getByRole('tab', { name: 'Invites' }).click();
  await expect(page.getByText(/No open invites/)).toBeVisible();
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const audit = page.getByRole('region', { name: 'Audit log' });
  await expect(audit.getByRole('listitem').first()).toContainText(
    'admin@moodcraft.test created an invite for Jo',
  );
  await expect(audit).toContainText(`admin@moodcraft.test disabled the account ${sam.email}`);
  await expectAccessible(page, 'Admin: audit log');
});
