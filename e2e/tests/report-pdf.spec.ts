// The clinician report as a PDF: downloaded from Settings (no Data Sharing needed for one's own
// file) and from a shared link's page, and read back with pdftotext as a clinician's tools would.
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { appIsLive, signUpQuickly } from './support/accounts';

const text = (file: string) =>
  execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');

test('downloads a report of a period as a PDF, with notes only when chosen', async ({ page }) => {
  const person = await signUpQuickly(page);
  for (const [daysAgo, notes] of [
    [3, 'a long walk with my sister'],
    [1, ''],
  ] as const) {
    const res = await page.request.post('/api/moods', {
      data: {
        date: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
        primaryEmotion: 'joy',
        subEmotion: 'happiness',
        score: 7,
        factors: ['Exercise'],
        notes,
      },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/profile');
  await appIsLive(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const section = page.getByRole('region', { name: 'Reports for Your Clinician' });
  await expect(section.getByText('turn on Data Sharing above')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Create report link' })).toHaveCount(0);
  await expectAccessible(page, 'Settings with the report download');

  const [plain] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(plain.suggestedFilename()).toMatch(
    /^moodcraft-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const withoutNotes = text(await plain.path());
  expect(withoutNotes).toContain(`Mood report for ${person.username}`);
  expect(withoutNotes).toContain('2 entries on 2 days.');
  expect(withoutNotes).not.toContain('a long walk with my sister');

  await section.getByLabel('Include my notes').check();
  const [noted] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(text(await noted.path())).toContain('a long walk with my sister');
});

test('a clinician downloads the shared report as a PDF', async ({ page, browser }) => {
  const person = await signUpQuickly(page);
  await page.request.put('/api/users/settings', { data: { dataSharing: true } });
  await page.request.post('/api/moods', {
    data: {
      date: new Date().toISOString(),
      primaryEmotion: 'sadness',
      subEmotion: 'loneliness',
      score: 4,
      factors: ['Work'],
      notes: '',
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  const link = await page.request.post('/api/users/share-links', {
    data: { from: '2020-01-01', to: day },
  });
  expect(link.status()).toBe(201);
  const context = await browser.newContext();
  const clinician = await context.newPage();
  await clinician.goto(new URL((await link.json()).url).pathname);
  await expect(clinician.getByRole('heading', { level: 1, name: person.username })).toBeVisible();
  const [download] = await Promise.all([
    clinician.waitForEvent('download'),
    clinician.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(text(await download.path())).toContain(`Mood report for ${person.username}`);
  await expectAccessible(clinician, 'Clinician report with the PDF download');
  await context.close();
});
