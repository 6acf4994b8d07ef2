import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signUpQuickly } from './support/accounts';

test('the landing and contact pages fit a phone screen', async ({ page }) => {
  for (const path of ['/', '/contact-us', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await expectAccessible(page, `${path} on a phone`);
  }
});

test('after a worrying note or writing, the help card is in view and has the focus', async ({
  page,
}) => {
  await signUpQuickly(page, undefined, { crisisRegion: 'AU' });
  await page.goto('/mood-tracker');
  await page.getByRole('button', { name: 'Log New Mood' }).first().click();
  await page.getByRole('radio', { name: 'Sadness', exact: true }).click();
  await page.getByRole('radio', { name: 'Despair' }).click();
  await page.getByLabel('Notes (optional)').fill("I don't want to be alive anymore");
  await page.getByRole('button', { name: 'Save Entry' }).click();
  const card = page.getByRole('region', { name: 'Get help now' });
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  await expect(card.getByRole('link', { name: /Lifeline: 13 11 14/ })).toBeVisible();
  await expectAccessible(page, 'Help card after a note, on a phone');

  await page.goto('/creative-outlet');
  await page.getByRole('button', { name: 'Write', exact: true }).click();
  await page.getByLabel('Title').fill('Tonight');
  await page.getByLabel('Your writing').fill('I have decided to end my life tonight');
  await page.getByRole('button', { name: 'Save' }).click();
  const writingCard = page.getByRole('region', { name: 'Get help now' });
  await expect(writingCard).toBeFocused();
  await expect(writingCard).toBeInViewport();
});
