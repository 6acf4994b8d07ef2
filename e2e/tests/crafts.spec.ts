import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signUpQuickly } from './support/accounts';

async function openCreator(page: Page, label: string) {
  await page.goto('/creative-outlet');
  await page.getByRole('button', { name: label, exact: true }).click();
}

test.describe('your craft', () => {
  test('write, draw, record audio and record a dance, then find and replay them', async ({
    page,
  }) => {
    // four creators, two recordings and their playback: long, and longer on a loaded machine
    test.setTimeout(180_000);
    await signUpQuickly(page);
    await page.goto('/creative-outlet');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Craft' })).toBeVisible();
    await page.getByRole('button', { name: 'New Idea' }).click();
    await expect(page.getByText('Stuck for an idea? Ask for one.')).toHaveCount(0);
    await expectAccessible(page, 'Your Craft');

    // writing
    await page.getByRole('button', { name: 'Write', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please add a title for your Craft').first()).toBeVisible();
    await page.getByLabel('Title').fill('Letter to myself');
    await page.getByLabel('Tags (optional)').fill('kindness');
    await page.keyboard.press('Enter');
    await page
      .getByLabel('Your writing')
      .fill('Dear me, you did well today. The river was quiet and so was I.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Craft saved successfully!')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'My Crafts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('article').filter({ hasText: 'Letter to myself' })).toContainText(
      'The river was quiet',
    );

    // drawing
    await page.getByRole('tab', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Draw', exact: true }).click();
    await page.getByLabel('Title').fill('Cloud shape');
    const canvas = page.getByRole('img', { name: 'Drawing canvas' });
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + 50, box.y + 50);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++)
      await page.mouse.move(box.x + 50 + i * 30, box.y + 50 + (i % 2) * 40);
    await page.mouse.up();
    await page.getByRole('button', { name: 'Colour #d64541' }).click();
    await page.mouse.move(box.x + 100, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + 400, box.y + 250);
    await page.mouse.up();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Craft saved successfully!')).toBeVisible();
    const drawing = page.getByRole('img', { name: 'Drawing: Cloud shape' });
    await expect(drawing).toBeVisible();
    await expect
      .poll(() => drawing.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(800);

    // audio
    await page.getByRole('tab', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Record Audio', exact: true }).click();
    await page.getByLabel('Title').fill('Evening hum');
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect(page.getByLabel(/^Recording time 00:(0[1-9]|[1-5]\d)$/)).toBeVisible();
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(page.getByText('Recording ready — add a title and save')).toBeVisible();
    await expect(page.getByLabel('Preview of your recording')).toBeVisible();
    await expect(page.getByText(/^\d+ KB$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      /Evening hum\.(webm|m4a)/,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Craft saved successfully!')).toBeVisible();

    // dance
    await page.getByRole('tab', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Dancing', exact: true }).click();
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Self-Dancing' }).click();
    await page.getByLabel('Title').fill('Kitchen dance');
    await page.getByRole('button', { name: 'Open Camera' }).click();
    await expect(page.getByLabel('Camera preview')).toBeVisible();
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(page.getByText('Dance video ready — add a title and save')).toBeVisible();
    await page.getByRole('button', { name: 'Close Camera' }).click();
    await expect(page.getByLabel('Your recorded dance')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Craft saved successfully!')).toBeVisible();
    await expect(page.getByText('4 crafts')).toBeVisible();
    await expectAccessible(page, 'My Crafts');

    // replay the audio and the video from My Crafts
    await page.getByRole('button', { name: 'View Evening hum' }).click();
    const audio = page.getByLabel('Recording: Evening hum');
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState))
      .toBeGreaterThan(0);
    await audio.evaluate((a: HTMLAudioElement) => a.play());
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'View Kitchen dance' }).click();
    const video = page.getByLabel('Dance video: Kitchen dance');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Close' }).click();
  });

  test('search, filter, tag, favourite and delete', async ({ page }) => {
    await signUpQuickly(page);
    const morning = `${'Slept badly but the coffee helped. '.repeat(6)}By noon I could see the lighthouse from the hill.`;
    for (const [title, content, tags] of [
      ['Morning pages', morning, ['sleep']],
      ['Gratitude list', 'Sun on the balcony, a call from Mum', ['gratitude']],
      ['Angry letter', 'Unsent, and better for it', []],
    ] as const) {
      const res = await page.request.post('/api/creative-crafts', {
        data: { type: 'writing', title, content, tags },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/creative-outlet');
    await page.getByRole('tab', { name: 'My Crafts' }).click();
    await expect(page.getByRole('article')).toHaveCount(3);

    await page.getByLabel('Search crafts').fill('balcony');
    await expect(page.getByRole('article')).toHaveCount(1);
    // the list holds a writing's first 150 characters; the search reads the whole text on the server
    await expect(page.getByRole('article').filter({ hasText: 'Morning pages' })).toHaveCount(0);
    await page.getByLabel('Search crafts').fill('lighthouse');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Morning pages');
    await expect(page.getByRole('article')).not.toContainText('lighthouse');
    await page.getByRole('button', { name: 'View Morning pages' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'By noon I could see the lighthouse from the hill.',
    );
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Search crafts').fill('zzz');
    await expect(page.getByText('No Crafts found')).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page.getByRole('article')).toHaveCount(3);

    await page.getByLabel('Add a tag to Angry letter').fill('release');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Tag added successfully!')).toBeVisible();
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('checkbox', { name: 'release' }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Angry letter');
    await page.getByRole('button', { name: 'Reset Filters' }).click();

    await page.getByRole('button', { name: 'Favourite Morning pages' }).click();
    await expect(page.getByRole('button', { name: 'Favourite Morning pages' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByLabel('Sort by').click();
    await page.getByRole('option', { name: 'Most popular' }).click();
    await expect(page.getByRole('article').first()).toContainText('Morning pages');

    await page.getByRole('button', { name: 'Delete Gratitude list' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Craft deleted successfully')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
  });

  test('a refused microphone says so', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await signUpQuickly(page);
    await openCreator(page, 'Record Audio');
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Error accessing microphone. Please check permissions.' })
        .first(),
    ).toBeVisible();
  });

  test('creative exercises follow the mood that brought you here', async ({ page }) => {
    await signUpQuickly(page);
    await page.goto('/mood-tracker');
    await page.getByRole('button', { name: 'Log New Mood' }).first().click();
    await page.getByRole('radio', { name: 'Anger', exact: true }).click();
    await page.getByRole('radio', { name: 'Rage' }).click();
    const slider = page.getByRole('slider', { name: /^Intensity/ });
    await slider.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await page.getByRole('button', { name: 'Try an exercise' }).click();
    await expect(
      page.getByRole('heading', { name: 'Creative Exercises for Angry Feelings' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('heading', { name: 'Creative Exercises for Angry Feelings' })
        .locator('..')
        .getByRole('heading', { level: 3 }),
    ).toHaveCount(4);
  });
});
