import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signUpQuickly } from './support/accounts';

const ANSWERS = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];

/** Answers each question of the open questionnaire, in order, with the answers' positions (0–3). */
async function answer(page: Page, answers: number[]) {
  for (const [i, value] of answers.entries()) {
    await page
      .getByRole('radiogroup', { name: new RegExp(`^${i + 1}\\. `) })
      .getByRole('radio', { name: ANSWERS[value] })
      .check();
  }
}

const CREDIT = /PHQ-9 and GAD-7 were developed by Drs\. Robert L\. Spitzer/;

test.describe('check-ins', () => {
  test('a PHQ-9, one with item 9 answered, a GAD-7, and the trend', async ({ page }) => {
    // three questionnaires and five accessibility scans on a busy two-core machine
    test.slow();
    await signUpQuickly(page, undefined, { crisisRegion: 'AU' });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('menuitem', { name: 'Check-ins' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Check-ins' })).toBeVisible();
    const phqCard = page.getByRole('region', { name: 'PHQ-9', exact: true });
    await expect(phqCard).toContainText('Not taken yet.');
    await expect(page.getByLabel('How often')).toHaveValue('fortnightly');
    await expect(page.getByText(CREDIT)).toBeVisible();
    await expectAccessible(page, 'Check-ins, none taken');

    // a PHQ-9 with item 9 at 0: the result, its band, kindly explained
    await phqCard.getByRole('link', { name: 'Start the PHQ-9' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Patient Health Questionnaire (PHQ-9)' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'See my result' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please answer every question: 9 are still to go.',
    );
    await expect(
      page
        .getByRole('radiogroup', { name: /^1\. Little interest/ })
        .getByRole('radio')
        .first(),
    ).toBeFocused();
    // the keyboard alone: an arrow key chooses within a question
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Several days' }).first()).toBeChecked();
    await answer(page, [2, 2, 1, 2, 1, 1, 1, 1, 0]);
    await page
      .getByRole('radiogroup', { name: /how difficult/ })
      .getByRole('radio', { name: 'Somewhat difficult' })
      .check();
    await expectAccessible(page, 'PHQ-9 questionnaire');
    await page.getByRole('button', { name: 'See my result' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your PHQ-9 result' })).toBeVisible();
    await expect(page.getByText('out of 27')).toBeVisible();
    await expect(page.getByText('Moderate', { exact: true })).toBeVisible();
    await expect(page.getByText(/talk it through with your GP or clinician/)).toBeVisible();
    await expect(page.getByText(/^This is not a diagnosis\./)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Get help now' })).toHaveCount(0);
    await expect(page.getByText(CREDIT)).toBeVisible();
    await expectAccessible(page, 'PHQ-9 result');

    // item 9 at 1, every other at 0: "Get help now" at once, before the score
    await page.goto('/check-ins/phq-9');
    await answer(page, [0, 0, 0, 0, 0, 0, 0, 0, 1]);
    await page.getByRole('button', { name: 'See my result' }).click();
    const card = page.getByRole('region', { name: 'Get help now' });
    await expect(card).toBeVisible();
    await expect(card).toBeFocused();
    await expect(card.getByRole('link', { name: /Lifeline: 13 11 14/ })).toHaveAttribute(
      'href',
      'tel:131114',
    );
    const heading = page.getByRole('heading', { level: 1, name: 'Your PHQ-9 result' });
    const [cardBox, headingBox] = [await card.boundingBox(), await heading.boundingBox()];
    expect(cardBox!.y).toBeLessThan(headingBox!.y);
    await expect(page.getByText('Minimal', { exact: true })).toBeVisible();
    await expectAccessible(page, 'PHQ-9 result with item 9');
    await card.getByRole('link', { name: 'Open my safety plan' }).click();
    await expect(page).toHaveURL(/\/safety-plan$/);

    // a GAD-7
    await page.goto('/check-ins');
    await page.getByRole('link', { name: 'Start the GAD-7' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Generalized Anxiety Disorder (GAD-7)' }),
    ).toBeVisible();
    await answer(page, [1, 1, 1, 1, 1, 1, 1]);
    await page.getByRole('button', { name: 'See my result' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your GAD-7 result' })).toBeVisible();
    await expect(page.getByText('Mild', { exact: true })).toBeVisible();

    // the trend: two PHQ-9 points, one GAD-7, the last results and when each is due
    await page.getByRole('link', { name: 'See all my check-ins' }).click();
    await expect(page.getByRole('img', { name: /^PHQ-9 results: 2 results/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^GAD-7 results: 1 result from/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /latest 7 out of 21, mild/ })).toBeVisible();
    await expect(page.locator('canvas')).toHaveCount(2);
    await expect(
      page.getByRole('list', { name: 'Latest PHQ-9 results' }).getByRole('listitem'),
    ).toHaveCount(2);
    await expect(phqCard).toContainText('Last result: 1 out of 27, minimal');
    await expect(phqCard).toContainText('Next due');
    await page.getByLabel('How often').selectOption('weekly');
    await expect(page.getByRole('status').filter({ hasText: 'Schedule saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('How often')).toHaveValue('weekly');
    await expectAccessible(page, 'Check-ins with results');
  });
});
