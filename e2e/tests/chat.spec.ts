import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signUpQuickly } from './support/accounts';

test.describe('chat with Mood Friend', () => {
  test('a conversation that listens, is kept, and can be cleared', async ({ page }) => {
    await signUpQuickly(page);
    await page.goto('/Chat');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Chat with your Mood Friend about your thoughts and feelings',
      }),
    ).toBeVisible();
    await expect(
      page.getByText("Hello! I'm your Mood Friend. How are you feeling today?"),
    ).toBeVisible();
    await expect(page.getByText(/Mood Friend runs on this MoodCraft server/)).toBeVisible();
    const box = page.getByLabel('Message to Mood Friend');
    await expect(box).toHaveAttribute('placeholder', 'Type your message...');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await box.fill('   ');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

    const said = [
      'Work has been so stressful this week',
      'I always feel like I let everyone down',
      'my friends are busy and I feel lonely',
    ];
    for (const [i, text] of said.entries()) {
      await box.fill(text);
      if (i === 0) await box.press('Enter');
      else await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: text })).toBeVisible();
      await expect(page.getByRole('listitem')).toHaveCount(1 + (i + 1) * 2);
    }
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(conversation).toContainText(/stretched thin|pressure/);
    await expect(conversation).toContainText('all-or-nothing thinking');
    await expect(conversation).toContainText(/lonely/);
    await expect(page.getByRole('region', { name: 'Get help now' })).toHaveCount(0);
    await expectAccessible(page, 'Chat');

    await page.reload();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Work has been so stressful this week' }),
    ).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(7);

    await page.getByRole('button', { name: 'Clear conversation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear conversation' }).click();
    await expect(page.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('listitem')).toHaveCount(1);
  });

  test('a message that signals risk brings help and a persistent card', async ({ page }) => {
    await signUpQuickly(page);
    await page.goto('/chat');
    await page
      .getByLabel('Message to Mood Friend')
      .fill('honestly everyone would be better off without me');
    await page.keyboard.press('Enter');
    const card = page.getByRole('region', { name: 'Get help now' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /Lifeline: 13 11 14/ })).toHaveAttribute(
      'href',
      'tel:131114',
    );
    await expect(page.getByRole('list', { name: 'Conversation' })).toContainText(
      'I’m really glad you told me',
    );
    await expectAccessible(page, 'Chat with crisis card');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Get help now' })).toBeVisible();
  });

  test('a mood note that signals risk shows where to get help', async ({ page }) => {
    await signUpQuickly(page);
    await page.goto('/mood-tracker');
    await page.getByRole('button', { name: 'Log New Mood' }).first().click();
    await page.getByRole('button', { name: 'Sadness', exact: true }).click();
    await page.getByRole('button', { name: 'Despair' }).click();
    await page.getByLabel('Notes (optional)').fill("I don't want to be alive anymore");
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expect(page.getByRole('region', { name: 'Get help now' })).toBeVisible();
  });
});
