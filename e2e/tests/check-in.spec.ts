import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signUpQuickly } from './support/accounts';

/** Counts the person's taps and key presses, so a flow can be held to a number. */
function counted(page: Page) {
  let presses = 0;
  return {
    tap: async (locator: ReturnType<Page['getByRole']>) => {
      presses++;
      await locator.click();
    },
    press: async (key: string) => {
      presses++;
      await page.keyboard.press(key);
    },
    get count() {
      return presses;
    },
  };
}

test.describe('checking in', () => {
  test('a mood is logged from the dashboard in three taps, and the card says so calmly', async ({
    page,
  }) => {
    await signUpQuickly(page);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Check in' });
    await expect(card.getByRole('group', { name: 'Sad' })).toBeVisible();
    const save = card.getByRole('button', { name: 'Save check-in' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription('Choose how you feel to save.');

    const person = counted(page);
    await person.tap(card.getByRole('radio', { name: 'Sadness', exact: true }));
    // the kinds of sadness come right under its group, in view
    const kinds = card.getByRole('group', { name: 'What kind of sadness?' });
    await expect(kinds).toBeInViewport();
    await expect(save).toHaveAccessibleDescription('Choose what kind of sadness to save.');
    await expectAccessible(page, 'Dashboard check-in');
    await person.tap(kinds.getByRole('radio', { name: 'Loneliness' }));
    await person.tap(save);
    expect(person.count).toBe(3);

    const thanks = card.getByRole('status');
    await expect(thanks).toContainText('Thank you for checking in.');
    await expect(thanks).toContainText('Sadness · Loneliness at');
    await expect(thanks).toBeFocused();
    await expect(card.getByRole('radio')).toHaveCount(0);

    // saved as an entry like any other, at the form's starting intensity
    await page.goto('/mood-tracker');
    const entry = page.getByRole('article', { name: 'Loneliness' });
    await expect(entry).toContainText('Sadness');
    await expect(entry.getByRole('img', { name: 'Intensity 5 out of 10' })).toBeVisible();

    // back on the dashboard the day's check-in is remembered, and another can be made
    await page.goto('/dashboard');
    await expect(card.getByRole('status')).toContainText('You have checked in today.');
    await card.getByRole('button', { name: 'Check in again' }).click();
    await expect(card.getByRole('radio', { name: 'Joy', exact: true })).toBeVisible();
  });

  test('the full form takes a whole entry by keyboard in a few key presses', async ({ page }) => {
    await signUpQuickly(page);
    await page.goto('/mood-tracker?log=1');
    const form = page.getByRole('form', { name: 'Save Entry' });
    // the form opens with the focus on the first feeling
    await expect(form.getByRole('radio', { name: 'Joy', exact: true })).toBeFocused();

    const person = counted(page);
    // each group of feelings is a radio group: Tab goes on to the next group
    await person.press('Tab'); // Calm
    await person.press('Tab'); // Curious
    await person.press('Tab'); // Sad
    await expect(form.getByRole('radio', { name: 'Sadness', exact: true })).toBeFocused();
    await person.press('ArrowRight'); // arrows choose within the group: Melancholy
    await expect(form.getByRole('radio', { name: 'Melancholy', exact: true })).toBeChecked();
    // its kinds come next; the focus stayed where the keys left it
    await expect(form.getByRole('radio', { name: 'Melancholy', exact: true })).toBeFocused();
    await person.press('Tab');
    const kinds = form.getByRole('group', { name: 'What kind of melancholy?' });
    await expect(kinds.getByRole('radio').first()).toBeFocused();
    await person.press('ArrowRight');
    await expect(kinds.getByRole('radio', { name: 'Nostalgia' })).toBeChecked();
    await person.press('Enter');
    expect(person.count).toBeLessThanOrEqual(15);

    await expect(page.getByText('Mood entry saved successfully!')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Nostalgia' })).toBeFocused();
  });
});

test('the dashboard recaps last week until it is put away', async ({ page }) => {
  await signUpQuickly(page);
  // the last whole week, Monday to Sunday, in the browser's (and so the account's) time zone
  const today = new Date();
  today.setHours(12, 0, 0, 0);
  const monday = new Date(today);
  monday.setDate(today.getDate() - ((today.getDay() + 6) % 7) - 7);
  const dayOfLastWeek = (n: number) => {
    const d = new Date(monday);
    d.setDate(monday.getDate() + n);
    return d.toISOString();
  };
  for (const [n, primaryEmotion, subEmotion, pleasantness, factors] of [
    [1, 'joy', 'happiness', 8, ['Exercise']],
    [3, 'joy', 'happiness', 9, ['Exercise']],
    [5, 'sadness', 'grief', 4, ['Work']],
  ] as const) {
    const res = await page.request.post('/api/moods', {
      data: {
        date: dayOfLastWeek(n),
        primaryEmotion,
        subEmotion,
        score: 5,
        pleasantness,
        factors: [...factors],
      },
    });
    expect(res.ok()).toBe(true);
  }
  await page.goto('/dashboard');
  const recap = page.getByRole('region', { name: /^Your week, / });
  await expect(recap).toBeVisible();
  await expect(recap).toContainText('You checked in on 3 of 7 days (3 entries).');
  await expect(recap).toContainText('Your mood averaged 7/10.');
  await expect(recap).toContainText('You felt joy most often.');
  await expect(recap).toContainText(
    'Your better moments came with Exercise (8.5/10 over 2 entries).',
  );
  await expectAccessible(page, 'Dashboard with the weekly recap');
  await recap.getByRole('button', { name: 'Got it' }).click();
  await expect(recap).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Weekly Mood Summary' })).toBeVisible();
  await expect(recap).toHaveCount(0);
});
