import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signUpQuickly } from './support/accounts';

const SLEEP = 'Finding Your Way Back to Restful Sleep';

/** The app's notice while the browser has no connection. */
const offlineNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'You’re offline' });

/** Every request the page makes to the API, from now on. */
function apiRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) seen.push(pathname);
  });
  return seen;
}

/** Waits until the app has kept every page's code on this device, as it does once signed in. */
const appKeptForOffline = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-offline-ready'));

test.describe('without a connection', () => {
  test('an article saved for offline opens from the library', async ({ page, context }) => {
    await signUpQuickly(page);
    await page.goto('/self-help');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    const save = page.getByRole('button', { name: `Available offline: ${SLEEP}` });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    await context.setOffline(true);
    await page.getByRole('switch', { name: 'Available Offline' }).check();
    await expect(page.getByText(/^1 article found$/)).toBeVisible();
    await page.getByRole('heading', { name: SLEEP }).click();
    await expect(page.getByRole('heading', { level: 1, name: SLEEP })).toBeVisible();
    await expect(page.getByText('Two main systems shape your sleep:')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();

    // the library opened afresh offline lists what this device keeps, and opens it too
    await page.goto('/self-help');
    await expect(page.getByText(/^Showing the articles saved on this device/)).toBeVisible();
    await expect(page.getByText(/^1 article found$/)).toBeVisible();
    await page.getByRole('heading', { name: SLEEP }).click();
    await expect(page.getByRole('heading', { level: 1, name: SLEEP })).toBeVisible();
    await expect(page.getByText('Two main systems shape your sleep:')).toBeVisible();

    // an article not saved says so, and opens by itself once the connection returns
    await page.goto('/self-help/article/calming-anxious-mind');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This article is not saved on this device' }),
    ).toBeVisible();
    await context.setOffline(false);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Calming an Anxious Mind' }),
    ).toBeVisible();
  });

  test('signed-in pages say so calmly and wait, without a storm of requests', async ({
    page,
    context,
  }) => {
    // two pages watched offline, each for five seconds of the page's own time
    test.slow();
    await signUpQuickly(page);
    await page.request.post('/api/moods', {
      data: {
        date: new Date().toISOString(),
        primaryEmotion: 'joy',
        subEmotion: 'optimism',
        score: 6,
        factors: [],
        notes: 'Walked by the river after work',
      },
    });
    await page.goto('/dashboard');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /, Robin / })).toBeVisible();
    await appKeptForOffline(page);

    const requests = apiRequests(page);
    // the pages' timers run on a clock the test moves on, so "five seconds later" is exact and
    // every retry, poll or reload the app would make in that time has been made when it is checked
    await page.clock.install();
    await context.setOffline(true);
    for (const [path, heading] of [
      ['/dashboard', /, Robin /],
      ['/mood-tracker', 'Mood Tracker'],
    ] as const) {
      requests.length = 0;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(offlineNotice(page)).toContainText(
        'this page will fill in when you’re back online',
      );
      await page.clock.runFor(5000);
      // five seconds on: still the same page, not reloaded again and again, and the API left alone
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(requests.length, requests.join(', ')).toBeLessThanOrEqual(5);
    }
    await expectAccessible(page, 'Mood Tracker offline');

    // back online, the page fills in by itself
    await context.setOffline(false);
    await expect(page.getByText('Walked by the river after work')).toBeVisible();
    await expect(offlineNotice(page)).toHaveCount(0);

    // what a page has already read stays on it when the connection goes
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /, Robin / })).toBeVisible();
    await page.getByRole('link', { name: 'Mood Tracker' }).first().click();
    await expect(offlineNotice(page)).toBeVisible();
    await expect(page.getByText('Walked by the river after work')).toBeVisible();
    await context.setOffline(false);
  });
});
