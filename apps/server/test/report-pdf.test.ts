import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoodEntry, createUser, type TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

// The clinician report as a PDF, read back as a screen reader or a clinician's tools would:
// its text through pdftotext, its tags through pdfinfo, its pages drawn by pdftoppm.
let t: TestApp;
let person: TestUser;
const work = mkdtempSync(join(tmpdir(), 'moodcraft-pdf-'));
const NOTE = 'Walked by the river with Sam — ça va, спасибо';

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '50' } });
  person = await createUser(t, { username: 'Robin Ash' });
  await t.app.inject({
    method: 'PUT',
    url: '/api/users/settings',
    headers: person.auth,
    payload: { timeZone: 'Europe/London', dataSharing: true },
  });
  const days = [
    ['2026-10-02', 'joy', 'happiness', 7, ['Exercise']],
    ['2026-10-03', 'sadness', 'loneliness', 4, ['Work']],
    ['2026-10-05', 'joy', 'optimism', 8, ['Exercise', 'Family']],
    ['2026-10-09', 'fear', 'worry', 5, ['Work']],
    ['2026-10-12', 'joy', 'happiness', 6, ['Family']],
  ] as const;
  for (const [day, primaryEmotion, subEmotion, score, factors] of days)
    await createMoodEntry(t, person, {
      date: `${day}T12:00:00Z`,
      primaryEmotion,
      subEmotion,
      score,
      factors: [...factors],
      notes: day === '2026-10-05' ? NOTE : '',
    });
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

const get = (url: string, user: TestUser | null = person) =>
  t.app.inject({ url, headers: user?.auth ?? {} });

function read(pdf: Buffer, name: string) {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-']).toString(),
    info: execFileSync('pdfinfo', [file]).toString(),
    pages: () => {
      execFileSync('pdftoppm', ['-png', '-r', '60', file, join(work, name)]);
      return readdirSync(work)
        .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))
        .map((f) => statSync(join(work, f)).size);
    },
  };
}

describe('the clinician report as a PDF', () => {
  it('is a tagged PDF with the period, the summary, the chart in words, feelings and factors', async () => {
    const res = await get('/api/users/report.pdf?from=2026-10-01&to=2026-10-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="moodcraft-report-2026-10-01-to-2026-10-31.pdf"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = read(res.rawPayload, 'own');
    expect(pdf.info).toMatch(/^Tagged:\s+yes$/m);
    expect(pdf.info).toMatch(/^Title:\s+Mood report for Robin Ash$/m);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('Mood report for Robin Ash');
    expect(text).toContain('1 October 2026 to 31 October 2026');
    expect(text).toContain('5 entries on 5 days.');
    expect(text).toMatch(/Daily average mood on 5 days with entries/);
    expect(text).toContain('Feelings logged most');
    expect(text).toMatch(/Joy 3 60%/);
    expect(text).toContain('What went with their mood');
    expect(text).toMatch(/Exercise 2 \d+\.\d of 10/);
    expect(text).toContain('not a clinical measure or a diagnosis');
    // notes only when chosen
    expect(text).not.toContain('Walked by the river');
    expect(text).not.toContain('Notes');
    const pages = pdf.pages();
    expect(pages.length).toBeGreaterThanOrEqual(1);
    // a drawn page, not a blank one
    expect(Math.max(...pages)).toBeGreaterThan(8_000);
  });

  it('prints the notes, in any script, when the person chooses to include them', async () => {
    const res = await get('/api/users/report.pdf?from=2026-10-01&to=2026-10-31&includeNotes=true');
    expect(res.statusCode).toBe(200);
    const text = read(res.rawPayload, 'notes').text.replace(/\s+/g, ' ');
    expect(text).toContain('Notes');
    expect(text).toContain(NOTE);
  });

  it('lists the period’s check-ins with their totals, bands and PHQ-9 item 9', async () => {
    t.setNow(new Date('2026-10-20T10:00:00Z'));
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/check-ins',
      headers: person.auth,
      payload: { instrument: 'phq-9', answers: [1, 1, 2, 1, 0, 1, 1, 0, 1] },
    });
    t.setNow(null);
    expect(taken.statusCode).toBe(201);
    const res = await get('/api/users/report.pdf?from=2026-10-01&to=2026-10-31');
    const text = read(res.rawPayload, 'check-ins').text.replace(/\s+/g, ' ');
    expect(text).toContain('Check-ins');
    expect(text).toMatch(/20 Oct 2026 PHQ-9 8 of 27 Mild 1/);
    expect(text).toContain('Spitzer');
  });

  it('lists the period’s trackers: days logged, the average or the yes days', async () => {
    const add = async (payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/trackers',
        headers: person.auth,
        payload,
      });
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    const sleep = await add({
      kind: 'numeric',
      name: 'Sleep',
      unit: 'hours',
      min: 0,
      max: 24,
      step: 0.5,
    });
    const pill = await add({ kind: 'yes-no', name: 'Medication taken' });
    for (const [day, hours, taken] of [
      ['2026-10-02', 7, 1],
      ['2026-10-03', 5.5, 0],
      ['2026-10-05', 8, 1],
    ] as const) {
      for (const [id, value] of [
        [sleep, hours],
        [pill, taken],
      ] as const) {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/trackers/${id}/values/${day}`,
          headers: person.auth,
          payload: { value },
        });
        expect(res.statusCode).toBeLessThan(300);
      }
    }
    const res = await get('/api/users/report.pdf?from=2026-10-01&to=2026-10-31');
    const text = read(res.rawPayload, 'trackers').text.replace(/\s+/g, ' ');
    expect(text).toContain('Trackers');
    expect(text).toMatch(/Sleep \(hours\) 3 average 6\.8 hours/);
    expect(text).toMatch(/Medication taken 3 yes on 2 of 3 days/);
  });

  it('says so when the period has no entries', async () => {
    const res = await get('/api/users/report.pdf?from=2025-01-01&to=2025-01-31');
    expect(res.statusCode).toBe(200);
    const text = read(res.rawPayload, 'empty').text.replace(/\s+/g, ' ');
    expect(text).toContain('No moods were logged in this period.');
    expect(text).not.toContain('Feelings logged most');
  });

  it('refuses a period it cannot read, and anyone not signed in', async () => {
    const cases: [string, RegExp][] = [
      ['from=2026-10-31&to=2026-10-01', /start before it ends/],
      ['from=2026-02-30&to=2026-03-01', /does not exist/],
      ['from=yesterday&to=2026-03-01', /date like/],
      ['from=2026-10-01&to=2026-10-31&includeNotes=maybe', /includeNotes must be true or false/],
      ['to=2026-10-31', /.+/],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/users/report.pdf?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(
      (await get('/api/users/report.pdf?from=2026-10-01&to=2026-10-31', null)).statusCode,
    ).toBe(401);
  });

  it('is each person’s own: another person’s report of the same days has none of these entries', async () => {
    const other = await createUser(t);
    const res = await get('/api/users/report.pdf?from=2026-10-01&to=2026-10-31', other);
    expect(res.statusCode).toBe(200);
    const text = read(res.rawPayload, 'other').text.replace(/\s+/g, ' ');
    expect(text).toContain('No moods were logged in this period.');
    expect(text).not.toContain('Robin Ash');
  });

  it('comes from a shared link too, while the link lasts', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/users/share-links',
      headers: person.auth,
      payload: { from: '2026-10-01', to: '2026-10-31', includeNotes: true },
    });
    expect(made.statusCode).toBe(201);
    const token = new URL(made.json().url).pathname.split('/').pop()!;
    const res = await get(`/api/reports/${token}/pdf`, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(read(res.rawPayload, 'link').text).toContain(NOTE);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/users/share-links/${made.json().id}`,
      headers: person.auth,
    });
    expect((await get(`/api/reports/${token}/pdf`, null)).statusCode).toBe(404);
    expect((await get('/api/reports/not-a-real-token-at-all-0000/pdf', null)).statusCode).toBe(404);
  });
});
