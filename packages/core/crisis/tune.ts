// Explores training options by cross-validation on the corpus only (never the blind sets):
// recall and false alarms at several thresholds. `npx tsx crisis/tune.ts`
import { crossValidate, TRAIN_OPTIONS, type TrainOptions } from '../src/companion/detector/train';
import { codedSlang } from '../src/companion/detector/slang';
import { CORPUS_DIR, readCorpus } from './corpus';

const { messages } = readCorpus(CORPUS_DIR);
const grid: Partial<TrainOptions>[] = JSON.parse(process.argv[2] ?? '[{}]');
for (const change of grid) {
  const options = { ...TRAIN_OPTIONS, ...change };
  const started = Date.now();
  const p = crossValidate(messages, 5, options);
  const line = [0.3, 0.4, 0.5, 0.6, 0.7].map((t) => {
    const flagged = messages.map((m, i) => p[i]! >= t || codedSlang(m.text));
    const risk = messages.filter((m) => m.label === 1);
    const caught = messages.filter((m, i) => m.label === 1 && flagged[i]).length;
    const alarms = messages.filter((m, i) => m.label === 0 && flagged[i]).length;
    return `t${t}: ${((caught / risk.length) * 100).toFixed(1)}/${((alarms / (messages.length - risk.length)) * 100).toFixed(1)}`;
  });
  console.log(JSON.stringify(change), line.join('  '), `${((Date.now() - started) / 1000).toFixed(0)}s`);
}
