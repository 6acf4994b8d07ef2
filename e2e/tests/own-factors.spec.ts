import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signUpQuickly } from './support/accounts';

test.describe('own factors', () => {
  test('add a factor from the mood form, log a mood with it, find it, rename it', async ({
    page,
  }) => {
    // two accessibility scans and a rename across three pages
    test.slow();
    await signUpQuickly(page);
    // two earlier entries with the factor, so the insights have something to compare
    const factor = await page.request.post('/api/factors', { data: { name: 'Walk by the sea' } });
    expect(factor.status()).toBe(201);
    for (const [daysAgo, pleasantness, factors] of [
      [2, 9, ['Walk by the sea']],
      [3, 4, ['Work']],
    ] as const) {
      const res = await page.request.post('/api/moods', {
        data: {
          date: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
          primaryEmotion: pleasantness > 5 ? 'joy' : 'sadness',
          subEmotion: pleasantness > 5 ? 'happiness' : 'grief',
          score: 5,
          pleasantness,
          factors: [...factors],
        },
      });
      expect(res.ok()).toBe(true);
    }

    await page.goto('/mood-tracker');
    await page.getByRole('button', { name: 'Log New Mood' }).first().click();
    const chooser = page.getByRole('group', { name: 'Contributing Factors' });
    await expect(chooser.getByRole('button', { name: 'Walk by the sea' })).toBeVisible();

    // a new one, added without leaving the form
    await chooser.getByRole('button', { name: 'Manage factors' }).click();
    const manage = page.getByRole('dialog', { name: 'Your factors' });
    await manage.getByLabel('New factor').fill('Piano practice');
    await manage.getByRole('button', { name: 'Add factor' }).click();
    await expect(manage.getByText('Piano practice is added.')).toBeVisible();
    const list = manage.getByRole('list', { name: 'Your factors' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    // the keyboard puts it first
    await list.getByRole('button', { name: 'Move Piano practice up' }).click();
    await expect(list.getByRole('listitem').first()).toContainText('Piano practice');
    await expect(list.getByRole('button', { name: 'Move Piano practice down' })).toBeFocused();
    await expectAccessible(page, 'Your factors (from the mood form)');
    await manage.getByRole('button', { name: 'Done' }).click();

    // after the built-in ones, in the person's order
    const chips = chooser.getByRole('button');
    await expect(chips.nth(18)).toHaveText('Piano practice');
    await expect(chips.nth(19)).toHaveText('Walk by the sea');
    await page.getByRole('radio', { name: 'Joy', exact: true }).click();
    await page.getByRole('radio', { name: 'Optimism' }).click();
    await chooser.getByRole('button', { name: 'Walk by the sea' }).click();
    await chooser.getByRole('button', { name: 'Piano practice' }).click();
    await expect(chooser.getByRole('button', { name: 'Piano practice' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectAccessible(page, 'Mood form with own factors');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expect(page.getByText('Mood entry saved successfully!')).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: 'Optimism' });
    await expect(card).toContainText('Piano practice');

    // the entries filter offers it
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByLabel('Factor').click();
    await page.getByRole('option', { name: 'Walk by the sea' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear' }).first().click();

    // renamed in Settings: every entry and the insights show the new name
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const yours = page.getByRole('region', { name: 'Your factors' });
    await yours.getByRole('button', { name: 'Edit Walk by the sea' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit factor' });
    await edit.getByLabel('Name').fill('Sea walk');
    await edit.getByRole('radio', { name: 'Blue' }).check();
    await edit.getByLabel(/A good thing for me/).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(yours.getByText('Sea walk is saved.')).toBeVisible();
    await expect(yours.getByRole('listitem').filter({ hasText: 'Sea walk' })).toContainText(
      'Positive',
    );
    await expectAccessible(page, 'Your factors in Settings');

    await page.goto('/mood-tracker');
    await expect(page.getByRole('article').filter({ hasText: 'Optimism' })).toContainText(
      'Sea walk',
    );
    await expect(page.getByText('Walk by the sea')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Insights' }).click();
    await expect(page.getByRole('progressbar', { name: /^Sea walk: average/ })).toBeVisible();
  });
});
