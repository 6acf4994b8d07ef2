import { describe, expect, it } from 'vitest';
import { CrisisModel } from './model';
import { fit, TRAIN_OPTIONS, type LabelledMessage } from './train';

const risk = [
  'I want to end my life tonight',
  'I have the pills saved up and I am going to take them all',
  'I cut myself again last night',
  'my friend says she is going to kill herself',
  'I wrote goodbye letters to everyone',
  'nobody would miss me if I was gone',
];
const safe = [
  'this meeting is killing me lol',
  'I would never hurt myself, I just had a long day',
  'made pasta and watched a film',
  'the new level in the game is brutal, I died ten times',
  'feeling a bit low but I called my sister',
  'see you tomorrow, thanks for the chat',
];
const messages: LabelledMessage[] = [
  ...risk.map((text) => ({ text, label: 1 as const, family: 'explicit' })),
  ...safe.map((text) => ({ text, label: 0 as const, family: 'everyday' })),
];
const options = {
  ...TRAIN_OPTIONS,
  iterations: 50,
  minWordDf: 1,
  minCharDf: 1,
  hidden: {
    units: 4,
    minDf: [1, 2] as [number, number],
    epochs: 5,
    batch: 4,
    learningRate: 0.01,
    lambda: 1e-6,
    init: 0.5,
    dropout: 0.5,
    mix: 0.5,
  },
};

describe('a hidden layer beside the linear model', () => {
  it('trains to the same weights every time', () => {
    expect(JSON.stringify(fit(messages, 'a', options))).toBe(
      JSON.stringify(fit(messages, 'a', options)),
    );
  });

  it('averages its probability with the linear one', () => {
    const file = fit(messages, 'a', options);
    expect(file.hidden?.units).toBe(4);
    expect(file.hidden?.bias).toHaveLength(4);
    const model = new CrisisModel(file);
    for (const text of ['I want to end my life', 'made pasta tonight']) {
      const { linear, hidden } = model.parts(text);
      expect(hidden).toBeGreaterThan(0);
      expect(model.probability(text)).toBeCloseTo(0.5 * linear + 0.5 * hidden!, 12);
    }
  });

  it('leaves the linear model alone when there is none', () => {
    const { hidden: _, ...linearOnly } = options;
    const file = fit(messages, 'a', linearOnly);
    expect(file.hidden).toBeUndefined();
    const model = new CrisisModel(file);
    expect(model.parts('I want to end my life')).toEqual({
      linear: model.probability('I want to end my life'),
    });
  });
});
