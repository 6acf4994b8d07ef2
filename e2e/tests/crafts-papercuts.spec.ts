import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signUpQuickly } from './support/accounts';

/** Chooses a creator and waits until it shows as chosen, as a person would before going on. */
async function chooseMode(page: Page, label: string) {
  const button = page.getByRole('button', { name: label, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** Pastes `text` into a text box the way the browser does when a person pastes. */
const paste = (box: Locator, text: string) =>
  box.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);

/** The start of each shipped prompt that is not for writing. */
const NOT_WRITING =
  /^(Draw|Sketch|Fill a page|Start with a single dot|Record|Hum or sing|Read a line|Pick an object|Put on|Move like|Walk slowly|Choose three|Stand and shake|Dance)/;
const AUDIO = /^(Record|Hum or sing|Read a line|Pick an object)/;

/** The Craft of the Day prompts and the creator each one is for. */
const CRAFT_OF_THE_DAY: Record<string, string> = {
  'Draw the shape your day would be if it were a cloud.': 'Draw',
  'Write a short letter to yourself one year from now.': 'Write',
  'Record thirty seconds of the sounds around you and name one you like.': 'Record Audio',
  'Put on a song you loved at fifteen and move however it asks you to.': 'Dancing',
  'List five small things that went right today, however tiny.': 'Write',
  'Sketch a place where you feel safe, using only three colours.': 'Draw',
  'Write a six-word story about how you feel right now.': 'Write',
};

test.describe('your craft, the small things', () => {
  test('a comma adds a tag, and a pasted list adds each of its tags', async ({ page }) => {
    await signUpQuickly(page);
    await page.goto('/creative-outlet');
    await chooseMode(page, 'Write');
    const tags = page.getByLabel('Tags (optional)');
    await tags.fill('calm,');
    await expect(tags).toHaveValue('');
    await expect(page.getByRole('button', { name: 'calm', exact: true })).toBeVisible();
    await paste(tags, 'river, night, calm');
    await expect(tags).toHaveValue('');
    for (const tag of ['river', 'night'])
      await expect(page.getByRole('button', { name: tag, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'calm', exact: true })).toHaveCount(1);

    await page.getByLabel('Title').fill('By the water');
    await page.getByLabel('Your writing').fill('The river was quiet and so was I.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Craft saved successfully!')).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: 'By the water' });
    for (const tag of ['calm', 'river', 'night']) await expect(card).toContainText(tag);
    await expect(card).not.toContainText('river,');
  });

  test('each mode offers only its own inspiration', async ({ page }) => {
    await signUpQuickly(page);
    await page.goto('/creative-outlet');
    await chooseMode(page, 'Write');
    const prompt = page.getByText(/^Prompt: /);
    for (let i = 0; i < 8; i++) {
      await page.getByRole('button', { name: 'New Idea' }).click();
      await expect(prompt).toBeVisible();
      const idea = (await prompt.textContent())!.replace(/^Prompt: /, '');
      expect(idea, 'a writing prompt').not.toMatch(NOT_WRITING);
      await expect(page.getByRole('region', { name: 'Inspiration' })).toContainText(idea);
    }

    await chooseMode(page, 'Record Audio');
    await expect(page.getByRole('region', { name: 'Inspiration' })).toContainText(
      'Stuck for an idea? Ask for one.',
    );
    await page.getByRole('button', { name: 'New Idea' }).click();
    const idea = (await prompt.textContent())!.replace(/^Prompt: /, '');
    expect(idea, 'an audio prompt').toMatch(AUDIO);
  });

  test('Start Creating opens the Craft of the Day in its own mode', async ({ page }) => {
    await signUpQuickly(page);
    await page.goto('/dashboard');
    await expect(page.getByText('Craft of the Day')).toBeVisible();
    const texts = Object.keys(CRAFT_OF_THE_DAY);
    const shown = page.getByText(new RegExp(`^(${texts.map(escape).join('|')})$`)).first();
    const today = (await shown.textContent())!;
    const mode = CRAFT_OF_THE_DAY[today]!;

    await page.getByRole('link', { name: 'Start Creating', exact: true }).click();
    await expect(page).toHaveURL(/\/creative-outlet\?mode=(write|draw|audio|dance)$/);
    await expect(page.getByRole('button', { name: mode, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const other of ['Write', 'Draw', 'Record Audio', 'Dancing'].filter((m) => m !== mode))
      await expect(page.getByRole('button', { name: other, exact: true })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    await expect(page.getByRole('region', { name: 'Inspiration' })).toContainText(today);
  });

  test('a finished recording is ready to save, not yet saved', async ({ page }) => {
    await signUpQuickly(page);
    await page.goto('/creative-outlet?mode=audio');
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect(page.getByLabel(/^Recording time 00:(0[1-9]|[1-5]\d)$/)).toBeVisible();
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(page.getByText('Recording ready — add a title and save')).toBeVisible();
    await expect(page.getByText('Craft saved successfully!')).toHaveCount(0);
    await expect(page.getByText('Audio recorded successfully!')).toHaveCount(0);

    await page.getByLabel('Title').fill('Morning hum');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Craft saved successfully!')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Morning hum' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the drawing pad fills the width, taller, and strokes land where drawn', async ({
      page,
    }) => {
      await signUpQuickly(page);
      await page.goto('/creative-outlet?mode=draw');
      const canvas = page.getByRole('img', { name: 'Drawing canvas' });
      await expect(canvas).toBeVisible();
      await expectAccessible(page, 'Drawing on a phone');
      await canvas.scrollIntoViewIfNeeded();
      const box = (await canvas.boundingBox())!;
      const available = await canvas.evaluate((c) => c.parentElement!.clientWidth);
      expect(box.width).toBeGreaterThanOrEqual(available - 1);
      expect(box.width).toBeGreaterThan(300);
      // 4:3 rather than the 2:1 that left a 160 px strip
      expect(box.height).toBeCloseTo((box.width * 3) / 4, 0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);

      // a stroke across the middle, from a tenth of the way in to nine tenths
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.1, y);
      await page.mouse.down();
      for (let i = 2; i <= 9; i++) await page.mouse.move(box.x + box.width * i * 0.1, y);
      await page.mouse.up();
      // the pad shows the middle 4:3 part of the 800×400 picture: a tenth of the way in is x≈187
      const paint = (x: number) =>
        canvas.evaluate((c: HTMLCanvasElement, at) => {
          const [r, g, b] = c.getContext('2d')!.getImageData(at, 200, 1, 1).data;
          return r! + g! + b! < 3 * 250;
        }, x);
      expect(await paint(200), 'the stroke starts where the finger went down').toBe(true);
      expect(await paint(400)).toBe(true);
      expect(await paint(170), 'nothing left of where the stroke began').toBe(false);
      expect(await paint(40), 'nothing in the part out of view').toBe(false);

      await page.getByLabel('Title').fill('Phone lines');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Craft saved successfully!')).toBeVisible();
      const drawing = page.getByRole('img', { name: 'Drawing: Phone lines' });
      await expect
        .poll(() =>
          drawing.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
        )
        .toEqual([800, 400]);
    });
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
