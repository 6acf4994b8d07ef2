import { describe, expect, it } from 'vitest';
import { EMOTIONS } from './catalogue';
import { EMOTION_GROUPS, emotionGroup } from './groups';

describe('emotion groups', () => {
  it('hold every primary emotion exactly once', () => {
    const ids = EMOTION_GROUPS.flatMap((g) => g.emotions.map((e) => e.id));
    expect(ids).toHaveLength(EMOTIONS.length);
    expect(new Set(ids)).toEqual(new Set(EMOTIONS.map((e) => e.id)));
  });

  it('are small enough to scan: at most five emotions a group, seven groups', () => {
    expect(EMOTION_GROUPS).toHaveLength(7);
    for (const g of EMOTION_GROUPS) expect(g.emotions.length).toBeLessThanOrEqual(5);
  });

  it('keep pleasant and unpleasant emotions apart', () => {
    for (const g of EMOTION_GROUPS) {
      const valences = new Set(g.emotions.map((e) => e.valence).filter((v) => v !== 'mixed'));
      expect(valences.size, g.id).toBeLessThanOrEqual(1);
    }
  });

  it('finds the group of an emotion', () => {
    expect(emotionGroup('fear')?.label).toBe('Anxious');
    expect(emotionGroup('self-pity')?.label).toBe('Sad');
    expect(emotionGroup('nope')).toBeUndefined();
  });
});
