// Lighthouse 12 (mobile, the default config) on the production server, with the local Chromium.
// Nothing leaves the machine: Chromium runs without background networking and the app loads
// nothing from elsewhere.
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { onCleanup } from './cleanup.mjs';
import { importFromLighthouse } from './paths.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,AutofillServerCommunication,CertificateTransparencyComponentUpdater,InterestFeedContentSuggestions,PrivacySandboxSettings4',
  '--metrics-recording-only',
  '--password-store=basic',
  '--use-mock-keychain',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

function summarise(lhr, page) {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100),
    ]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? null]),
  );
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode) &&
        isCategoryAudit(lhr, a.id, ['accessibility', 'best-practices', 'seo']),
    )
    .map((a) => {
      // Which kinds of issue Chromium logged, when that is the finding.
      const kinds =
        a.id === 'inspector-issues'
          ? (a.details?.items ?? []).map((item) => item.issueType).filter(Boolean)
          : [];
      return { id: a.id, title: kinds.length ? `${a.title}: ${kinds.join(', ')}` : a.title };
    });
  return {
    finalUrl: lhr.finalDisplayedUrl,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    scores,
    metrics,
    failingAudits: failing,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
    rendered: page,
  };
}

function isCategoryAudit(lhr, id, categories) {
  return categories.some((c) =>
    lhr.categories[c]?.auditRefs.some((ref) => ref.id === id && ref.weight > 0),
  );
}

/** One Lighthouse run in a new tab; a run whose trace could not be recorded is tried again. */
async function oneRun(browser, url, page, baseUrl, attempts = 3) {
  let summary;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const tab = await browser.newPage();
    try {
      if (page.session) {
        const profile = JSON.stringify(JSON.stringify(page.session.user));
        const origin = JSON.stringify(new URL(baseUrl).origin);
        await tab.evaluateOnNewDocument(
          `if (location.origin === ${origin}) localStorage.setItem('user', ${profile});`,
        );
      }
      const started = Date.now();
      const flags = {
        logLevel: 'error',
        output: 'json',
        onlyCategories: CATEGORIES,
        ...(page.session ? { extraHeaders: { Cookie: page.session.cookie } } : {}),
      };
      const result = await lighthouse(url, flags, undefined, tab);
      if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      if (process.env.BENCH_LHR_DIR) {
        const name = `${page.path.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
        writeFileSync(join(process.env.BENCH_LHR_DIR, name), JSON.stringify(result.lhr));
      }
      const text = page.expectText
        ? await tab.evaluate('document.body.innerText').catch(() => '')
        : '';
      summary = summarise(result.lhr, page.expectText ? text.includes(page.expectText) : null);
      summary.seconds = Math.round((Date.now() - started) / 100) / 10;
      summary.attempts = attempt;
      if (!summary.runtimeError) return summary;
    } finally {
      await tab.close().catch(() => {});
    }
  }
  return summary;
}

/** How far apart two passes' medians may be for a page's figure to count as stable. */
export const STABLE_POINTS = 5;

/** Lighthouse `runs` times on one page: the median performance and the run that stands for it. */
async function measurePage(browser, page, baseUrl, runs, log, assertAlive, pass) {
  const url = `${baseUrl}${page.path}`;
  const all = [];
  const loadBefore = loadavg()[0];
  for (let run = 0; run < runs; run++) {
    assertAlive();
    const summary = await oneRun(browser, url, page, baseUrl);
    all.push(summary);
    log(
      `  pass ${pass} ${page.path} run ${run + 1}: performance ${summary.scores.performance}, accessibility ${summary.scores.accessibility}, ` +
        `best practices ${summary.scores['best-practices']}, SEO ${summary.scores.seo} ` +
        `(${summary.seconds} s, CPU index ${summary.benchmarkIndex ?? '—'}, final URL ${summary.finalPath}${summary.runtimeError ? `, error: ${summary.runtimeError}` : ''})`,
    );
  }
  // The run with the median performance score stands for the page; failed runs do not count.
  const good = all.filter((r) => r.scores.performance !== null);
  const performance = good.length ? median(good.map((r) => r.scores.performance)) : null;
  const representative =
    good.find((r) => r.scores.performance === performance) ?? all[all.length - 1];
  const indexes = all.map((r) => r.benchmarkIndex).filter((v) => v != null);
  return {
    runs: all.length,
    performanceRuns: all.map((r) => r.scores.performance),
    scores: { ...representative.scores, performance },
    metrics: representative.metrics,
    finalPath: representative.finalPath,
    reachedPage: all.every((r) => r.finalPath === page.path && r.rendered !== false),
    failingAudits: representative.failingAudits,
    runtimeError: good.length ? null : representative.runtimeError,
    benchmarkIndex: indexes.length ? median(indexes) : null,
    loadAverage: [loadBefore, loadavg()[0]].map((v) => Math.round(v * 100) / 100),
  };
}

/**
 * Runs Lighthouse `runs` times on each page, and the whole set `passes` times. Each pass gives a
 * page its median; the first pass's figures stand for the page, and a page whose passes' medians
 * are more than STABLE_POINTS apart is `stable: false`. A page with `session` is loaded signed
 * in: the session cookie goes with every request and the stored profile is in place before the
 * app starts, as after a real sign-in. `expectText` must be on the page afterwards (proof it
 * really rendered).
 */
export async function runLighthouse({
  baseUrl,
  pages,
  runs,
  passes = 2,
  chromePath,
  log,
  assertAlive = () => {},
}) {
  if (!existsSync(chromePath))
    throw new Error(`Chromium is not at ${chromePath} (set CHROME_PATH)`);
  const chromeLauncher = await importFromLighthouse('chrome-launcher');
  const { default: puppeteer } = await importFromLighthouse('puppeteer-core');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const stopChrome = onCleanup('stop Chromium', async () => {
    await chrome.kill();
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const byPass = [];
  try {
    for (let pass = 1; pass <= passes; pass++) {
      const results = {};
      for (const page of pages) {
        results[page.path] = await measurePage(
          browser,
          page,
          baseUrl,
          runs,
          log,
          assertAlive,
          pass,
        );
      }
      byPass.push(results);
    }
    assertAlive();
  } finally {
    await browser.disconnect().catch(() => {});
    await stopChrome();
  }
  const results = {};
  for (const { path } of pages) {
    const all = byPass.map((results) => results[path]);
    const medians = all.map((r) => r.scores.performance);
    results[path] = {
      ...all[0],
      passes: all.map((r) => ({
        performance: r.scores.performance,
        performanceRuns: r.performanceRuns,
        benchmarkIndex: r.benchmarkIndex,
        loadAverage: r.loadAverage,
      })),
      stable:
        !medians.includes(null) && Math.max(...medians) - Math.min(...medians) <= STABLE_POINTS,
    };
  }
  return results;
}
