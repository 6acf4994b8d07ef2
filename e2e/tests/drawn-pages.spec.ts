import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { newPerson, signUpQuickly } from './support/accounts';

/** The landing and login pages are drawn at build time: they must show, and work, before the app's script. */
const withoutScripts = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

/** Holds the app's script back until `release()`, as a slow connection would. */
async function slowScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const cspReports = (page: Page) => {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  return reports;
};

test.describe('pages drawn at build time', () => {
  // the service worker would serve the app's script from its cache, past the blocked requests
  test.use({ serviceWorkers: 'block' });

  test('the landing and login pages show in full before any script, light and dark, and are accessible', async ({
    page,
  }) => {
    const reports = cspReports(page);
    await withoutScripts(page);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Craft Your Path to Emotional Wellbeing' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expectAccessible(page, 'Landing page before its script');

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in to MoodCraft · MoodCraft');
    await expect(page.getByRole('heading', { name: 'Sign in to MoodCraft' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(15, 23, 25)',
    );
    await expectAccessible(page, 'Login page before its script, dark');
    expect(reports).toEqual([]);
  });

  test('what is typed before the app starts carries over, and an early sign-in goes through', async ({
    page,
  }) => {
    const person = newPerson();
    expect(
      (await page.request.post('/api/users', { data: { ...person, acceptTerms: true } })).status(),
    ).toBe(201);
    await page.context().clearCookies();
    const reports = cspReports(page);
    const release = await slowScripts(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // held, never sent by the browser: the password stays out of the address
    await page.waitForTimeout(300);
    expect(page.url()).toMatch(/\/login$/);

    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(person.username) }),
    ).toBeVisible();
    expect(reports).toEqual([]);
  });

  test('the app takes over the drawn page without drawing it again, light and dark', async ({
    page,
  }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ['/', '/login']) {
        const release = await slowScripts(page);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        // a mark the browser keeps on each drawn element object (not in the HTML)
        const drawn = await page.evaluate(() => {
          const all = Array.from(document.querySelectorAll('#root *')) as (Element & {
            drawn?: boolean;
          })[];
          all.forEach((element) => (element.drawn = true));
          return all.length;
        });
        release();
        await page.waitForFunction(() => !('moodcraftPrerender' in window));
        const kept = await page.evaluate(
          () =>
            Array.from(document.querySelectorAll('#root *')).filter(
              (e) => (e as Element & { drawn?: boolean }).drawn,
            ).length,
        );
        expect(drawn).toBeGreaterThan(40);
        expect(kept, `${path} in ${scheme}`).toBe(drawn);
        await page.unrouteAll();
      }
    }
  });

  test('a question opened before the app starts is open once it has', async ({ page }) => {
    const release = await slowScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Is my data private and secure?' }).click();
    release();
    await expect(page.getByText(/never shared with third parties/)).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Is my data private and secure?' }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  test("the dashboard shows a signed-in person's greeting and Craft of the Day before any script, then comes alive in place", async ({
    page,
  }) => {
    const person = await signUpQuickly(page);
    const reports = cspReports(page);
    await withoutScripts(page);
    await page.goto('/dashboard');
    await expect(page).toHaveTitle('Dashboard · MoodCraft');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: new RegExp(`^Good (Morning|Afternoon|Evening), ${person.username}$`),
      }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Craft of the Day' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Open settings' }).getByRole('img'),
    ).toHaveAttribute('src', '/avatar-placeholder.svg');
    expect(await page.locator('body').innerText()).not.toContain('@@');
    await expectAccessible(page, 'Dashboard before its script');

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/dashboard');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(15, 23, 25)',
    );
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(person.username) }),
    ).toBeVisible();
    await page.unrouteAll();

    const release = await slowScripts(page);
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    const drawn = await page.evaluate(() => {
      const all = Array.from(document.querySelectorAll('#root *')) as (Element & {
        drawn?: boolean;
      })[];
      all.forEach((element) => (element.drawn = true));
      return all.length;
    });
    release();
    await expect(page.getByRole('heading', { name: 'Top Emotions' })).toBeVisible();
    const kept = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('#root *')).filter(
          (e) => (e as Element & { drawn?: boolean }).drawn,
        ).length,
    );
    // the drawing's elements are the live page's (the loading notice gave way to the cards)
    expect(kept).toBeGreaterThan(drawn - 3);
    expect(reports).toEqual([]);
  });

  test('nobody signed out sees the dashboard drawing', async ({ page }) => {
    await withoutScripts(page);
    await page.goto('/dashboard');
    expect(await page.locator('#root').innerHTML()).toBe('');
  });

  test('a signed-in person never sees the signed-out drawing', async ({ page }) => {
    await signUpQuickly(page);
    await withoutScripts(page);
    await page.goto('/');
    expect(await page.locator('#root').innerHTML()).toBe('');
    await page.goto('/login');
    expect(await page.locator('#root').innerHTML()).toBe('');
  });
});
