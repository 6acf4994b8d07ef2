import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { appIsLive, newPerson, signUpQuickly } from './support/accounts';

/** The public pages are rendered at build time: they must show, and be usable, before the app's script. */
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

const PUBLIC_PAGES = [
  ['/', 'MoodCraft', 'Craft Your Path to Emotional Wellbeing'],
  ['/login', 'Sign in to MoodCraft · MoodCraft', 'Sign in to MoodCraft'],
  ['/register', 'Create Your account · MoodCraft', 'Create Your account'],
  ['/forgot-password', 'Reset Password · MoodCraft', 'Reset Password'],
  ['/privacy-policy', 'Privacy Policy · MoodCraft', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service · MoodCraft', 'Terms of Service'],
  ['/contact-us', 'Contact Us · MoodCraft', 'Get In Touch'],
] as const;

test.describe('public pages rendered at build time', () => {
  // the service worker would serve the app's script from its cache, past the blocked requests
  test.use({ serviceWorkers: 'block' });

  test('every public page shows in full before any script, light and dark, and is accessible', async ({
    page,
  }) => {
    const reports = cspReports(page);
    await withoutScripts(page);
    for (const [path, title, heading] of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expectAccessible(page, 'Landing page before its script');

    // the person's light or dark mode is set by a line of script in the page, before the first paint
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(15, 23, 25)',
    );
    await expectAccessible(page, 'Login page before its script, dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate(() => localStorage.setItem('colorMode', 'dark'));
    await page.goto('/register');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(15, 23, 25)',
    );
    expect(reports).toEqual([]);
  });

  test('what is typed before the app starts is kept, and an early sign-in goes through', async ({
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
    // held, never sent by the browser: the page stays, and the password stays out of the address
    await expect(page.getByLabel('Email')).toHaveValue(person.email);
    expect(page.url()).toMatch(/\/login$/);

    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(person.username) }),
    ).toBeVisible();
    expect(reports).toEqual([]);
  });

  test('the app takes over a public page without drawing it again, light and dark', async ({
    page,
  }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ['/login', '/register', '/forgot-password']) {
        const release = await slowScripts(page);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        // a mark the browser keeps on each element object (not in the HTML); the styles move
        // to the head as the app starts, the page's own elements stay
        const drawn = await page.evaluate(() => {
          const all = Array.from(document.querySelectorAll('main *:not(style)')) as (Element & {
            drawn?: boolean;
          })[];
          all.forEach((element) => (element.drawn = true));
          return all.length;
        });
        release();
        await appIsLive(page);
        const kept = await page.evaluate(
          () =>
            Array.from(document.querySelectorAll('main *:not(style)')).filter(
              (e) => (e as Element & { drawn?: boolean }).drawn,
            ).length,
        );
        expect(drawn).toBeGreaterThan(10);
        expect(kept, `${path} in ${scheme}`).toBe(drawn);
        await page.unrouteAll();
      }
    }
  });

  test('the landing and legal pages load no script, and their links lead to pages that do', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/privacy-policy', '/terms-of-service']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts).toEqual([]);
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await appIsLive(page);
    expect(scripts.length).toBeGreaterThan(0);
    // inside the app, the landing page is drawn by the app like any other
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Craft Your Path to Emotional Wellbeing' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in person opening the login page goes to the dashboard', async ({ page }) => {
    const person = await signUpQuickly(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(person.username) }),
    ).toBeVisible();
  });

  test('a page for signed-in people shows nothing of anyone before its script', async ({
    page,
  }) => {
    await signUpQuickly(page);
    await withoutScripts(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(
      /Robin|Good (Morning|Afternoon|Evening)/,
    );
  });
});
