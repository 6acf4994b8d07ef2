import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signUpQuickly } from './support/accounts';

const sectionsBar = (page: Page) => page.getByRole('navigation', { name: 'Sections' });
const logMood = (page: Page) => page.getByRole('link', { name: 'Log mood', exact: true });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is drawn').not.toBeNull();
  return found!;
}

test('public pages keep no sections bar and no "Log mood"', async ({ page }) => {
  for (const path of ['/', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(sectionsBar(page)).toHaveCount(0);
    await expect(logMood(page)).toHaveCount(0);
  }
});

test('the sections bar at the foot of the screen leads to each section and marks it', async ({
  page,
}) => {
  await signUpQuickly(page);
  await page.goto('/dashboard');
  const bar = sectionsBar(page);
  await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // the top bar's links are for wide screens
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const viewport = page.viewportSize()!;
  const barBox = await box(bar);
  expect(barBox.y + barBox.height).toBeCloseTo(viewport.height, 0);
  expect(barBox.width).toBe(viewport.width);

  for (const [name, path] of [
    ['Chat', '/chat'],
    ['Mood Tracker', '/mood-tracker'],
    ['Your Craft', '/creative-outlet'],
    ['Self-Help', '/self-help'],
    ['Dashboard', '/dashboard'],
  ] as const) {
    const link = bar.getByRole('link', { name, exact: true });
    // each shows its name beside its icon, whole
    await expect(link).toContainText(name);
    expect(await link.evaluate((e) => e.scrollWidth <= e.clientWidth), `${name} fits`).toBe(true);
    await link.tap();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
  }
});

test('the menu keeps the safety plan, the profile and Logout', async ({ page }) => {
  await signUpQuickly(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open navigation menu' }).tap();
  const drawer = page.getByRole('presentation').getByRole('navigation', { name: 'Account' });
  await expect(drawer.getByRole('link', { name: 'My safety plan' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
  // the sections are in the bar now, not here
  await expect(page.getByRole('presentation').getByRole('link', { name: 'Dashboard' })).toHaveCount(
    0,
  );
  await expectAccessible(page, 'The menu on a phone');

  await drawer.getByRole('link', { name: 'Profile' }).tap();
  await expect(page).toHaveURL(/\/profile$/);
  // a page of no section: the bar marks none
  await expect(sectionsBar(page).locator('[aria-current="page"]')).toHaveCount(0);
});

test('"Log mood" floats above the bar, covers nothing at the foot of the page, and opens the mood form', async ({
  page,
}) => {
  await signUpQuickly(page);
  // the dashboard's check-in card logs a mood itself: no button there
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /, Robin / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Check in' })).toBeVisible();
  await expect(logMood(page)).toHaveCount(0);
  // a new account follows the system's theme on its first page (later pages follow the saved
  // setting): the bar in the dark
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe('rgb(15, 23, 25)');
  await expectAccessible(page, 'Dashboard with the sections bar, dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/self-help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const button = logMood(page);
  await expect(button).toBeVisible();
  await expectAccessible(page, 'Self-Help with the sections bar, light');

  // above the bar, on the right
  const buttonBox = await box(button);
  const barBox = await box(sectionsBar(page));
  expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(barBox.y);
  expect(buttonBox.x + buttonBox.width / 2).toBeGreaterThan(page.viewportSize()!.width / 2);

  // scrolled to the end, the footer's last line shows above both
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Contact Us' })).toBeInViewport();
  expect((await box(footer)).y + (await box(footer)).height).toBeLessThanOrEqual(
    (await box(button)).y,
  );

  await button.tap();
  await expect(page).toHaveURL(/\/mood-tracker$/);
  const form = page.getByRole('form', { name: 'Save Entry' });
  await expect(form.getByRole('group', { name: 'How are you feeling?' })).toBeVisible();
  await expect(form.locator(':focus')).toHaveCount(1);
  // the Mood Tracker has its own way to log a mood
  await expect(logMood(page)).toHaveCount(0);
  await expect(
    sectionsBar(page).getByRole('link', { name: 'Mood Tracker', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, 'Mood form on a phone');
});

test('"Log mood" stays off the Mood Tracker, whatever the address\'s letter case, and the chat', async ({
  page,
}) => {
  await signUpQuickly(page);
  for (const path of ['/mood-tracker', '/Mood-Tracker']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Mood Tracker' })).toBeVisible();
    await expect(sectionsBar(page)).toBeVisible();
    await expect(logMood(page)).toHaveCount(0);
  }
  // the chat's message box and Send sit at the foot of the screen, where it would be
  await sectionsBar(page).getByRole('link', { name: 'Chat' }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(logMood(page)).toHaveCount(0);
  const send = page.getByRole('button', { name: 'Send' });
  expect((await box(send)).y + (await box(send)).height).toBeLessThanOrEqual(
    (await box(sectionsBar(page))).y,
  );
  // and it comes back on the next page
  await sectionsBar(page).getByRole('link', { name: 'Your Craft' }).tap();
  await expect(logMood(page)).toBeVisible();
});
