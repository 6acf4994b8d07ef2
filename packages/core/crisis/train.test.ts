import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CrisisModel } from '../src/companion/detector/model';
import { buildModel, modelVersion, summarise } from './build';
import { CORPUS_DIR, readCorpus } from './corpus';
import { CARD_PATH, MODEL_PATH } from './train';

/** Training is reproducible: the corpus as committed gives the committed weights and card, exactly. */
describe('training the crisis detector', () => {
  it('has a labelled corpus of at least 2,500 distinct messages in every family', () => {
    const { messages } = readCorpus(CORPUS_DIR);
    expect(messages.length).toBeGreaterThanOrEqual(2500);
    const families = new Map<string, number>();
    for (const m of messages) families.set(m.family, (families.get(m.family) ?? 0) + 1);
    for (const [family, count] of families) expect(count, family).toBeGreaterThanOrEqual(50);
    expect(families.size).toBe(21);
  });

  // The committed model, scored by the runtime detector over the corpus, gives the card's
  // training-set figures exactly: the features the app computes are those it was trained on, and
  // the weights are the ones trained on this corpus with these options. A few seconds.
  it(
    'runs as trained: the committed weights give the card’s figures on the corpus',
    { timeout: 300_000 },
    () => {
      const corpus = readCorpus(CORPUS_DIR);
      const committedCard = JSON.parse(readFileSync(CARD_PATH, 'utf8'));
      const model = JSON.parse(readFileSync(MODEL_PATH, 'utf8'));
      expect(
        corpus.sha256,
        'the corpus changed since the model was trained: run npm run train:crisis',
      ).toBe(committedCard.data.sha256);
      expect(model.version).toBe(committedCard.version);
      expect(committedCard.version).toBe(modelVersion(corpus.sha256));
      const runtime = new CrisisModel(model);
      expect(
        summarise(
          corpus.messages,
          corpus.messages.map((m) => runtime.probability(m.text)),
          committedCard.threshold,
          committedCard.concernThreshold,
        ),
      ).toEqual(committedCard.trainingSet);
    },
  );

  // Fitting the model again from the corpus (one single-threaded fit of 37,000 messages, about six
  // minutes here) and its five cross-validation fits: the same bytes and card, every figure. With
  // CRISIS_FULL_REPRODUCTION=1; npm run train:crisis always does the same work.
  it.runIf(process.env.CRISIS_FULL_REPRODUCTION === '1')(
    'reproduces the committed model and its whole card from the corpus',
    { timeout: 3_000_000 },
    async () => {
      const { model, card } = await buildModel(CORPUS_DIR);
      const committedCard = JSON.parse(readFileSync(CARD_PATH, 'utf8'));
      expect(card).toEqual(committedCard);
      expect(`${JSON.stringify(model)}\n`).toBe(readFileSync(MODEL_PATH, 'utf8'));
    },
  );
});
