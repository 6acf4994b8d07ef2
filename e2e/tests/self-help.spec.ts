import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { appIsLive, signUpQuickly } from './support/accounts';

test.describe('self-help library', () => {
  test('browse, filter, search, bookmark and reset', async ({ page }) => {
    await signUpQuickly(page);
    await page.goto('/self-help?category=Relationships');
    await expect(page.getByRole('heading', { level: 1, name: 'Self-Help Library' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Relationships' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(/^3 articles found$/)).toBeVisible();
    await expectAccessible(page, 'Self-help list');

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByLabel('Search articles').fill('sleep');
    await expect(
      page.getByRole('heading', { name: 'Finding Your Way Back to Restful Sleep' }),
    ).toBeVisible();
    await page.getByLabel('Search articles').fill('no such thing anywhere');
    await expect(page.getByText('No articles found')).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page.getByText(/^1[0-9] articles found$/)).toBeVisible();

    await page.getByRole('button', { name: 'Bookmark Calming an Anxious Mind' }).click();
    await expect(
      page.getByRole('button', { name: 'Bookmark Calming an Anxious Mind' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('switch', { name: 'Bookmarked' }).check();
    await expect(page.getByText(/^1 article found$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Calming an Anxious Mind' })).toBeVisible();

    await page.goto('/self-help/anxiety');
    await expect(page.getByLabel('Search articles')).toHaveValue('anxiety');
    await expect(page.getByRole('heading', { name: 'Calming an Anxious Mind' })).toBeVisible();
  });

  test('recommends articles that match recent moods', async ({ page }) => {
    await signUpQuickly(page);
    for (const sub of ['anxiety', 'worry']) {
      await page.request.post('/api/moods', {
        data: {
          date: new Date().toISOString(),
          primaryEmotion: 'fear',
          subEmotion: sub,
          score: 4,
          factors: [],
          notes: '',
        },
      });
    }
    await page.goto('/self-help');
    // on a loaded machine the app can take longer than one expectation to start
    await appIsLive(page);
    const first = page.getByRole('article').first();
    await expect(first).toContainText('Recommended for You');
    await expect(first).toContainText('Calming an Anxious Mind');
  });

  test('read an article, take the quiz, do an exercise, and see it count', async ({ page }) => {
    await signUpQuickly(page);
    await page.goto('/self-help');
    await page.getByRole('heading', { name: 'Calming an Anxious Mind' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Calming an Anxious Mind' }),
    ).toBeVisible();
    await expect(page.getByText('Mental Health Specialist')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();
    await expectAccessible(page, 'Article');

    await page.getByRole('button', { name: 'Take the Quiz' }).click();
    const quiz = page.getByRole('region', { name: 'Quiz' });
    const groups = quiz.getByRole('radiogroup');
    const count = await groups.count();
    for (let i = 0; i < count; i++) await groups.nth(i).getByRole('radio').first().check();
    await quiz.getByRole('button', { name: 'Check my answers' }).click();
    await expect(quiz.getByRole('status')).toContainText(
      /You got \d of \d\. Saved to your progress\./,
    );
    await expect(quiz.getByText(/The answer: /).first()).toBeVisible();

    await page.getByRole('button', { name: 'Try the Exercises' }).click();
    const exercises = page.getByRole('region', { name: 'Exercises' });
    await expect(exercises).toBeVisible();
    const steps = [5, 4, 3, 2, 1];
    for (const i of steps.keys()) {
      const box = exercises.getByRole('textbox').first();
      await box.fill(`thing ${i}`);
      await exercises
        .getByRole('button', { name: i === steps.length - 1 ? 'Finish' : 'Next' })
        .click();
    }
    await expect(exercises.getByText('You are here, now.', { exact: false })).toBeVisible();
    await expect(exercises.getByText('Done').first()).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByText('Modules completed').locator('..')).toContainText('2');
  });

  test('an unknown article says so', async ({ page }) => {
    await signUpQuickly(page);
    await page.goto('/self-help/article/no-such-article');
    await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Self-Help' })).toHaveAttribute(
      'href',
      '/self-help',
    );
  });

  test('an article marked Available Offline opens without a network', async ({ page, context }) => {
    await signUpQuickly(page);
    await page.goto('/self-help');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page
      .getByRole('button', { name: 'Available offline: Finding Your Way Back to Restful Sleep' })
      .click();
    await expect(
      page.getByRole('button', {
        name: 'Available offline: Finding Your Way Back to Restful Sleep',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('switch', { name: 'Available Offline' }).check();
    await expect(page.getByText(/^1 article found$/)).toBeVisible();

    await context.setOffline(true);
    await page.goto('/self-help/article/better-sleep-basics');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Finding Your Way Back to Restful Sleep' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
    // the picture comes from the copy kept on this device; it may still be decoding
    await expect
      .poll(() =>
        page
          .locator('article img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    // the header's logo too, from the copy kept when the app was installed
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .locator('img[src="/logo.svg"]')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await context.setOffline(false);
  });

  test('the app can be installed: manifest and icons', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: 'MoodCraft',
      display: 'standalone',
      start_url: '/dashboard',
    });
    type Icon = { src: string; sizes: string; type: string; purpose?: string };
    const icons: Icon[] = [
      ...manifest.icons,
      ...manifest.shortcuts.flatMap((s: { icons: Icon[] }) => s.icons),
    ];
    // the sizes browsers ask for, as they are and for masking into their own shapes
    for (const purpose of ['any', 'maskable'])
      expect(
        icons.filter((i) => (i.purpose ?? 'any') === purpose).map((i) => i.sizes),
        purpose,
      ).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of icons.filter((i) => i.type === 'image/png')) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }
    expect(manifest.shortcuts[0]).toMatchObject({ name: 'Log mood', url: '/mood-tracker?log=1' });
  });

  test('offers to be installed once a person has a few check-ins, and takes no for good', async ({
    page,
  }) => {
    await signUpQuickly(page);
    for (let i = 0; i < 3; i++) {
      const res = await page.request.post('/api/moods', {
        data: {
          date: new Date(Date.now() - i * 3_600_000).toISOString(),
          primaryEmotion: 'joy',
          subEmotion: 'happiness',
          score: 5,
          factors: [],
        },
      });
      expect(res.ok()).toBe(true);
    }
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Weekly Mood Summary' })).toBeVisible();
    const offer = page.getByRole('region', { name: 'Keep MoodCraft on your home screen' });
    await expect(offer).toHaveCount(0);
    // the browser says the app can be installed (Chromium's event, as it sends it)
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
    });
    await expect(offer).toBeVisible();
    await expectAccessible(page, 'Dashboard with the offer to install');
    await offer.getByRole('button', { name: 'No thanks' }).click();
    await expect(offer).toHaveCount(0);
    // kept on this device, so a later visit does not ask again
    expect(await page.evaluate(() => localStorage.getItem('moodcraft.installDeclined'))).toBe(
      'declined',
    );
  });
});
