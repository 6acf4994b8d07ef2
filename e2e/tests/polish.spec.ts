import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signUpQuickly } from './support/accounts';

const PHONE = { width: 390, height: 844 };

/** Fails unless `inner` lies wholly within `outer`, left to right. */
async function expectWithin(inner: Locator, outer: Locator, what: string) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.x, `${what} starts inside`).toBeGreaterThanOrEqual(b.x);
  expect(a.x + a.width, `${what} ends inside`).toBeLessThanOrEqual(b.x + b.width);
}

/** The WCAG contrast ratio of an element's text against the first opaque background behind it. */
async function contrast(text: Locator) {
  const [color, background] = await text.evaluate((e) => {
    let behind: Element | null = e;
    while (behind && getComputedStyle(behind).backgroundColor.match(/[\d.]+/g)?.[3] === '0')
      behind = behind.parentElement;
    return [getComputedStyle(e).color, getComputedStyle(behind ?? document.body).backgroundColor];
  });
  const channels = (css: string) =>
    css
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number);
  const luminance = ([r, g, b]: number[]) => {
    const [R, G, B] = [r!, g!, b!].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  const [fg, bg] = [luminance(channels(color)), luminance(channels(background))];
  return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe('a new account’s first day', () => {
  test('the dashboard welcomes a first visit, shows no trend and invites the first craft', async ({
    page,
  }) => {
    await signUpQuickly(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /^Good (Morning|Afternoon|Evening), Robin/,
    );
    await expect(page.getByText(/^Welcome to MoodCraft\./)).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);

    await expect(page.getByText('Not enough entries yet')).toBeVisible();
    await expect(page.getByText('Stable', { exact: true })).toHaveCount(0);

    const start = page.getByRole('link', { name: 'Start creating your first craft' });
    await expect(start).toBeVisible();
    await expect(start).toHaveAttribute('href', '/creative-outlet');
    await expect(page.getByRole('link', { name: 'Continue Creating' })).toHaveCount(0);
    await expectAccessible(page, 'Dashboard on the first day');
  });

  test('the reminder’s Check in opens the mood form, with the focus in it', async ({ page }) => {
    await signUpQuickly(page);
    // a reminder at midnight is always past: the banner shows until the first check-in
    const saved = await page.request.put('/api/users/settings', {
      data: { moodReminders: true, reminderTime: '00:00' },
    });
    expect(saved.status()).toBe(200);
    await page.goto('/dashboard');
    await expect(
      page.getByText('It’s past your reminder time. How are you feeling today?'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Check in' }).click();

    await expect(page).toHaveURL(/\/mood-tracker$/);
    await expect(page.getByRole('group', { name: 'How are you feeling?' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Joy', exact: true })).toBeFocused();
    // the form's date is written day first, as the entry cards write it
    const today = new Date().toLocaleDateString('en-AU', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    await expect(page.getByRole('textbox', { name: 'Date' })).toHaveValue(today);
    await expectAccessible(page, 'Mood form opened from the reminder');

    await page.getByRole('radio', { name: 'Joy', exact: true }).click();
    await page.getByRole('radio', { name: 'Optimism' }).click();
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expect(page.getByText('Mood entry saved successfully!')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByText(/^Welcome back\./)).toBeVisible();
    await expect(
      page.getByText('It’s past your reminder time. How are you feeling today?'),
    ).toHaveCount(0);
  });
});

test.describe('the intensity slider', () => {
  for (const [width, scheme] of [
    [390, 'light'],
    [390, 'dark'],
    [1366, 'light'],
    [1366, 'dark'],
  ] as const) {
    test(`keeps Mild, Moderate and Intense, and how it felt overall, inside the form and readable at ${width} px, ${scheme}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await signUpQuickly(page);
      await page.goto('/mood-tracker');
      await page.getByRole('button', { name: 'Log New Mood' }).first().click();
      if (scheme === 'dark')
        await expect
          .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
          .toBe('rgb(15, 23, 25)');
      const form = page.getByRole('form', { name: 'Save Entry' });
      await expect(page.getByRole('slider')).toBeVisible();
      for (const word of ['Mild', 'Moderate', 'Intense']) {
        const label = form.getByText(word, { exact: true });
        await expect(label).toBeVisible();
        await expectWithin(label, form, word);
        expect(await contrast(label), `${word} contrast`).toBeGreaterThanOrEqual(4.5);
      }
      expect(await pageScrollsSideways(page)).toBe(false);
      // once a feeling is chosen, how it felt overall, its ends as readable
      await form.getByRole('radio', { name: 'Surprise', exact: true }).click();
      const overall = form.getByRole('slider', { name: 'Overall, how did it feel?' });
      await expect(overall).toHaveAttribute('aria-valuetext', '5.5 out of 10, neutral');
      for (const word of ['Very unpleasant', 'Very pleasant']) {
        const label = form.getByText(word, { exact: true });
        await expect(label).toBeVisible();
        await expectWithin(label, form, word);
        expect(await contrast(label), `${word} contrast`).toBeGreaterThanOrEqual(4.5);
      }
      expect(await pageScrollsSideways(page)).toBe(false);
    });
  }
});

test.describe('the year calendar on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('opens on the recent weeks, with today in view, not on January', async ({ page }) => {
    await signUpQuickly(page);
    const logged = await page.request.post('/api/moods', {
      data: {
        date: new Date().toISOString(),
        primaryEmotion: 'joy',
        subEmotion: 'happiness',
        score: 7,
        factors: [],
        notes: '',
      },
    });
    expect(logged.status()).toBe(201);
    await page.goto('/mood-tracker');
    await page.getByRole('tab', { name: 'Insights' }).click();
    const calendar = page.getByRole('region', {
      name: `Mood calendar for ${new Date().getFullYear()}`,
    });
    const today = calendar.locator('rect', {
      has: page.locator('title', { hasText: '1 entry · mood 8.5' }),
    });
    await expect(today).toHaveCount(1);
    // the year is wider than a phone: it scrolls, and starts where today is
    expect(await calendar.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    await expectWithin(today, calendar, 'today');
    expect(await pageScrollsSideways(page)).toBe(false);
    // back from the entries, it is where it was
    await page.getByRole('tab', { name: 'Entries' }).click();
    await expect(calendar).toBeHidden();
    await page.getByRole('tab', { name: 'Insights' }).click();
    await expect(calendar).toBeVisible();
    await expectWithin(today, calendar, 'today');
  });
});

test.describe('importing from Daylio on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the mapping is readable, and good and bad sleep stay apart', async ({ page }) => {
    await signUpQuickly(page);
    await page.goto('/mood-tracker');
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Export file to import').setInputFiles({
      name: 'daylio_export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'full_date,date,weekday,time,mood,activities,note_title,note',
          '2026-03-02,March 2,Monday,8:30 PM,rad,good sleep | sport,,',
          '2026-03-01,March 1,Sunday,07:15,awful,bad sleep,,',
          '2026-02-28,February 28,Saturday,21:00,sleepy,work,,',
        ].join('\n'),
      ),
    });
    await expect(dialog.getByText('Daylio export: 3 entries.')).toBeVisible();

    const labels = dialog.getByRole('list', { name: 'Mood labels' });
    await expect(labels.getByRole('listitem')).toHaveCount(3);
    const sleepy = labels.getByRole('listitem').filter({ hasText: 'sleepy' });
    await expect(sleepy).toContainText('1 entry');
    for (const name of [
      'Mood for sleepy',
      'Intensity for sleepy',
      'Emotion for sleepy',
      'Feeling for sleepy',
    ]) {
      const control = sleepy.getByRole('combobox', { name });
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeVisible();
      await expectWithin(control, dialog, name);
      // the whole choice shows, not "Conte…"
      expect(
        await control.evaluate((e) => e.scrollWidth <= e.clientWidth),
        `${name} shows its whole value`,
      ).toBe(true);
    }
    await expect(sleepy.getByRole('combobox', { name: 'Emotion for sleepy' })).toHaveText(
      'Contentment',
    );
    expect(await pageScrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'Import preview on a phone');

    await dialog.getByRole('button', { name: 'Import 3 entries' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const good = page.getByRole('region', { name: 'Monday 2 March 2026' }).getByRole('article');
    const bad = page.getByRole('region', { name: 'Sunday 1 March 2026' }).getByRole('article');
    // both count as the Sleep factor, and each keeps which night it was
    await expect(good.getByText('Sleep', { exact: true })).toBeVisible();
    await expect(good).toContainText('Activities: good sleep');
    await expect(bad.getByText('Sleep', { exact: true })).toBeVisible();
    await expect(bad).toContainText('Activities: bad sleep');
  });
});
