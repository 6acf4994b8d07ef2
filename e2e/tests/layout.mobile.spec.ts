import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';

test('the landing and contact pages fit a phone screen', async ({ page }) => {
  for (const path of ['/', '/contact-us', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await expectAccessible(page, `${path} on a phone`);
  }
});
