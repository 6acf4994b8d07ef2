import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { dayBefore, signUpInUtc } from './support/days';

// the page's days and the person's are the same
test.use({ timezoneId: 'UTC' });

async function addTracker(page: Page, data: object) {
  const res = await page.request.post('/api/trackers', { data });
  expect(res.status()).toBe(201);
}

/** Two days of a Bearable export: moods, hours of sleep and energy. */
const BEARABLE = [
  'date,date formatted,weekday,time of day,category,rating/amount,detail,notes',
  `${dayBefore(3)},,,am,Mood,7,calm,`,
  `${dayBefore(3)},,,,Sleep,7.5,,`,
  `${dayBefore(3)},,,pm,Energy,4,,`,
  `${dayBefore(2)},,,pm,Mood,5,,`,
  `${dayBefore(2)},,,,Sleep,6,,`,
].join('\n');

test.describe('trackers with the mood', () => {
  test('log a mood with tracker values, and find them on the Trackers page', async ({ page }) => {
    test.slow();
    await signUpInUtc(page);
    await addTracker(page, { kind: 'numeric', name: 'Sleep', unit: 'hours', max: 24, step: 0.5 });
    await addTracker(page, { kind: 'yes-no', name: 'Medication taken' });

    await page.goto('/mood-tracker');
    await page.getByRole('button', { name: 'Log New Mood' }).first().click();
    const form = page.getByRole('form', { name: 'Save Entry' });
    await form.getByRole('radio', { name: 'Joy', exact: true }).click();
    await form.getByRole('radio', { name: 'Happiness' }).click();
    const trackers = form.getByRole('button', { name: /^Trackers/ });
    await expect(trackers).toContainText('Nothing logged for today yet');
    await expect(trackers).toHaveAttribute('aria-expanded', 'false');
    await trackers.click();

    // a value off its scale stops the save and says why, and keeps what was chosen
    await form.getByLabel('Sleep (hours)').fill('30');
    await form.getByRole('button', { name: 'Save Entry' }).click();
    await expect(form.getByText('Sleep must be between 0 and 24')).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Happiness' })).toBeChecked();

    await form.getByLabel('Sleep (hours)').fill('7.5');
    await form
      .getByRole('group', { name: 'Medication taken' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(trackers).toContainText('Sleep: 7.5 hours · Medication taken: Yes');
    await expectAccessible(page, 'Mood form with trackers');
    await form.getByRole('button', { name: 'Save Entry' }).click();
    await expect(
      page.getByText('Mood entry saved successfully! Sleep and Medication taken saved too.'),
    ).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);

    await page.goto('/trackers');
    const log = page.getByRole('region', { name: 'Log today' });
    await expect(log.getByLabel('Sleep (hours)')).toHaveValue('7.5');
    await expect(
      log.getByRole('group', { name: 'Medication taken' }).getByRole('button', { name: 'Yes' }),
    ).toHaveAttribute('aria-pressed', 'true');

    // the next entry of the day opens with the day's values
    await page.goto('/mood-tracker');
    await page.getByRole('button', { name: 'Log New Mood' }).first().click();
    await expect(form.getByRole('button', { name: /^Trackers/ })).toContainText(
      'Sleep: 7.5 hours · Medication taken: Yes',
    );
  });

  test('a day of two entries says so, under its heading and in the calendar', async ({ page }) => {
    await signUpInUtc(page);
    const day = dayBefore(2);
    for (const [hour, pleasantness] of [
      ['09:00', 6],
      ['18:30', 7],
    ] as const) {
      const res = await page.request.post('/api/moods', {
        data: {
          date: `${day}T${hour}:00Z`,
          primaryEmotion: 'joy',
          subEmotion: 'happiness',
          score: 5,
          pleasantness,
          factors: [],
        },
      });
      expect(res.ok()).toBe(true);
    }
    await page.goto('/mood-tracker');
    const heading = page.getByRole('heading', { level: 2, name: /· 2 entries · average 6\.5$/ });
    await expect(heading).toBeVisible();
    await expect(
      page.getByRole('region', { name: /· 2 entries · average 6\.5$/ }).getByRole('article'),
    ).toHaveCount(2);

    // a person without trackers is offered a link to add some, and nothing more
    await page.getByRole('button', { name: 'Log New Mood' }).first().click();
    const form = page.getByRole('form', { name: 'Save Entry' });
    await expect(form.getByRole('link', { name: 'Add trackers' })).toHaveAttribute(
      'href',
      '/trackers',
    );
    await expect(form.getByRole('button', { name: /^Trackers/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('tab', { name: 'Insights' }).click();
    await expect(
      page.locator('svg rect title').filter({ hasText: ': 2 entries · average 6.5' }),
    ).toHaveCount(1);
    await expectAccessible(page, 'A day of two entries');
  });

  test('a Bearable import adds the trackers it needs, once', async ({ page }) => {
    test.slow();
    await signUpInUtc(page);
    await page.goto('/mood-tracker');
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog');
    const choose = () =>
      dialog.getByLabel('Export file to import').setInputFiles({
        name: 'bearable.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(BEARABLE),
      });
    await choose();
    await expect(dialog.getByText('Bearable export: 2 entries.')).toBeVisible();
    await expect(dialog.getByText('Trackers to add: Sleep (hours), Energy')).toBeVisible();
    await expect(
      dialog.getByRole('checkbox', { name: 'Add these trackers and import their values' }),
    ).toBeChecked();
    await expectAccessible(page, 'Bearable import preview');
    await dialog.getByRole('button', { name: 'Import 2 entries and 3 tracker values' }).click();
    await expect(
      dialog.getByText('Imported 2 entries. 3 tracker values imported; added Sleep and Energy.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // the same file again adds nothing
    await page.getByRole('button', { name: 'Import' }).click();
    await choose();
    await expect(dialog.getByText(/2 are already here and will be skipped/)).toBeVisible();
    await expect(
      dialog.getByText('Values for your trackers: Sleep (2 days), Energy (1 day).'),
    ).toBeVisible();
    await expect(
      dialog.getByText('3 days already have a value, which stays as it is.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import 0 entries' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/trackers');
    await expect(
      page.getByRole('region', { name: 'Sleep', exact: true }).getByRole('img'),
    ).toHaveAccessibleName(/^Sleep over the last 90 days: 2 values from .*, latest 6 hours\.$/);
    await expect(page.getByRole('region', { name: 'Energy', exact: true })).toBeVisible();
    await expectAccessible(page, 'Trackers after a Bearable import');
  });

  test('a MoodCraft export brings its trackers back, archived ones archived', async ({ page }) => {
    test.slow();
    await signUpInUtc(page);
    const made = async (data: object) => {
      const res = await page.request.post('/api/trackers', { data });
      expect(res.status()).toBe(201);
      return (await res.json()).id as string;
    };
    const log = async (id: string, day: string, value: number) =>
      expect(
        (await page.request.put(`/api/trackers/${id}/values/${day}`, { data: { value } })).ok(),
      ).toBe(true);
    const sleep = await made({
      kind: 'numeric',
      name: 'Sleep',
      unit: 'hours',
      min: 0,
      max: 24,
      step: 0.5,
    });
    const walks = await made({ kind: 'count', name: 'Walks', unit: 'walks', max: 20 });
    await log(sleep, dayBefore(3), 7.5);
    await log(sleep, dayBefore(2), 6);
    await log(walks, dayBefore(2), 2);
    const archived = await page.request.put(`/api/trackers/${walks}`, {
      data: { kind: 'count', name: 'Walks', unit: 'walks', max: 20, archived: true },
    });
    expect(archived.ok()).toBe(true);
    const file = await (await page.request.get('/api/users/export?format=json')).body();

    // someone else, on another server, restores it
    await signUpInUtc(page);
    await page.goto('/mood-tracker');
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Export file to import').setInputFiles({
      name: 'moodcraft-export.json',
      mimeType: 'application/json',
      buffer: file,
    });
    await expect(
      dialog.getByText('Trackers to add: Sleep (hours), Walks (archived)'),
    ).toBeVisible();
    await expectAccessible(page, 'MoodCraft import preview with trackers');
    await dialog.getByRole('button', { name: 'Import 3 tracker values' }).click();
    await expect(
      dialog.getByText('3 tracker values imported; added Sleep and Walks.', { exact: false }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.goto('/trackers');
    await expect(
      page.getByRole('region', { name: 'Sleep', exact: true }).getByRole('img'),
    ).toHaveAccessibleName(/^Sleep over the last 90 days: 2 values from .*, latest 6 hours\.$/);
    // Walks came back archived: not among the trackers in use
    await expect(page.getByRole('region', { name: 'Walks', exact: true })).toHaveCount(0);
    const listed = await (await page.request.get('/api/trackers')).json();
    expect(listed.map((t: { name: string; archived: boolean }) => [t.name, t.archived])).toEqual([
      ['Sleep', false],
      ['Walks', true],
    ]);
  });
});
