// Explores training options on the corpus only (never the blind sets). Each corpus file is held
// out in turn and scored by a model trained on the others, which measures how the model copes
// with messages written in another style, as a blind set is. `npx tsx crisis/tune.ts '[{...}]'`
// (CORPUS_DIR=… reads another folder of corpus files; SCORES=path writes each message's held-out
// scores, the linear model's and the hidden layer's apart, to path-0.json, path-1.json… for
// crisis/compare.ts; SHARD=i/n holds out only the files i, i+n, i+2n… so that n processes can
// share the work, each writing its own scores; FILES=j-,m- holds out only the files whose names
// begin so.)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CrisisModel } from '../src/companion/detector/model';
import { codedSlang } from '../src/companion/detector/slang';
import {
  fit,
  TRAIN_OPTIONS,
  type LabelledMessage,
  type TrainOptions,
} from '../src/companion/detector/train';
import { CORPUS_DIR, readCorpus } from './corpus';

const dir = process.env.CORPUS_DIR ?? CORPUS_DIR;
const { messages } = readCorpus(dir);
const source = new Map<string, string>();
for (const name of readdirSync(dir).filter((n) => n.endsWith('.jsonl'))) {
  for (const line of readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean)) {
    const { text } = JSON.parse(line) as LabelledMessage;
    if (!source.has(text)) source.set(text, name);
  }
}
const [shard, shards] = (process.env.SHARD ?? '0/1').split('/').map(Number) as [number, number];
const only = process.env.FILES?.split(',');
const files = [...new Set(source.values())]
  .sort()
  .filter((f) => !only || only.some((o) => f.startsWith(o)))
  .filter((_, i) => i % shards === shard);
const THRESHOLDS = [0.3, 0.4, 0.5, 0.6, 0.7];
const grid: Partial<TrainOptions>[] = JSON.parse(process.argv[2] ?? '[{}]');
for (const [run, change] of grid.entries()) {
  const options = { ...TRAIN_OPTIONS, ...change };
  const started = Date.now();
  const scores = new Map<LabelledMessage, number>();
  const parts = new Map<LabelledMessage, { linear: number; hidden?: number }>();
  for (const file of files) {
    const model = new CrisisModel(
      fit(
        messages.filter((m) => source.get(m.text) !== file),
        file,
        options,
      ),
    );
    for (const m of messages.filter((x) => source.get(x.text) === file)) {
      scores.set(m, model.probability(m.text));
      parts.set(m, model.parts(m.text));
    }
  }
  const held = messages.filter((m) => scores.has(m));
  if (process.env.SCORES) {
    const rows = held.map((m) => ({
      file: source.get(m.text),
      label: m.label,
      family: m.family,
      coded: codedSlang(m.text),
      ...parts.get(m),
    }));
    writeFileSync(`${process.env.SCORES}-${run}.json`, JSON.stringify({ change, rows }));
  }
  const line = THRESHOLDS.map((t) => {
    const flagged = (m: LabelledMessage) => scores.get(m)! >= t || codedSlang(m.text);
    const risk = held.filter((m) => m.label === 1);
    const safe = held.filter((m) => m.label === 0);
    const r = risk.filter(flagged).length / risk.length;
    const f = safe.filter(flagged).length / safe.length;
    return `t${t}: ${(r * 100).toFixed(1)}/${(f * 100).toFixed(1)}`;
  });
  console.log(
    JSON.stringify(change),
    line.join('  '),
    `${((Date.now() - started) / 1000).toFixed(0)}s`,
  );
  if (process.env.BY_FAMILY) {
    const t = Number(process.env.BY_FAMILY);
    for (const key of [...new Set(held.map((m) => `${m.label}:${m.family}`))].sort()) {
      const of = held.filter((m) => `${m.label}:${m.family}` === key);
      const n = of.filter((m) => scores.get(m)! >= t || codedSlang(m.text)).length;
      console.log(
        `  ${key.padEnd(20)} ${((n / of.length) * 100).toFixed(0).padStart(3)} % of ${of.length}`,
      );
    }
  }
}
