import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signUpQuickly } from './support/accounts';

async function addItem(page: Page, text: string) {
  await page.getByLabel('Add your own').fill(text);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toBeVisible();
}

const next = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('my safety plan', () => {
  test('a crisis in chat leads to the plan, which is made step by step and then opens offline', async ({
    page,
    context,
  }) => {
    // seven steps, three accessibility scans and two reloads: over 40 s on a busy two-core machine
    test.slow();
    await signUpQuickly(page, undefined, { crisisRegion: 'AU' });
    await page.goto('/chat');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.getByLabel('Message to Mood Friend').fill('I have decided to kill myself tonight');
    await page.keyboard.press('Enter');
    const card = page.getByRole('region', { name: 'Get help now' });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: 'Open my safety plan' }).click();

    await expect(page).toHaveURL(/\/safety-plan$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Get help now' })).toBeVisible();
    await expectAccessible(page, 'Safety plan, not yet written');
    await page.getByRole('button', { name: 'Start my plan' }).click();

    await expect(stepHeading(page, 'Warning signs')).toBeFocused();
    await expect(page.getByText('Step 1 of 7')).toBeVisible();
    await page.getByRole('button', { name: 'Not sleeping for days' }).click();
    await expect(page.getByRole('list', { name: 'Warning signs on your plan' })).toContainText(
      'Not sleeping for days',
    );
    await addItem(page, 'Scrolling my phone until 3 am');
    await expectAccessible(page, 'Safety plan, a step');
    await next(page);

    await expect(stepHeading(page, 'Things I can do on my own')).toBeFocused();
    await addItem(page, 'Make tea and sit on the back step');
    await next(page);
    await expect(stepHeading(page, 'People and places that distract me')).toBeVisible();
    await next(page);

    await expect(stepHeading(page, 'People I can ask for help')).toBeVisible();
    await page.getByLabel('Name').fill('Jo (my sister)');
    await page.getByLabel('Phone (optional)').fill('not a number');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      page.getByText('A phone number can hold only digits, spaces and + ( ) - . # *'),
    ).toBeVisible();
    await page.getByLabel('Phone (optional)').fill('0400 123 456');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Jo (my sister) · 0400 123 456' }),
    ).toBeVisible();
    await next(page);

    await expect(stepHeading(page, 'Professionals and services')).toBeVisible();
    await next(page);
    await expect(stepHeading(page, 'Making my surroundings safer')).toBeVisible();
    await next(page);
    await expect(stepHeading(page, 'My reasons for living')).toBeVisible();
    await addItem(page, 'My dog, Pepper');
    await page.getByRole('button', { name: 'Save my plan' }).click();

    await expect(page.getByRole('heading', { level: 2, name: /Warning signs/ })).toBeVisible();
    await expect(page.getByText('Scrolling my phone until 3 am')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Call Jo (my sister), 0400 123 456' }),
    ).toHaveAttribute('href', 'tel:0400123456');
    await expect(page.getByRole('link', { name: /13 11 14/ })).toHaveAttribute(
      'href',
      'tel:131114',
    );
    await expect(page.getByText('My dog, Pepper')).toBeVisible();
    await expectAccessible(page, 'Safety plan');

    // printable: the page's own controls and the site's header stay off paper
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // it is kept, and opens again with no connection at all
    await page.reload();
    await expect(page.getByText('My dog, Pepper')).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeVisible();
    await expect(page.getByText('My dog, Pepper')).toBeVisible();
    await expect(page.getByText(/You are offline/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Edit' })).toBeEnabled();
    await expect(page.getByText(/You are offline/)).toHaveCount(0);
  });

  test('is in the account menu and can be deleted', async ({ page }) => {
    await signUpQuickly(page);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('menuitem', { name: 'My safety plan' }).click();
    await page.getByRole('button', { name: 'Start my plan' }).click();
    await page.getByRole('button', { name: 'Pulling away from friends' }).click();
    for (let i = 0; i < 6; i++) await next(page);
    await page.getByRole('button', { name: 'Save my plan' }).click();
    await expect(page.getByText('Pulling away from friends')).toBeVisible();
    await page.getByRole('button', { name: 'Delete my plan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete my plan' }).click();
    await expect(page.getByRole('button', { name: 'Start my plan' })).toBeVisible();
  });
});
