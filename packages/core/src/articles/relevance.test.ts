import { describe, expect, it } from 'vitest';
import { editorialScore, relevanceScore, topicWeights } from './relevance';

const entry = (
  primaryEmotion: string,
  subEmotion: string,
  pleasantness: number,
  factors: string[] = [],
) => ({
  date: new Date(),
  primaryEmotion,
  subEmotion,
  pleasantness,
  factors,
});

describe('article relevance', () => {
  it('follows the editors for people without recent moods, never claiming a recommendation', () => {
    expect(relevanceScore({ topics: ['anxiety'], tags: [], editorialRank: 1 }, new Map())).toBe(90);
    expect(editorialScore(5)).toBe(78);
    expect(editorialScore(40)).toBe(40);
  });

  it('raises anxiety articles above 90 for someone often anxious', () => {
    const weights = topicWeights([
      entry('fear', 'anxiety', 4, ['Work']),
      entry('fear', 'worry', 5),
      entry('joy', 'happiness', 8),
    ]);
    expect(weights.get('anxiety')).toBe(1);
    const anxiety = relevanceScore(
      { topics: ['anxiety'], tags: ['worry'], editorialRank: 1 },
      weights,
    );
    const sleep = relevanceScore({ topics: ['sleep'], tags: ['sleep'], editorialRank: 3 }, weights);
    const gratitude = relevanceScore(
      { topics: ['gratitude'], tags: [], editorialRank: 10 },
      weights,
    );
    expect(anxiety).toBeGreaterThan(90);
    expect(sleep).toBeLessThan(90);
    expect(gratitude).toBeGreaterThan(sleep - 15);
    expect(gratitude).toBeLessThan(anxiety);
  });

  it('reads low days with poor sleep as a sleep topic', () => {
    const weights = topicWeights([
      entry('apathy', 'boredom', 3, ['Sleep']),
      entry('apathy', 'numbness', 4, ['Sleep']),
    ]);
    expect(weights.get('low-mood')).toBe(1);
    expect(weights.get('sleep')).toBe(0.6);
    expect(weights.get('resilience')).toBe(0.4);
    const sleep = relevanceScore({ topics: ['sleep'], tags: [], editorialRank: 3 }, weights);
    expect(sleep).toBeGreaterThan(
      relevanceScore({ topics: ['gratitude'], tags: [], editorialRank: 1 }, weights),
    );
    expect(
      relevanceScore({ topics: ['low-mood'], tags: [], editorialRank: 2 }, weights),
    ).toBeGreaterThan(90);
  });
});
