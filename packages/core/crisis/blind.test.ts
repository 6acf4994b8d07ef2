import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crisisModel } from '../src/companion/crisis';
import { evaluateBlind, RESULTS_PATH, resultsTable, type BlindResults } from './evaluate';

/**
 * The honest figures: the newest blind set, written after the model was frozen and never used for
 * tuning. The committed results (and the README's table) must be what the committed model gives.
 */
describe('the crisis detector on its blind set', () => {
  const committed = JSON.parse(readFileSync(RESULTS_PATH, 'utf8')) as BlindResults;

  it('was measured on the model as it is: a new model needs a new blind set', () => {
    expect(
      committed.model,
      'the model changed: move the blind set into crisis/corpus and write a new one',
    ).toBe(crisisModel().version);
    expect(committed.messages).toBeGreaterThanOrEqual(300);
  });

  it('gives the figures the README reports', () => {
    const results = evaluateBlind();
    console.log(
      `crisis detector ${results.model}, blind set ${results.blindSet}:\n${resultsTable(results)}`,
    );
    expect(results).toEqual(committed);
  });
});
