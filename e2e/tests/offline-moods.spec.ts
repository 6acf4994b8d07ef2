import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signUpQuickly } from './support/accounts';

/** Waits until the app has kept every page's code on this device, as it does once signed in. */
const appKeptForOffline = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-offline-ready'));

/** Logs a mood through the Mood Tracker's form: a feeling, its kind and a note. */
async function logMood(page: Page, feeling: string, kind: string, note: string) {
  await page.getByRole('button', { name: 'Log New Mood' }).first().click();
  await page.getByRole('radio', { name: feeling, exact: true }).click();
  await page.getByRole('radio', { name: kind, exact: true }).click();
  await page.getByLabel('Notes (optional)').fill(note);
  await page.getByRole('button', { name: 'Save Entry' }).click();
}

const NOTES = [
  'Rain on the window, kettle on.',
  'Missed the bus and walked instead.',
  'Called my sister before bed.',
];

/** The entry card that carries this note. */
const card = (page: Page, note: string) => page.getByRole('article').filter({ hasText: note });

test.describe('logging moods without a connection', () => {
  test('three entries logged offline wait on the device and reach the server once each', async ({
    page,
    context,
  }) => {
    // offline and online again, with a reload and an accessibility scan between
    test.slow();
    await signUpQuickly(page);
    await page.goto('/mood-tracker');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mood Tracker' })).toBeVisible();
    await appKeptForOffline(page);

    await context.setOffline(true);
    await logMood(page, 'Relief', 'Ease', NOTES[0]!);
    await expect(page.getByText(/^Saved on this device\./)).toBeVisible();
    await logMood(page, 'Sadness', 'Disappointment', NOTES[1]!);
    await logMood(page, 'Joy', 'Optimism', NOTES[2]!);
    for (const note of NOTES) {
      await expect(card(page, note).getByText('Waiting to sync')).toBeVisible();
    }
    await expect(page.getByText('Waiting to sync')).toHaveCount(3);
    await expectAccessible(page, 'Mood Tracker with entries waiting to sync');

    // still offline, the page opens again from the service worker, the entries still waiting
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mood Tracker' })).toBeVisible();
    for (const note of NOTES) {
      await expect(card(page, note).getByText('Waiting to sync')).toBeVisible();
    }
    await expect(page.getByText('Waiting to sync')).toHaveCount(3);

    // back online: each is sent once, and none waits any longer
    await context.setOffline(false);
    await expect(page.getByText('Waiting to sync')).toHaveCount(0);
    for (const note of NOTES) await expect(card(page, note)).toBeVisible();
    const stored = (await (await page.request.get('/api/moods')).json()) as { notes: string }[];
    expect(stored.map((e) => e.notes).sort()).toEqual([...NOTES].sort());

    // and nothing more arrives later (a second send, from the page or the worker, stores nothing)
    await page.reload();
    await expect(card(page, NOTES[0]!)).toBeVisible();
    await expect(page.getByText('Waiting to sync')).toHaveCount(0);
    const again = (await (await page.request.get('/api/moods')).json()) as unknown[];
    expect(again).toHaveLength(3);
  });

  test('a quick check-in on the dashboard with no connection waits, then arrives once', async ({
    page,
    context,
  }) => {
    await signUpQuickly(page);
    await page.goto('/dashboard');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await appKeptForOffline(page);
    await context.setOffline(true);
    const card = page.getByRole('region', { name: 'Check in' });
    await card.getByRole('radio', { name: 'Sadness', exact: true }).click();
    await card
      .getByRole('group', { name: 'What kind of sadness?' })
      .getByRole('radio', { name: 'Loneliness' })
      .click();
    await card.getByRole('button', { name: 'Save check-in' }).click();
    await expect(card.getByRole('status')).toContainText('Thank you for checking in.');
    await expect(card.getByRole('status')).toContainText(
      'Saved on this device. It will be sent when you are back online.',
    );
    await expectAccessible(page, 'the dashboard after a check-in offline');
    await context.setOffline(false);
    await expect
      .poll(async () =>
        ((await (await page.request.get('/api/moods')).json()) as { subEmotion: string }[]).map(
          (e) => e.subEmotion,
        ),
      )
      .toEqual(['loneliness']);
  });
});
