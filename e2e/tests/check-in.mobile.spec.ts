import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signUpQuickly } from './support/accounts';

test('on a phone, the kinds of a feeling come into view under it and save in three taps', async ({
  page,
}) => {
  await signUpQuickly(page);
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Check in' });
  // a feeling far down the list: its kinds open under its group, scrolled into view
  await card.getByRole('radio', { name: 'Remorse', exact: true }).tap();
  const kinds = card.getByRole('group', { name: 'What kind of remorse?' });
  await expect(kinds).toBeInViewport();
  await expectAccessible(page, 'Dashboard check-in on a phone');
  await kinds.getByRole('radio', { name: 'Sorrow' }).tap();
  await card.getByRole('button', { name: 'Save check-in' }).tap();
  await expect(card.getByRole('status')).toContainText('Remorse · Sorrow');
});
