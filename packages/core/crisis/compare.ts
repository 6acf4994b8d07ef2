// Compares held-out scores written by `SCORES=… crisis/tune.ts`: the linear model against the
// hidden layer and their averages, at the linear model's thresholds and at matched false alarms
// (each model's threshold set so that it flags no more safe messages than the linear model
// does). `SCORES=a.json,b.json npx tsx crisis/compare.ts [mix…]` (several files: the shards of
// one run)
import { readFileSync } from 'node:fs';

type Row = {
  file: string;
  label: 0 | 1;
  family: string;
  coded: boolean;
  linear: number;
  hidden?: number;
};
const runs = (process.env.SCORES ?? '')
  .split(',')
  .map((path) => JSON.parse(readFileSync(path, 'utf8')) as { change: unknown; rows: Row[] });
const change = runs[0]!.change;
const rows = runs.flatMap((r) => r.rows);
const mixes = process.argv.length > 2 ? process.argv.slice(2).map(Number) : [0, 0.5, 1];
const risk = rows.filter((r) => r.label === 1);
const safe = rows.filter((r) => r.label === 0);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const score = (r: Row, mix: number) => (1 - mix) * r.linear + mix * (r.hidden ?? r.linear);
const flagged = (r: Row, mix: number, t: number) => r.coded || score(r, mix) >= t;
const rate = (of: Row[], mix: number, t: number) =>
  of.filter((r) => flagged(r, mix, t)).length / of.length;

/** The lowest threshold at which the model flags no more safe messages than `limit`. */
function matched(mix: number, limit: number) {
  const candidates = [...new Set(safe.map((r) => score(r, mix)))].sort((a, b) => b - a);
  let best = 1.000001;
  for (const t of candidates) {
    if (rate(safe, mix, t) > limit) break;
    best = t;
  }
  return best;
}

console.log(
  `${JSON.stringify(change)}: ${rows.length} messages in ${new Set(rows.map((r) => r.file)).size} files`,
);
console.log('\nAt fixed thresholds (risk caught / safe flagged):\n');
console.log('| model | 0.3 | 0.4 | 0.5 | 0.6 | 0.7 |');
console.log('|---|---|---|---|---|---|');
for (const mix of mixes) {
  const cells = [0.3, 0.4, 0.5, 0.6, 0.7].map(
    (t) => `${pct(rate(risk, mix, t))} / ${pct(rate(safe, mix, t))}`,
  );
  console.log(`| mix ${mix} | ${cells.join(' | ')} |`);
}
const levels = [0.3, 0.4, 0.5, 0.6, 0.7].map((t) => rate(safe, 0, t));
console.log("\nAt matched false alarms (the linear model's safe-flagged rate at 0.3…0.7):\n");
console.log(`| model | ${levels.map(pct).join(' | ')} |`);
console.log(`|---|${levels.map(() => '---').join('|')}|`);
for (const mix of mixes) {
  const cells = levels.map((limit) => {
    const t = matched(mix, limit);
    return `${pct(rate(risk, mix, t))} (t ${t.toFixed(3)})`;
  });
  console.log(`| mix ${mix} | ${cells.join(' | ')} |`);
}
const at = Number(process.env.FAMILY_AT ?? 0.5);
const limit = rate(safe, 0, at);
console.log(
  `\nPer family, each model at the linear model's false alarms at ${at} (${pct(limit)}):\n`,
);
const thresholds = mixes.map((mix) => (mix === 0 ? at : matched(mix, limit)));
console.log(`| family | kind | messages | ${mixes.map((m) => `mix ${m}`).join(' | ')} |`);
console.log(`|---|---|---:|${mixes.map(() => '---:').join('|')}|`);
const keys = [...new Set(rows.map((r) => `${r.label}:${r.family}`))].sort().reverse();
for (const key of keys) {
  const of = rows.filter((r) => `${r.label}:${r.family}` === key);
  const cells = mixes.map((mix, i) => pct(rate(of, mix, thresholds[i]!)));
  console.log(
    `| ${key.slice(2)} | ${key[0] === '1' ? 'risk' : 'safe'} | ${of.length} | ${cells.join(' | ')} |`,
  );
}
