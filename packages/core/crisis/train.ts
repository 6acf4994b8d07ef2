// npm run train:crisis: trains the crisis detector on crisis/corpus and writes the weights, the
// card (crisis/model-card.json) and its readable form (crisis/MODEL_CARD.md). Same corpus, same bytes.
import { writeFileSync } from 'node:fs';
import { buildModel, type ModelCard, type Summary } from './build';
import { CORPUS_DIR } from './corpus';

export const MODEL_PATH = new URL('../src/companion/detector/crisis-model.json', import.meta.url)
  .pathname;
export const CARD_PATH = new URL('./model-card.json', import.meta.url).pathname;
const CARD_MD_PATH = new URL('./MODEL_CARD.md', import.meta.url).pathname;

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

function familyTable(summary: Summary) {
  const rows = summary.byFamily.map(
    (f) =>
      `| ${f.family} | ${f.label ? 'risk' : 'safe'} | ${f.messages} | ${f.flagged} | ${pct(f.rate)} |`,
  );
  return [
    '| family | kind | messages | flagged | rate |',
    '|---|---|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

export function cardMarkdown(card: ModelCard) {
  const cv = card.crossValidation;
  return `# Crisis detector: model card

Version \`${card.version}\`. Written by \`npm run train:crisis\`; do not edit by hand.

- **What it does:** scores a message (a chat turn, a mood note, a craft writing) for risk of suicide,
  self-harm, harm to or from others, or a third person's risk reported by the writer. At or above
  ${card.threshold} (or when a coded word from \`slang.ts\` appears) Mood Friend gives the crisis reply
  and card; from ${card.concernThreshold} up to that, a gentle check-in with the helplines one tap away,
  as also whenever a person says plainly they want to die or kill themselves, whatever the score
  (\`plain-wish.ts\`: the model weighs such words against the rest of the message).
- **Model:** logistic regression over word 1–3-grams (${card.features.wordGrams}) and character 3–5-grams
  (${card.features.charGrams}), with each word up to ${card.training.negation.words} after a negation${card.training.negation.clause ? ', in the same clause,' : ''}
  also counted as negated, and n-grams over word classes; tf-idf with each block of unit length, balanced class weights, L2
  ${card.training.lambda}, ${card.training.iterations} full-batch Adam steps (rate ${card.training.learningRate}),
  seed ${card.training.seed}; each message also trains as ${card.training.variants} texting-style copy (lower case,
  short forms, no punctuation, typos). A second small softmax over word 1–2-grams names the kind of risk, to
  choose the reply's first words only.
- **Data:** ${card.data.messages} distinct labelled messages (${card.data.risk} risk, ${card.data.safe} safe),
  SHA-256 \`${card.data.sha256}\`:
${card.data.files.map((f) => `  - \`${f.name}\`: ${f.lines} lines, \`${f.sha256.slice(0, 16)}…\``).join('\n')}
- **Not the figures to judge it by:** these are on the training corpus. The blind figures
  (\`crisis/blind/\`, written after the model was frozen and never used for tuning) are in the README.

## ${cv.folds}-fold cross-validation on the corpus (threshold ${card.threshold})

Recall ${pct(cv.recall)}, false alarms ${pct(cv.falseAlarms)}, gentle check-in on ${pct(cv.concernOnSafe)} of safe messages.

${familyTable(cv)}

## On the training set itself

Recall ${pct(card.trainingSet.recall)}, false alarms ${pct(card.trainingSet.falseAlarms)}.
`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const started = Date.now();
  const { model, card } = await buildModel(CORPUS_DIR);
  writeFileSync(MODEL_PATH, `${JSON.stringify(model)}\n`);
  writeFileSync(CARD_PATH, `${JSON.stringify(card, null, 2)}\n`);
  writeFileSync(CARD_MD_PATH, cardMarkdown(card));
  const cv = card.crossValidation;
  console.log(
    `${card.version}: ${card.data.messages} messages, cross-validated recall ${pct(cv.recall)}, false alarms ${pct(cv.falseAlarms)} ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const f of cv.byFamily)
    console.log(`  ${f.label ? 'risk' : 'safe'} ${f.family}: ${f.flagged}/${f.messages}`);
}
