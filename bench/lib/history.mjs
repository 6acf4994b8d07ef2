// The Mood Tracker with a long history, on a phone: a person with two entries a day for two years
// (seeded through the API), signed in, in Chromium with a phone's screen and a 4× slower CPU.
// Each repetition opens /dashboard afresh, then times, from the click to what it shows: the
// Mood Tracker link to the first entry card, the Insights tab and back to Entries, and Log New
// Mood to the form.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { onCleanup } from './cleanup.mjs';
import { moodHistory } from './generate.mjs';
import {
  armProbe,
  idle,
  installProbe,
  pageState,
  probeDone,
  readProbe,
  storeProfile,
} from './history-probe.mjs';
import { importFromE2e } from './paths.mjs';
import { importHistory, signUpAndIn } from './seed.mjs';

export const HISTORY_DAYS = 730;
export const HISTORY_PER_DAY = 2;

/** The phone: an iPhone 12-14's screen, touch, and Lighthouse's mobile CPU slowdown. */
export const PHONE = { width: 390, height: 844, cpuSlowdown: 4 };

/** As the end-to-end tests launch Chromium (e2e/playwright.config.ts), without media fakes. */
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const TIMEOUT = 30_000;

/** The measures, in the order a repetition takes them. */
export const HISTORY_MEASURES = {
  navigation: 'Mood Tracker link → first entry card',
  toInsights: 'Entries → Insights tab (Weekly Insights shows)',
  toEntries: 'Insights → Entries tab (an entry card shows)',
  form: 'Log New Mood → the form',
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const round = (n) => Math.round(n * 10) / 10;

/** Registers a person and imports their two years (1,460 entries) as a MoodCraft export. */
export async function seedHistoryPerson(baseUrl, catalogue) {
  const person = await signUpAndIn(baseUrl, 'History Person');
  const entries = moodHistory({
    days: HISTORY_DAYS,
    perDay: HISTORY_PER_DAY,
    seed: 1460,
    catalogue,
  });
  const imported = await importHistory(baseUrl, person, entries);
  return { person, entries: imported.entries, importMs: imported.ms };
}

/** Counts the page's requests, so a step can wait until its network has been quiet a while. */
function trackRequests(page) {
  let inFlight = 0;
  let last = performance.now();
  const started = () => {
    inFlight++;
    last = performance.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async (quietMs = 500, maxMs = 15_000) => {
    const until = performance.now() + maxMs;
    while (performance.now() < until && (inFlight > 0 || performance.now() - last < quietMs))
      await sleep(50);
  };
}

/**
 * Times one click in the page: arms the probe, runs `act` (which clicks), waits until `what`
 * shows, then checks with the role-based locator `expected` that a person sees it too.
 */
async function timed(page, what, act, expected) {
  await page.evaluate(armProbe, what);
  await act();
  try {
    await page.waitForFunction(probeDone, undefined, { timeout: TIMEOUT, polling: 100 });
  } catch (error) {
    const state = await page.evaluate(pageState).catch(() => 'unknown');
    throw new Error(`${what} did not show within ${TIMEOUT / 1000} s (${state})`, {
      cause: error,
    });
  }
  const result = await page.evaluate(readProbe);
  await expected.waitFor({ state: 'visible', timeout: 5_000 });
  return result;
}

/** The section link, in the page or in the menu's drawer (opened first; the clock starts after). */
async function moodTrackerLink(page) {
  const link = page.getByRole('link', { name: 'Mood Tracker', exact: true }).filter({
    visible: true,
  });
  if ((await link.count()) === 0) {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await link.first().waitFor({ state: 'visible', timeout: TIMEOUT });
  }
  return link.first();
}

/** One repetition: /dashboard loaded afresh, then the four timed clicks. */
async function repetition(page, cdp, quiet) {
  const settle = async () => {
    await quiet();
    await page.evaluate(idle, 2_000);
  };
  // CPU throttling belongs to the page's renderer; set again in case a reload replaced it
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await page.goto('/dashboard', { waitUntil: 'load', timeout: 60_000 });
  await page.getByText('Welcome back').first().waitFor({ state: 'visible', timeout: 60_000 });
  await settle();

  const card = page.getByRole('article').first();
  const link = await moodTrackerLink(page);
  const navigation = await timed(page, 'entry', () => link.click(), card);
  if (new URL(page.url()).pathname !== '/mood-tracker')
    throw new Error(`the Mood Tracker link led to ${page.url()}`);
  await settle();
  const toInsights = await timed(
    page,
    'insights',
    () => page.getByRole('tab', { name: 'Insights' }).click(),
    page.getByRole('heading', { name: 'Weekly Insights' }),
  );
  await settle();
  const toEntries = await timed(
    page,
    'entry',
    () => page.getByRole('tab', { name: 'Entries' }).click(),
    card,
  );
  await settle();
  const form = await timed(
    page,
    'form',
    () => page.getByRole('button', { name: 'Log New Mood' }).click(),
    page.getByRole('form', { name: 'Save Entry' }),
  );
  return { navigation, toInsights, toEntries, form };
}

/** The counted runs of one measure: median, max, and what the page did meanwhile. */
function summarise(runs, warmup) {
  const times = runs.map((r) => r.ms);
  const api = runs.map((r) => r.requests.find((q) => q.path.startsWith('/api/moods?')));
  const answered = api.filter(Boolean);
  // when the last file of the app's code that the step loaded had arrived
  const code = runs
    .map((r) => r.requests.filter((q) => /^\/assets\/.*\.js$/.test(q.path)))
    .filter((files) => files.length)
    .map((files) => ({ files: files.length, endMs: Math.max(...files.map((q) => q.endMs)) }));
  return {
    runsMs: times.map(round),
    medianMs: round(median(times)),
    maxMs: round(Math.max(...times)),
    warmupMs: round(warmup.ms),
    cards: runs.map((r) => r.cards),
    longTaskMs: round(median(runs.map((r) => r.longTaskMs))),
    // null where no run's click took long enough for Event Timing to report it
    inputDelayMs: runs.some((r) => r.inputDelayMs !== null)
      ? round(median(runs.map((r) => r.inputDelayMs ?? 0)))
      : null,
    requests: round(median(runs.map((r) => r.requests.length))),
    // what the first counted run asked for meanwhile (its code, its data)
    requestPaths: runs[0].requests.map((q) => q.path),
    codeLoaded: code.length
      ? { files: code[0].files, endMs: round(median(code.map((c) => c.endMs))), runs: code.length }
      : null,
    // the first page of entries, when this step asked for it
    moodsRequest: answered.length
      ? {
          path: answered[0].path,
          startMs: round(median(answered.map((q) => q.startMs))),
          endMs: round(median(answered.map((q) => q.endMs))),
          bytes: answered[0].bytes,
          runs: answered.length,
        }
      : null,
  };
}

/**
 * Seeds the person, then measures `runs` repetitions after one that warms the caches (the HTTP
 * cache and the service worker's copy of the app's code) and is reported on its own.
 */
export async function runHistory({ baseUrl, catalogue, chromePath, runs, log, assertAlive }) {
  if (!existsSync(chromePath))
    throw new Error(`Chromium is not at ${chromePath} (set CHROME_PATH)`);
  const seeded = await seedHistoryPerson(baseUrl, catalogue);
  log(
    `  seeded ${seeded.entries.toLocaleString('en')} entries (${HISTORY_PER_DAY} a day for ${HISTORY_DAYS} days) in ${(seeded.importMs / 1000).toFixed(1)} s`,
  );
  const mod = await importFromE2e('@playwright/test');
  const { chromium } = mod.chromium ? mod : mod.default;
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_ARGS });
  const stopChrome = onCleanup('stop Chromium (history)', () => browser.close());
  const byMeasure = Object.fromEntries(Object.keys(HISTORY_MEASURES).map((k) => [k, []]));
  let warmup;
  const loadBefore = loadavg()[0];
  try {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: PHONE.width, height: PHONE.height },
      isMobile: true,
      hasTouch: true,
    });
    // signed in as the web app keeps a session: the HttpOnly cookie and the stored profile
    const [name, value] = seeded.person.cookie.split(/=(.*)/s);
    await context.addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
    const profile = JSON.stringify(seeded.person.user);
    await context.addInitScript(storeProfile, [new URL(baseUrl).origin, profile]);
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const quiet = trackRequests(page);
    for (let run = 0; run <= runs; run++) {
      assertAlive();
      const result = await repetition(page, cdp, quiet);
      if (run === 0) warmup = result;
      else for (const key of Object.keys(byMeasure)) byMeasure[key].push(result[key]);
      log(
        `  ${run === 0 ? 'warm-up' : `run ${run}`}: ${Object.keys(HISTORY_MEASURES)
          .map((k) => `${k} ${result[k].ms.toFixed(0)} ms`)
          .join(', ')} (${result.navigation.cards} cards drawn)`,
      );
    }
    assertAlive();
  } finally {
    await stopChrome();
  }
  return {
    entries: seeded.entries,
    importMs: Math.round(seeded.importMs),
    phone: { ...PHONE, isMobile: true, hasTouch: true },
    runs,
    // the machine's one-minute load average before and after: the CPU slowdown comes on top of it
    loadAverage: [loadBefore, loadavg()[0]].map((v) => Math.round(v * 100) / 100),
    measures: Object.fromEntries(
      Object.entries(byMeasure).map(([key, list]) => [
        key,
        { label: HISTORY_MEASURES[key], ...summarise(list, warmup[key]) },
      ]),
    ),
  };
}
