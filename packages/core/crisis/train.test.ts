import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildModel } from './build';
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

  // six fits of 23,000 messages, two at a time: about 4 minutes on an idle two-core machine, up to
  // three times that on a loaded one
  it(
    'reproduces the committed model and its card from the corpus',
    { timeout: 1_500_000 },
    async () => {
      const { model, card } = await buildModel(CORPUS_DIR);
      const committedCard = JSON.parse(readFileSync(CARD_PATH, 'utf8'));
      expect(
        card.data.sha256,
        'the corpus changed since the model was trained: run npm run train:crisis',
      ).toBe(committedCard.data.sha256);
      expect(card.crossValidation).toEqual(committedCard.crossValidation);
      expect(card.trainingSet).toEqual(committedCard.trainingSet);
      expect(`${JSON.stringify(model)}\n`).toBe(readFileSync(MODEL_PATH, 'utf8'));
    },
  );
});
