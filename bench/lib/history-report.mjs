// The history phase in the report: its targets and its table.
import { HISTORY_MEASURES } from './history.mjs';

const ms = (n) =>
  n === null || n === undefined
    ? '—'
    : `${n.toLocaleString('en', { maximumFractionDigits: n < 10 ? 1 : 0 })} ms`;
const kb = (bytes) => `${(bytes / 1000).toLocaleString('en', { maximumFractionDigits: 1 })} kB`;

/** The targets of "History that scales", judged on the median of the counted runs. */
const TARGETS = [
  {
    keys: ['navigation'],
    limit: 1500,
    text: 'first entry card ≤ 1,500 ms after the Mood Tracker link is clicked',
  },
  {
    keys: ['toInsights', 'toEntries'],
    limit: 200,
    text: 'switching tabs (Entries → Insights, Insights → Entries) ≤ 200 ms',
  },
  { keys: ['form'], limit: 100, text: 'Log New Mood shows the form ≤ 100 ms' },
];

const figure = (m) => `median ${ms(m.medianMs)}, max ${ms(m.maxMs)}`;

/** One target per measure group; `status` as evaluateTargets gives it (met, not met, not measured). */
export function historyTargets(results) {
  const h = results.history;
  const measured = h?.measures;
  return TARGETS.map(({ keys, limit, text }) => {
    const name = `Mood Tracker with 1,460 entries on the phone profile (4× slower CPU): ${text} (median of ${measured ? h.runs : 5})`;
    if (!measured)
      return {
        target: name,
        measured: h?.error ? `failed: ${h.error}` : 'not measured',
        status: 'not measured',
      };
    const parts = keys.map((k) =>
      keys.length > 1
        ? `${k === 'toInsights' ? 'to Insights' : 'to Entries'} ${figure(measured[k])}`
        : figure(measured[k]),
    );
    const met = keys.every((k) => measured[k].medianMs <= limit);
    return { target: name, measured: parts.join('; '), status: met ? 'met' : 'not met' };
  });
}

/** The phase's section of the report; `H` is its heading's hashes. */
export function historyMarkdown(results, H) {
  const h = results.history;
  if (!h) return [];
  const title = `${H} Mood Tracker with 1,460 entries on a phone`;
  if (h.error) return [title, '', `Failed: ${h.error}`, ''];
  const out = [
    title,
    '',
    `A person with ${h.entries.toLocaleString('en')} entries (two a day for two years, imported through the API in ${ms(h.importMs)}), signed in, ` +
      `in Chromium with a ${h.phone.width} × ${h.phone.height} touch screen and the CPU slowed ${h.phone.cpuSlowdown}× (\`Emulation.setCPUThrottlingRate\`), on the production server and its embedded database. ` +
      'Each run opens /dashboard afresh and clicks as a person would. The times are the page’s own: from the click event’s time stamp to the first animation frame in which what it awaits is laid out and visible. ' +
      `A warm-up run (the first in a fresh browser profile) is shown apart; the ${h.runs} after it count. ` +
      `The machine's one-minute load average went from ${h.loadAverage.join(' to ')} meanwhile; the slowdown comes on top of whatever else it runs.`,
    '',
    '| from the click to | median | max | runs | warm-up | cards drawn | input delay (median) | long tasks (median) | requests (median) |',
    '|---|---:|---:|---|---:|---:|---:|---:|---:|',
  ];
  for (const [key, label] of Object.entries(HISTORY_MEASURES)) {
    const m = h.measures[key];
    const cards = [...new Set(m.cards)].join(', ');
    out.push(
      `| ${label} | ${ms(m.medianMs)} | ${ms(m.maxMs)} | ${m.runsMs.map((v) => Math.round(v)).join(', ')} | ${ms(m.warmupMs)} | ${cards} | ${ms(m.inputDelayMs)} | ${ms(m.longTaskMs)} | ${m.requests} |`,
    );
  }
  const { moodsRequest: api, codeLoaded: code } = h.measures.navigation;
  const after = [
    code && `the page's code (${code.files} files) had arrived at ${ms(code.endMs)}`,
    api &&
      `the first page of entries (\`GET ${api.path}\`, ${kb(api.bytes)} as sent) was asked for at ${ms(api.startMs)} and answered at ${ms(api.endMs)}`,
  ].filter(Boolean);
  out.push(
    '',
    `After the Mood Tracker link's click ${after.length ? `${after.join(', and ')} (medians)` : 'the page loaded neither code nor entries (both came from memory)'}. ` +
      'Input delay: from the click to its handlers (Event Timing; a click handled within a frame counts as 0). ' +
      'Long tasks: the main thread’s tasks over 50 ms within the measured time (React may render a navigation in slices shorter than that, so there they can undercount its work).',
    '',
  );
  return out;
}
