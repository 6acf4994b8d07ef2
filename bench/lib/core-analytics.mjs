// Cost of the mood analytics of packages/core at 1k, 10k and 100k entries. Run in its own
// process (node --expose-gc core-analytics.mjs) so nothing else shares its heap; prints JSON.
import { performance } from 'node:perf_hooks';
import { moodHistory } from './generate.mjs';
import { importCore, loadCatalogue } from './paths.mjs';
import { growthOf } from './report.mjs';

const SIZES = (process.env.BENCH_CORE_SIZES ?? '1000,10000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_CORE_RUNS ?? 5);
const BATCH_MS = 25;
const TIME_ZONE = 'Australia/Sydney';

const catalogue = await loadCatalogue();
const analytics = await importCore('moods/analytics');
const { currentStreak, dayKey, firstRunOf } = await importCore('stats/days');
const { computeAchievements } = await importCore('stats/achievements');

const now = new Date();
const today = dayKey(now, TIME_ZONE);

/** What GET /api/moods/insights computes from one read of the entries (moods.service.ts). */
function insightsBundle(entries) {
  const prefix = `${today.slice(0, 4)}-`;
  return {
    totalEntries: entries.length,
    averageMood: analytics.averageMood(entries),
    trend: analytics.trendOf(entries),
    streakDays: currentStreak(
      entries.map((e) => dayKey(e.date, TIME_ZONE)),
      today,
    ),
    weekly: analytics.weeklySummary(entries, now),
    topEmotions: analytics.topEmotions(entries, 3),
    topTriggers: analytics.topTriggers(entries, 3),
    distribution: analytics.emotionDistribution(entries, 5),
    factorImpact: analytics.factorImpact(entries, now),
    insights: analytics.insightTexts(entries, now, TIME_ZONE),
    calendar: analytics.dailyAverages(entries, TIME_ZONE).filter((d) => d.day.startsWith(prefix)),
  };
}

/** name → call over prepared input; `prepare` derives what a function takes besides the entries. */
const FUNCTIONS = [
  ['insights (whole endpoint)', (x) => insightsBundle(x.entries)],
  ['averageMood', (x) => analytics.averageMood(x.entries)],
  ['trendOf', (x) => analytics.trendOf(x.entries)],
  ['mostFrequentEmotion', (x) => analytics.mostFrequentEmotion(x.entries)],
  ['topEmotions', (x) => analytics.topEmotions(x.entries, 3)],
  ['topTriggers', (x) => analytics.topTriggers(x.entries, 3)],
  ['emotionDistribution', (x) => analytics.emotionDistribution(x.entries, 5)],
  ['factorImpact', (x) => analytics.factorImpact(x.entries, now)],
  ['weeklySummary', (x) => analytics.weeklySummary(x.entries, now)],
  ['insightTexts', (x) => analytics.insightTexts(x.entries, now, TIME_ZONE)],
  ['weekdayExtremes', (x) => analytics.weekdayExtremes(x.entries, TIME_ZONE)],
  ['creativeBoost', (x) => analytics.creativeBoost(x.entries)],
  ['dailyAverages (calendar)', (x) => analytics.dailyAverages(x.entries, TIME_ZONE)],
  ['newestFirst', (x) => analytics.newestFirst(x.entries)],
  [
    'dayKey × entries + currentStreak',
    (x) =>
      currentStreak(
        x.entries.map((e) => dayKey(e.date, TIME_ZONE)),
        today,
      ),
  ],
  ['currentStreak', (x) => currentStreak(x.days, today)],
  ['firstRunOf', (x) => firstRunOf(x.days, 30)],
  ['computeAchievements', (x) => computeAchievements(x.achievementInput)],
];

let sink = 0;
const consume = (value) => {
  sink =
    (sink + (value === null || value === undefined ? 1 : typeof value === 'object' ? 2 : 3)) % 1024;
};

/**
 * Median cost per call, in ns, over RUNS batches of calls that each last at least BATCH_MS. The
 * cost is this process's CPU time (the machine may be shared, and waiting for a core is not the
 * function's cost); the wall-clock median is kept beside it.
 */
function timePerCall(fn, input) {
  consume(fn(input));
  let iterations = 1;
  for (;;) {
    const t = performance.now();
    for (let i = 0; i < iterations; i++) consume(fn(input));
    const ms = performance.now() - t;
    if (ms >= BATCH_MS || iterations >= 1 << 20) break;
    iterations = Math.max(iterations * 2, Math.ceil((iterations * BATCH_MS) / Math.max(ms, 0.01)));
  }
  const cpu = [];
  const wall = [];
  for (let run = 0; run < RUNS; run++) {
    const t = performance.now();
    const c = process.cpuUsage();
    for (let i = 0; i < iterations; i++) consume(fn(input));
    const used = process.cpuUsage(c);
    wall.push(((performance.now() - t) * 1e6) / iterations);
    cpu.push(((used.user + used.system) * 1e3) / iterations);
  }
  const median = (list) => list.sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];
  return { cpu: median(cpu), wall: median(wall), iterations };
}

function inputOf(size) {
  // Three entries a day, newest first, as the API lists them; dates as the repository returns them.
  const entries = moodHistory({
    days: Math.ceil(size / 3),
    perDay: 3,
    now,
    seed: size,
    catalogue,
    withNotes: false,
  })
    .slice(0, size)
    .map((e) => ({ ...e, date: new Date(e.date) }));
  const days = entries.map((e) => dayKey(e.date, TIME_ZONE));
  return {
    entries,
    days,
    achievementInput: {
      moodDates: entries.map((e) => e.date),
      moodDays: days,
      craftDates: [],
      chatDates: [],
      moduleDates: [],
    },
  };
}

const measure = (fn, input, size) => {
  globalThis.gc?.();
  const { cpu, wall, iterations } = timePerCall(fn, input);
  return {
    nsPerCall: Math.round(cpu),
    nsPerEntry: Number((cpu / size).toFixed(2)),
    wallNsPerCall: Math.round(wall),
    callsPerBatch: iterations,
  };
};

const results = {};
for (const size of SIZES) {
  const input = inputOf(size);
  for (const [name, fn] of FUNCTIONS) (results[name] ??= {})[size] = measure(fn, input, size);
  process.stderr.write(`  core analytics: ${size.toLocaleString('en')} entries done\n`);
}

// A function that grew faster than its input is measured again at 2×, 4× and, if needed, 8× the
// largest size. Cost per entry can rise in steps, when the entries outgrow a CPU cache or a
// bounded memo; quadratic cost rises at every doubling. So a doubling past 100k that at most
// triples the time shows linear growth past those steps; every doubling quadrupling it does not.
const growth = Object.fromEntries(
  Object.entries(results).map(([name, perSize]) => [name, growthOf(perSize, SIZES)]),
);
let suspects = FUNCTIONS.filter(([name]) => !growth[name].linear);
const checkSizes = [2, 4, 8].map((k) => SIZES[SIZES.length - 1] * k);
const checks = {};
for (const [i, size] of checkSizes.entries()) {
  if (!suspects.length) break;
  const input = inputOf(size);
  for (const [name, fn] of suspects) (checks[name] ??= {})[size] = measure(fn, input, size);
  process.stderr.write(
    `  core analytics: ${suspects.length} function(s) checked again at ${size.toLocaleString('en')} entries\n`,
  );
  if (i === 0) continue;
  const before = checkSizes[i - 1];
  for (const [name] of suspects) {
    const ratio = checks[name][size].nsPerCall / checks[name][before].nsPerCall;
    growth[name].check = {
      sizes: [before, size],
      times: checks[name],
      ratio: Number(ratio.toFixed(2)),
      linear: ratio <= 3,
    };
  }
  suspects = suspects.filter(([name]) => !growth[name].check.linear);
}

process.stdout.write(
  `${JSON.stringify({ timeZone: TIME_ZONE, sizes: SIZES, runs: RUNS, clock: 'process CPU time', functions: results, growth, sink })}\n`,
);
