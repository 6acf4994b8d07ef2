import { expect, type Page } from '@playwright/test';
import { signUpQuickly } from './accounts';

/** The day `n` days before today, in UTC, as YYYY-MM-DD. */
export const dayBefore = (n: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

/** A new person whose days are UTC's, as the page's are under `timezoneId: 'UTC'`. */
export async function signUpInUtc(page: Page) {
  await signUpQuickly(page);
  const settings = await page.request.put('/api/users/settings', { data: { timeZone: 'UTC' } });
  expect(settings.ok()).toBe(true);
}
