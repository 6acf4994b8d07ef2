// npm run eval:crisis: scores the newest blind set (crisis/blind/*.jsonl, written after the model
// was frozen and never used for tuning) with the committed model and writes crisis/blind/results.json.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assessRisk, crisisModel } from '../src/companion/crisis';
import type { LabelledMessage } from '../src/companion/detector/train';
import { BLIND_DIR } from './corpus';

export const RESULTS_PATH = join(BLIND_DIR, 'results.json');

export type FamilyResult = {
  family: string;
  label: 0 | 1;
  messages: number;
  crisis: number;
  checkIn: number;
};
export type BlindResults = {
  model: string;
  blindSet: string;
  sha256: string;
  messages: number;
  byFamily: FamilyResult[];
};

export function newestBlindSet() {
  // by date, then round, in number order (round 10 after round 9)
  const name = readdirSync(BLIND_DIR)
    .filter((n) => n.endsWith('.jsonl'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .pop();
  if (!name) throw new Error('No blind set in crisis/blind');
  const raw = readFileSync(join(BLIND_DIR, name), 'utf8');
  const messages = raw
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as LabelledMessage);
  return { name, sha256: createHash('sha256').update(raw).digest('hex'), messages };
}

export function evaluateBlind(): BlindResults {
  const set = newestBlindSet();
  const levels = set.messages.map((m) => assessRisk(m.text).level);
  const keys = [...new Set(set.messages.map((m) => `${m.label}:${m.family}`))].sort().reverse();
  return {
    model: crisisModel().version,
    blindSet: set.name,
    sha256: set.sha256,
    messages: set.messages.length,
    byFamily: keys.map((key) => {
      const [label, family] = [Number(key[0]) as 0 | 1, key.slice(2)];
      const of = set.messages
        .map((m, i) => ({ m, level: levels[i]! }))
        .filter(({ m }) => m.family === family && m.label === label);
      return {
        family,
        label,
        messages: of.length,
        crisis: of.filter((x) => x.level === 'crisis').length,
        checkIn: of.filter((x) => x.level === 'concern').length,
      };
    }),
  };
}

const pct = (n: number, d: number) => `${((n / d) * 100).toFixed(1)} %`;

/** The table for the README: per family, the crisis reply, and any help (crisis reply or check-in). */
export function resultsTable(r: BlindResults) {
  const rows = r.byFamily.map(
    (f) =>
      `| ${f.family} | ${f.label ? 'risk' : 'safe'} | ${f.messages} | ${f.crisis} (${pct(f.crisis, f.messages)}) | ${f.crisis + f.checkIn} (${pct(f.crisis + f.checkIn, f.messages)}) |`,
  );
  const sum = (label: 0 | 1, pick: (f: FamilyResult) => number) =>
    r.byFamily.filter((f) => f.label === label).reduce((s, f) => s + pick(f), 0);
  const total = (label: 0 | 1) => sum(label, (f) => f.messages);
  return [
    '| family | kind | messages | crisis reply | crisis reply or check-in |',
    '|---|---|---:|---:|---:|',
    ...rows,
    `| **all risk** | risk | ${total(1)} | ${pct(
      sum(1, (f) => f.crisis),
      total(1),
    )} | ${pct(
      sum(1, (f) => f.crisis + f.checkIn),
      total(1),
    )} |`,
    `| **all safe** | safe | ${total(0)} | ${pct(
      sum(0, (f) => f.crisis),
      total(0),
    )} | ${pct(
      sum(0, (f) => f.crisis + f.checkIn),
      total(0),
    )} |`,
  ].join('\n');
}

const README_PATH = new URL('../../../README.md', import.meta.url).pathname;

/** Puts the table in the README, between its blind markers. */
function updateReadme(results: BlindResults) {
  const readme = readFileSync(README_PATH, 'utf8');
  const section = `<!-- blind:start -->\n\nModel \`${results.model}\`, blind set \`${results.blindSet}\` (${results.messages} messages):\n\n${resultsTable(results)}\n\n<!-- blind:end -->`;
  writeFileSync(
    README_PATH,
    readme.replace(/<!-- blind:start -->[\s\S]*<!-- blind:end -->/, section),
  );
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const results = evaluateBlind();
  writeFileSync(RESULTS_PATH, `${JSON.stringify(results, null, 2)}\n`);
  updateReadme(results);
  console.log(`${results.model} on ${results.blindSet} (${results.messages} messages)\n`);
  console.log(resultsTable(results));
}
