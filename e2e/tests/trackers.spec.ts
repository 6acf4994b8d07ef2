import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { dayBefore, signUpInUtc } from './support/days';

// the page's "today" and the person's are the same day
test.use({ timezoneId: 'UTC' });

test.describe('trackers', () => {
  test('add a tracker from the account menu, log values and see the chart', async ({ page }) => {
    test.slow();
    await signUpInUtc(page);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('menuitem', { name: 'Trackers' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Trackers' })).toBeVisible();
    await expect(page.getByText(/^No trackers yet\./)).toBeVisible();
    await expect(page.getByText(/^Patterns show here once/)).toContainText('So far: 0 days.');
    await expectAccessible(page, 'Trackers, none yet');

    // a preset: sleep hours, 0 to 24 in half hours
    await page.getByRole('button', { name: 'Add your first tracker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a tracker' });
    await dialog.getByRole('button', { name: 'Sleep hours (0–24)' }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue('Sleep');
    await expectAccessible(page, 'Add a tracker');
    await dialog.getByRole('button', { name: 'Add tracker' }).click();
    await expect(page.getByRole('status')).toHaveText('Sleep added.');

    // and one of one's own: a yes or no
    await page.getByRole('button', { name: 'Add a tracker' }).click();
    await dialog.getByLabel('Kind').click();
    await page.getByRole('option', { name: 'Yes or no' }).click();
    await dialog.getByLabel('Name').fill('Walked the dog');
    await dialog.getByRole('button', { name: 'Add tracker' }).click();
    await expect(page.getByRole('status')).toHaveText('Walked the dog added.');

    const log = page.getByRole('region', { name: 'Log today' });
    // a value off the scale is explained, not sent
    await log.getByLabel('Sleep (hours)').fill('25');
    await log.getByRole('button', { name: 'Save Sleep' }).click();
    await expect(log.getByText('Sleep must be between 0 and 24')).toBeVisible();
    await log.getByLabel('Sleep (hours)').fill('7.5');
    await log.getByLabel('Sleep (hours)').press('Enter');
    await expect(page.getByRole('status')).toHaveText('Sleep saved.');
    await log
      .getByRole('group', { name: 'Walked the dog' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page.getByRole('status')).toHaveText('Walked the dog saved.');
    await expect(
      log.getByRole('group', { name: 'Walked the dog' }).getByRole('button', { name: 'Yes' }),
    ).toHaveAttribute('aria-pressed', 'true');

    // an earlier day
    await log
      .getByRole('textbox', { name: 'Day' })
      .fill(dayBefore(1).split('-').reverse().join('/'));
    await expect(page.getByRole('heading', { name: 'Log a day' })).toBeVisible();
    const earlier = page.getByRole('region', { name: 'Log a day' });
    await expect(earlier.getByLabel('Sleep (hours)')).toHaveValue('');
    await earlier.getByLabel('Sleep (hours)').fill('6');
    await earlier.getByRole('button', { name: 'Save Sleep' }).click();
    await expect(page.getByRole('status')).toHaveText('Sleep saved.');

    const chart = page.getByRole('region', { name: 'Sleep', exact: true });
    await expect(chart.getByRole('img')).toHaveAccessibleName(
      /^Sleep over the last 90 days: 2 values from .*, latest 7\.5 hours\.$/,
    );
    await expect(chart.locator('canvas')).toBeVisible();
    await expectAccessible(page, 'Trackers with values');
  });

  test('20 days of moods and sleep give a sentence with its day count', async ({ page }) => {
    await signUpInUtc(page);
    const sleep = await (
      await page.request.post('/api/trackers', {
        data: { kind: 'numeric', name: 'Sleep', unit: 'hours', min: 0, max: 24, step: 0.5 },
      })
    ).json();
    for (let n = 1; n <= 20; n++) {
      const day = dayBefore(n);
      const long = n % 2 === 0;
      const value = await page.request.put(`/api/trackers/${sleep.id}/values/${day}`, {
        data: { value: long ? 8 : 5.5 },
      });
      expect(value.ok()).toBe(true);
      const mood = await page.request.post('/api/moods', {
        data: {
          date: `${day}T12:00:00Z`,
          primaryEmotion: long ? 'joy' : 'sadness',
          subEmotion: long ? 'happiness' : 'grief',
          score: 5,
          pleasantness: long ? 8 : 4,
          factors: [],
        },
      });
      expect(mood.ok()).toBe(true);
    }
    await page.goto('/trackers');
    const links = page.getByRole('region', { name: 'What goes with my mood' });
    await expect(
      links.getByText(
        'On days you logged Sleep at 7 hours or more, your mood averaged 8, against 4 on days below that — 20 days.',
      ),
    ).toBeVisible();
    await expect(links.getByText(/not causes/)).toBeVisible();
    await expectAccessible(page, 'What goes with my mood');
  });
});
