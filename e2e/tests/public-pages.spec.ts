import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { receivedMail } from './support/mail';

test.describe('landing page', () => {
  test('shows the promise, the steps, the features, the stories and the FAQ', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Craft Your Path to Emotional Wellbeing' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Your personal AI-powered mental health companion for daily emotional support and growth',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

    await expect(page.getByRole('heading', { name: 'How it Works' })).toBeVisible();
    for (const step of ['Track Your Mood', 'Get AI Support', 'Practice & Improve']) {
      await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
    }
    for (const feature of [
      'AI Companion',
      'Mood Tracking',
      'Creative Outlets',
      'Self-Help Modules',
    ]) {
      await expect(page.getByRole('heading', { name: feature, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Explore All Features' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(page.getByRole('img', { name: /Rated (5|4.5) out of 5/ })).toHaveCount(3);

    // the questions open with the browser's own disclosure: the landing page loads no script
    await expect(page.getByText(/never shared with third parties/)).toBeHidden();
    await page.getByRole('heading', { name: 'Is my data private and secure?' }).click();
    await expect(page.getByText(/never shared with third parties/)).toBeVisible();
    await page.getByRole('heading', { name: 'How much does it cost?' }).click();
    await expect(page.getByText(/9\.99 USD per month/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute(
      'href',
      '/register',
    );

    await expectAccessible(page, 'Landing page');
  });

  test('has the shared layout: logo home link, Login button and footer links', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.getByRole('link', { name: 'MoodCraft' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} MoodCraft`);
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });

  test('sends unknown paths home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Craft Your Path to Emotional Wellbeing' }),
    ).toBeVisible();
  });

  test('follows the dark colour scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 23, 25)');
    await expectAccessible(page, 'Landing page (dark)');
  });
});

test.describe('legal pages', () => {
  for (const [path, title, phrase] of [
    ['/privacy-policy', 'Privacy Policy', /encrypted/i],
    ['/terms-of-service', 'Terms of Service', /not medical care|emergency/i],
  ] as const) {
    test(`${title} is complete and accessible`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/Last updated/)).toBeVisible();
      await expect(page.getByRole('main')).toContainText(phrase);
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(8);
      await expectAccessible(page, title);
    });
  }
});

test.describe('contact us', () => {
  test('validates, sends, thanks the person and delivers the message by e-mail', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@moodcraft.test' })).toHaveAttribute(
      'href',
      'mailto:support@moodcraft.test',
    );
    await expect(page.getByText(/MoodCraft server at 127\.0\.0\.1/)).toBeVisible();

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();

    const stamp = `e2e-${Date.now()}`;
    await page.getByLabel('Name').fill('Jordan Avery');
    await page.getByLabel('Email').fill('jordan@example.org');
    await page.getByLabel('Subject').fill(`Question ${stamp}`);
    await page.getByLabel('Message').fill('Can I export my drawings as images?');
    await expectAccessible(page, 'Contact page');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(
      page.getByText(
        "Thank you! Your message has been sent successfully. We'll get back to you soon.",
      ),
    ).toBeVisible();
    // told once, in the banner: no toast repeats it (a toast would have come with the banner)
    expect(
      await page.getByText('Your message has been sent. We will get back to you soon!').count(),
    ).toBe(0);
    await expect(page.getByLabel('Name')).toHaveValue('');

    await expect.poll(() => receivedMail().some((m) => m.includes(`Question ${stamp}`))).toBe(true);
    const mail = receivedMail().find((m) => m.includes(`Question ${stamp}`))!;
    expect(mail).toMatch(/^To: support@moodcraft\.test/m);
    expect(mail).toContain('Can I export my drawings as images?');
  });
});
