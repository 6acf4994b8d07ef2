import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signInThroughForm, signUpQuickly } from './support/accounts';

const DAYLIO = [
  'full_date,date,weekday,time,mood,activities,note_title,note',
  '2026-03-02,March 2,Monday,8:30 PM,rad,friends | sport,Great day,"Saw Sam, then ran."',
  '2026-03-01,March 1,Sunday,07:15,meh,work,,',
  '2026-02-28,February 28,Saturday,21:00,sleepy,good sleep,,',
].join('\n');

test.describe('your data', () => {
  test('import a Daylio file with a preview, then export everything', async ({ page }) => {
    await signUpQuickly(page);
    await page.goto('/mood-tracker');
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Export file to import').setInputFiles({
      name: 'daylio_export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(DAYLIO),
    });
    await expect(dialog.getByText('Daylio export: 3 entries.')).toBeVisible();
    await dialog.getByLabel('Intensity for sleepy').click();
    await page.getByRole('option', { name: '4', exact: true }).click();
    // the list fades out as it closes: scanned half-faded, its options lack contrast
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await dialog.getByLabel('Mood for sleepy').click();
    await page.getByRole('option', { name: '3 · Unpleasant' }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expectAccessible(page, 'Import preview');
    await dialog.getByRole('button', { name: 'Import 3 entries' }).click();
    await expect(dialog.getByText('Imported 3 entries.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('article').first()).toContainText('Saw Sam, then ran.');
    const lastFebruary = page
      .getByRole('region', { name: 'Saturday 28 February 2026' })
      .getByRole('article');
    await expect(lastFebruary.getByRole('img', { name: 'Intensity 4 out of 10' })).toBeVisible();
    await expect(lastFebruary).toContainText('Overall: unpleasant (3/10)');

    await page.getByRole('button', { name: 'Import' }).click();
    await page
      .getByRole('dialog')
      .getByLabel('Export file to import')
      .setInputFiles({ name: 'again.csv', mimeType: 'text/csv', buffer: Buffer.from(DAYLIO) });
    await expect(
      page.getByRole('dialog').getByText(/3 are already here and will be skipped/),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^moodcraft-export-\d{4}-\d{2}-\d{2}\.json$/);
    const doc = JSON.parse(readFileSync((await file.path())!, 'utf8'));
    expect(doc.moods).toHaveLength(3);
  });

  test('delete an account for good', async ({ page }) => {
    const person = await signUpQuickly(page);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/cannot be recovered/)).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('not my password');
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await expect(dialog.getByText('Your password is not right')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill(person.password);
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await expect(
      page.getByText('Your account and everything in it have been deleted.'),
    ).toBeVisible();
    await signInThroughForm(page, person);
    await expect(page.getByText('Invalid email or password')).toBeVisible();
  });
});

test('share a read-only report with a clinician, then revoke it', async ({ page, browser }) => {
  await signUpQuickly(page);
  await page.request.post('/api/moods', {
    data: {
      date: new Date().toISOString(),
      primaryEmotion: 'joy',
      subEmotion: 'happiness',
      score: 8,
      factors: ['Exercise'],
      notes: 'secret note',
    },
  });
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('switch', { name: 'Data Sharing' }).click();
  await expect(page.getByRole('heading', { name: 'Reports for Your Clinician' })).toBeVisible();
  await page.getByRole('button', { name: 'Create report link' }).click();
  const url = (await page.getByText(/\/report\/[\w-]{43}$/).textContent())!;
  const path = new URL(url).pathname;
  // this server's links say 127.0.0.1: the dialog says where the link opens, and that it is here only
  await expect(page.getByText(`It opens at ${new URL(url).host}.`, { exact: false })).toBeVisible();
  await expect(page.getByText(/opens only on the computer running MoodCraft/)).toBeVisible();

  const context = await browser.newContext();
  const clinician = await context.newPage();
  await clinician.goto(path);
  await expect(clinician.getByRole('heading', { level: 1, name: /Robin/ })).toBeVisible();
  // a joy at 8 out of 10 felt 9 out of 10
  await expect(clinician.getByText('9.0/10')).toBeVisible();
  await expect(clinician.getByText('secret note')).toHaveCount(0);
  await expectAccessible(clinician, 'Clinician report');

  await page.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Link revoked')).toBeVisible();
  await clinician.reload();
  await expect(clinician.getByRole('heading', { name: 'Report unavailable' })).toBeVisible();
  await context.close();
});
