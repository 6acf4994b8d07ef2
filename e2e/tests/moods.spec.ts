import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signUpQuickly } from './support/accounts';

test.describe('mood tracker', () => {
  test('log a mood, see it everywhere, edit it and delete it', async ({ page }) => {
    // the longest flow, with three accessibility scans: about 55 s beside another browser on two cores
    test.slow();
    await signUpQuickly(page);
    await page.goto('/Mood-Tracker');
    await expect(page.getByRole('heading', { level: 1, name: 'Mood Tracker' })).toBeVisible();
    await expect(
      page.getByText('No mood entries yet. Start tracking your mood to see your history here.'),
    ).toBeVisible();
    // the timeline's empty axes say why they are empty
    await expect(page.getByText('Your moods will show here once you log one.')).toBeVisible();
    await expectAccessible(page, 'Mood tracker (empty)');

    await page.getByRole('button', { name: 'Log New Mood' }).first().click();
    const save = page.getByRole('button', { name: 'Save Entry' });
    await expect(save).toBeDisabled();
    await page.getByRole('radio', { name: 'Joy', exact: true }).click();
    await expect(save).toBeDisabled();
    await page.getByRole('radio', { name: 'Happiness' }).click();
    await page.getByRole('radio', { name: 'Fear', exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Happiness' })).toHaveCount(0);
    await expect(save).toBeDisabled();
    await page.getByRole('radio', { name: 'Joy', exact: true }).click();
    await page.getByRole('radio', { name: 'Excitement' }).click();
    const slider = page.getByRole('slider', { name: /^Intensity/ });
    await slider.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Intensity: 8/10 · Intense')).toBeVisible();
    // how it felt overall follows the feeling and its intensity until it is set: a joy at 8 is
    // 9/10; this one felt a little less than that
    const overall = page.getByRole('slider', { name: 'Overall, how did it feel?' });
    await expect(page.getByText('9/10 · Very pleasant')).toBeVisible();
    await expect(overall).toHaveAttribute('aria-valuetext', '9 out of 10, very pleasant');
    await overall.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('8/10 · Pleasant')).toBeVisible();
    await page.getByRole('button', { name: 'Exercise' }).click();
    await page.getByRole('button', { name: 'Creative Activities' }).click();
    await page.getByLabel('Notes (optional)').fill('Danced in the kitchen after a long walk.');
    await expectAccessible(page, 'Mood form');
    await save.click();
    await expect(page.getByText('Mood entry saved successfully!')).toBeVisible();

    const card = page.getByRole('article').filter({ hasText: 'Excitement' });
    // the focus lands on the new entry, not on the page
    await expect(card).toBeFocused();
    await expect(page.getByRole('article', { name: 'Excitement' })).toBeVisible();
    await expect(page.getByText('Your moods will show here once you log one.')).toHaveCount(0);
    await expect(card).toContainText('Joy');
    await expect(card).toContainText('Danced in the kitchen after a long walk.');
    await expect(card.getByRole('img', { name: 'Intensity 8 out of 10' })).toBeVisible();
    await expect(card).toContainText('Overall: pleasant (8/10)');
    // under today's heading, with its time
    await expect(page.getByRole('region', { name: 'Today' }).getByRole('article')).toHaveCount(1);
    await expect(card.locator('time')).toHaveText(/^\d{1,2}:\d{2} [ap]m$/);
    await expect(
      page.getByRole('img', { name: /Mood timeline: 1 entries .* latest 8 out of 10/ }),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Insights' }).click();
    await expect(
      page.getByText('You’ve felt joy most often lately: 100% of your entries.'),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Joy 100%' })).toBeVisible();
    await expect(
      page.getByText(
        'Continue tracking your mood with different factors to see their impact on your emotions.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/1 day with a check-in in \d{4}/)).toBeVisible();
    await expectAccessible(page, 'Insights');

    await page.getByRole('tab', { name: 'Entries' }).click();
    await card.getByRole('button', { name: /Edit entry/ }).click();
    const dialog = page.getByRole('dialog');
    // the overall feeling it was given stays when the intensity changes
    await expect(dialog.getByText('8/10 · Pleasant')).toBeVisible();
    await dialog.getByRole('slider', { name: /^Intensity/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('8/10 · Pleasant')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const edited = page.getByRole('article').filter({ hasText: 'Excitement' });
    await expect(edited.getByRole('img', { name: 'Intensity 7 out of 10' })).toBeVisible();
    await expect(edited).toContainText('Overall: pleasant (8/10)');

    await page
      .getByRole('article')
      .filter({ hasText: 'Excitement' })
      .getByRole('button', { name: /Delete entry/ })
      .click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText('No mood entries yet. Start tracking your mood to see your history here.'),
    ).toBeVisible();
  });

  test('filter narrows the timeline and the entries; anger offers creative exercises', async ({
    page,
  }) => {
    await signUpQuickly(page);
    const log = (data: object) =>
      page.request.post('/api/moods', { data: { notes: '', factors: [], ...data } });
    await log({
      date: '2026-11-02T10:00:00Z',
      primaryEmotion: 'sadness',
      subEmotion: 'grief',
      score: 3,
      factors: ['Family'],
    });
    await log({
      date: '2026-11-10T10:00:00Z',
      primaryEmotion: 'joy',
      subEmotion: 'optimism',
      score: 8,
      factors: ['Work'],
    });
    await page.goto('/mood-tracker');
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByLabel('Emotion').click();
    await page.getByRole('option', { name: 'Sadness' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Showing only the entries that match this filter.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Grief');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('dialog').getByLabel('From', { exact: true }).fill('2026-11-05');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Optimism');
    await page.getByRole('button', { name: 'Clear' }).first().click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByLabel('Factor').click();
    await page.getByRole('option', { name: 'Work' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Optimism');
    await page.getByRole('button', { name: 'Clear' }).first().click();

    await page.getByRole('button', { name: 'Log New Mood' }).first().click();
    await page.getByRole('radio', { name: 'Anger', exact: true }).click();
    await page.getByRole('radio', { name: 'Frustration' }).click();
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expect(page.getByText(/Feeling frustrated\?/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try an exercise' })).toBeVisible();
  });
});

test('the insights look back over the period chosen, each factor against the average', async ({
  page,
}) => {
  await signUpQuickly(page);
  const day = 86_400_000;
  const now = Date.now();
  const logged = [
    // this week: two good days with exercise, one hard one at work
    [1, 'joy', 'happiness', 9, ['Exercise']],
    [2, 'joy', 'happiness', 8, ['Exercise']],
    [3, 'sadness', 'grief', 3, ['Work']],
    // earlier this month: more of the same
    [12, 'joy', 'happiness', 8, ['Exercise']],
    [14, 'sadness', 'grief', 4, ['Work']],
    [15, 'sadness', 'grief', 4, ['Work']],
    // months ago: a run of worry
    [100, 'fear', 'worry', 3, []],
    [101, 'fear', 'worry', 3, []],
    [102, 'fear', 'worry', 3, []],
    [103, 'fear', 'worry', 3, []],
  ] as const;
  for (const [ago, primaryEmotion, subEmotion, pleasantness, factors] of logged) {
    const res = await page.request.post('/api/moods', {
      data: {
        date: new Date(now - ago * day).toISOString(),
        primaryEmotion,
        subEmotion,
        score: 5,
        pleasantness,
        factors: [...factors],
        notes: '',
      },
    });
    expect(res.ok()).toBe(true);
  }
  await page.goto('/mood-tracker');
  await page.getByRole('tab', { name: 'Insights' }).click();
  const period = page.getByRole('group', { name: 'Insights over' });
  await expect(period.getByRole('button', { name: 'Month' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // the month: six entries averaging 6; exercise's three at 8.3, work's three at 3.7
  await expect(
    page.getByText(
      'Exercise tends to come with a higher mood (8.3/10 over 3 entries), against 6/10 on average.',
    ),
  ).toBeVisible();
  const factor = (name: string) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('progressbar', { name: new RegExp(`^${name}: average`) }) });
  const impact = factor('Exercise');
  await expect(impact).toContainText('2.3 above your average · 3 entries');
  await expect(factor('Work')).toContainText('2.3 below your average · 3 entries');

  await period.getByRole('button', { name: 'Week' }).click();
  await expect(
    page.getByText('You’ve felt joy most often this past week: 67% of your entries.'),
  ).toBeVisible();
  await expect(impact).toContainText('1.8 above your average · 2 entries');

  await period.getByRole('button', { name: 'All time' }).click();
  await expect(
    page.getByText('You’ve felt fear most often overall: 40% of your entries.'),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Fear 40%' })).toBeVisible();
  await expectAccessible(page, 'Insights over all time');

  // a day of the calendar opens as that day's entries
  const yesterday = new Date(now - day).toLocaleDateString('en-AU', { dateStyle: 'medium' });
  await page
    .locator('rect')
    .filter({ has: page.locator('title', { hasText: `${yesterday}: 1 entry · mood 9` }) })
    .click();
  await expect(page.getByRole('tab', { name: 'Entries' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Showing only the entries that match this filter.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('Happiness');
});

test('the entries come a page at a time, newest first', async ({ page }) => {
  await signUpQuickly(page);
  const start = Date.UTC(2026, 0, 1, 12);
  for (let batch = 0; batch < 61; batch += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, 61 - batch) }, (_, k) =>
        page.request.post('/api/moods', {
          data: {
            date: new Date(start + (batch + k) * 86_400_000).toISOString(),
            primaryEmotion: 'joy',
            subEmotion: 'optimism',
            score: 6,
            factors: [],
            notes: `day ${batch + k + 1}`,
          },
        }),
      ),
    );
  }
  await page.goto('/mood-tracker');
  // a few cards at first, under their days, newest first
  await expect(page.getByRole('article')).toHaveCount(12);
  await expect(page.getByRole('article').first()).toContainText('day 61');
  const firstDay = page.getByRole('region', { name: /^\w+day 2 March 2026$/ });
  await expect(firstDay.getByRole('article')).toHaveCount(1);
  await expect(firstDay.getByRole('article')).toContainText('day 61');
  // more as the person scrolls down, then the next page of the server's, until the first day
  const toTheEnd = () => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await toTheEnd();
  await expect(page.getByRole('article')).toHaveCount(36);
  await toTheEnd();
  await expect(page.getByRole('article')).toHaveCount(60);
  await toTheEnd();
  await expect(page.getByRole('article')).toHaveCount(61);
  const more = page.getByRole('button', { name: 'Show older entries' });
  await expect(page.getByRole('article').last()).toContainText('day 1');
  await expect(more).toHaveCount(0);
});

test('the mood tracker asks for its first page with its code, and for its insights when they are opened', async ({
  page,
}) => {
  await signUpQuickly(page);
  await page.goto('about:blank');
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET')
      reads.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/mood-tracker');
  await expect(page.getByRole('heading', { level: 1, name: 'Mood Tracker' })).toBeVisible();
  await expect(page.getByText(/No mood entries yet/)).toBeVisible();
  // the settings are read once the signed-in part of the app has loaded, after the page shows
  await expect
    .poll(() => [...reads].sort())
    .toEqual(['/api/moods?limit=60', '/api/users/profile', '/api/users/settings']);
  reads.length = 0;
  await page.getByRole('tab', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { name: 'Weekly Insights' })).toBeVisible();
  await expect
    .poll(() => [...reads].sort())
    .toEqual(['/api/moods/insights', `/api/moods/insights?year=${new Date().getFullYear()}`]);
  // back to the entries and to the insights again: nothing asked for twice
  await page.getByRole('tab', { name: 'Entries' }).click();
  await page.getByRole('tab', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { name: 'Weekly Insights' })).toBeVisible();
  expect(reads).toHaveLength(2);
});

test.describe('dashboard', () => {
  test('asks for its data with the page, and reads each answer once', async ({ page }) => {
    await signUpQuickly(page);
    // leave the landing page first, so none of its reads is counted as the dashboard's
    await page.goto('about:blank');
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && request.method() === 'GET')
        reads.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    const unusedPreloads: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) unusedPreloads.push(message.text());
    });
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening), Robin/ }),
    ).toBeVisible();
    await expect(page.getByText('Start creating to see inspiring crafts here')).toBeVisible();
    // one read for the page's figures (no notes, no craft text, no history it does not draw),
    // besides the session and the settings the app reads around every page (the settings once
    // the signed-in part of the app has loaded, which network idle does not wait for)
    await expect
      .poll(() => [...reads].sort())
      .toEqual(['GET /api/dashboard', 'GET /api/users/profile', 'GET /api/users/settings']);
    await page.waitForLoadState('networkidle');
    expect(reads).toHaveLength(3);
    expect(unusedPreloads).toEqual([]);
  });

  test('keeps a way to log a mood in reach once there are entries, carrying a check-in on to the full form', async ({
    page,
  }) => {
    await signUpQuickly(page);
    const saved = await page.request.post('/api/moods', {
      data: {
        date: new Date(Date.now() - 1_000).toISOString(),
        primaryEmotion: 'joy',
        subEmotion: 'happiness',
        score: 6,
      },
    });
    expect(saved.status()).toBe(201);
    await page.goto('/dashboard');
    await expect(page.getByText(/^Welcome back\./)).toBeVisible();
    const card = page.getByRole('region', { name: 'Check in' });
    await expect(card.getByRole('status')).toContainText('You have checked in today.');
    await card.getByRole('button', { name: 'Check in again' }).click();
    await card.getByRole('radio', { name: 'Sadness', exact: true }).click();
    await card.getByRole('radio', { name: 'Grief' }).click();
    await card.getByRole('link', { name: 'Add details' }).click();
    await expect(page).toHaveURL(/\/mood-tracker$/);
    const form = page.getByRole('form', { name: 'Save Entry' });
    await expect(form.getByRole('radio', { name: 'Sadness', exact: true })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Grief' })).toBeFocused();
    await expect(form.getByRole('button', { name: 'Save Entry' })).toBeEnabled();
  });

  test('tells the truth about the logged moods', async ({ page }) => {
    await signUpQuickly(page);
    const now = Date.now();
    const entries = [
      { primaryEmotion: 'joy', subEmotion: 'happiness', score: 8, factors: ['Exercise'] },
      { primaryEmotion: 'joy', subEmotion: 'optimism', score: 7, factors: ['Exercise', 'Work'] },
      { primaryEmotion: 'fear', subEmotion: 'worry', score: 4, factors: ['Work'] },
    ];
    for (const [i, e] of entries.entries()) {
      const res = await page.request.post('/api/moods', {
        data: { ...e, notes: '', date: new Date(now - i * 3_600_000).toISOString() },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/Dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening), Robin/ }),
    ).toBeVisible();
    await expect(page.getByText('Craft of the Day')).toBeVisible();
    const topEmotions = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Top Emotions' }) })
      .last();
    await expect(topEmotions).toContainText('Joy');
    await expect(topEmotions).toContainText('2 times');
    const triggers = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Top Triggers' }) })
      .last();
    await expect(triggers).toContainText('Exercise');
    await expect(triggers).toContainText('Positive');
    // how the three felt (9, 8.5 and 4: a worry at 4 is no good day), not their intensities
    await expect(page.getByText('7.2/10')).toBeVisible();
    await expect(
      page.getByRole('img', { name: /Mood distribution of 3 entries: Joy 2, Fear 1/ }),
    ).toBeVisible();
    await expect(page.getByText('Start creating to see inspiring crafts here')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mental Health' })).toHaveAttribute(
      'href',
      '/self-help?category=Mental%20Health',
    );
    await expectAccessible(page, 'Dashboard');

    await page.getByRole('link', { name: 'View Analysis Details' }).click();
    await expect(page).toHaveURL(/\/mood-tracker$/);
    await expect(page.getByRole('tab', { name: 'Insights' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
