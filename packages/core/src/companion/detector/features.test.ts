import { describe, expect, it } from 'vitest';
import { charGrams, normalise, tokens, weigh, wordGrams } from './features';

describe('how the detector reads text', () => {
  it('reads texting and careful writing alike', () => {
    expect(normalise("I’M SOOOO tired. Don't")).toBe('im soo tired. dont');
    expect(tokens('Don’t want to be here 😔!!')).toEqual([
      'dont',
      'want',
      'to',
      'be',
      'here',
      '😔',
    ]);
  });

  it('makes word 1–3-grams and marks words just after a negation', () => {
    const grams = wordGrams(['i', 'would', 'never', 'hurt', 'myself']);
    expect(grams.get('hurt myself')).toBe(1);
    expect(grams.get('would never hurt')).toBe(1);
    expect(grams.get('~hurt')).toBe(1);
    expect(grams.get('~myself')).toBe(1);
    expect(grams.has('~would')).toBe(false);
    expect([...wordGrams(['not', 'ok'], 2, false).keys()]).toEqual(['not', 'ok', 'not ok']);
  });

  it('makes character 3–5-grams across words, with the edges marked by spaces', () => {
    const grams = charGrams(['kms']);
    expect([...grams.keys()]).toEqual([' km', 'kms', 'ms ', ' kms', 'kms ', ' kms ']);
  });

  it('weighs only known grams and scales the block to unit length', () => {
    const index = new Map([
      ['a', 0],
      ['b', 1],
    ]);
    const { ids, values } = weigh(
      new Map([
        ['a', 1],
        ['b', 1],
        ['unknown', 5],
      ]),
      index,
      [1, 1],
    );
    expect(ids).toEqual([0, 1]);
    expect(values[0]).toBeCloseTo(Math.SQRT1_2);
    expect(Math.hypot(...values)).toBeCloseTo(1);
  });
});
