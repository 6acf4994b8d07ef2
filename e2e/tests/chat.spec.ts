import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { appIsLive, newPerson, signUpQuickly } from './support/accounts';

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
    await signUpQuickly(page, undefined, { crisisRegion: 'AU' });
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
    await page.getByRole('radio', { name: 'Sadness', exact: true }).click();
    await page.getByRole('radio', { name: 'Despair' }).click();
    await page.getByLabel('Notes (optional)').fill("I don't want to be alive anymore");
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expect(page.getByRole('region', { name: 'Get help now' })).toBeVisible();
  });

  test('a question gets a practical answer, an exercise to do here, and the article', async ({
    page,
  }) => {
    await signUpQuickly(page);
    await page.goto('/chat');
    const box = page.getByLabel('Message to Mood Friend');
    const conversation = page.getByRole('list', { name: 'Conversation' });

    await box.fill('hi');
    await box.press('Enter');
    const replies = page.getByRole('group', { name: 'Quick replies' });
    await expect(replies.getByRole('button')).toHaveCount(4);
    await replies.getByRole('button', { name: 'I can’t sleep' }).click();
    await expect(
      conversation.getByRole('listitem').filter({ hasText: 'You said:I can’t sleep' }),
    ).toHaveCount(1);
    await expect(replies).toHaveCount(0);

    await box.fill('How do I sleep better?');
    await box.press('Enter');
    await expect(conversation).toContainText(/same wake-up time|write tomorrow’s worries/);
    const article = page.getByRole('link', { name: /^Read “/ });
    await expect(article).toHaveAttribute('href', /\/self-help\/article\//);
    await page.getByRole('button', { name: 'Try 4-7-8 breathing' }).click();
    const exercise = conversation.getByRole('heading', { name: '4-7-8 breathing' });
    await expect(exercise).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(conversation.getByText('Breathe in', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
    await expectAccessible(page, 'Chat with a breathing exercise');
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(conversation).toContainText('Stopped. You can start again any time.');

    // the exercise stays on this device: it is not part of what is sent or saved
    await box.fill('Can you walk me through grounding?');
    await box.press('Enter');
    await page.getByRole('button', { name: 'Try 5-4-3-2-1 grounding' }).click();
    await expect(conversation.getByRole('heading', { name: /5 things you can see/ })).toBeVisible();
    await page.reload();
    // and any exercise can be started at any moment, without asking for it
    await page.getByRole('button', { name: 'Exercises' }).click();
    await page.getByRole('menuitem', { name: 'Box breathing' }).click();
    await expect(conversation.getByRole('heading', { name: 'Box breathing' })).toBeVisible();
    await page.reload();
    await expect(
      conversation.getByRole('heading', { name: /breathing|things you can see/ }),
    ).toHaveCount(0);
  });
});

test.describe('helplines of where the person is', () => {
  test.use({ timezoneId: 'Europe/London', locale: 'en-GB' });

  test('guessed at sign-up from the time zone, and changed in Settings', async ({ page }) => {
    const person = newPerson();
    await page.goto('/register');
    await appIsLive(page);
    const region = page.getByLabel('Helplines for');
    await expect(region.locator('option:checked')).toHaveText('United Kingdom (from my time zone)');
    await page.getByLabel('Username').fill(person.username);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(person.password);
    await page.getByLabel(/I agree to the Terms of Service/).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/chat');
    const box = page.getByLabel('Message to Mood Friend');
    await box.fill('I have decided to kill myself tonight');
    await box.press('Enter');
    const card = page.getByRole('region', { name: 'Get help now' });
    await expect(card.getByRole('link', { name: /Samaritans: 116 123/ })).toHaveAttribute(
      'href',
      'tel:116123',
    );

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const setting = page.getByLabel('Helplines for');
    await expect(setting.locator('option:checked')).toHaveText(
      'United Kingdom (from my time zone)',
    );
    await setting.selectOption('NZ');
    await expect(page.getByText('Setting updated: Helplines')).toBeVisible();
    await expectAccessible(page, 'Settings with helplines');

    await page.goto('/safety-plan');
    await expect(page.getByRole('link', { name: /1737/ }).first()).toBeVisible();
  });
});
