import { describe, expect, it } from 'vitest';
import { EMOTIONS, emotionColor, findChoice, findEmotion, findSubEmotion } from './catalogue';
import { FACTORS, findFactor, isPositiveFactor } from './factors';

const SPEC_PRIMARY = [
  'joy',
  'sadness',
  'fear',
  'anger',
  'disgust',
  'surprise',
  'trust',
  'Anticipation',
  'Love',
  'Guilt',
  'Shame',
  'Pride',
  'Relief',
  'Curiosity',
  'Contempt',
  'SelfPity',
  'vulnerability',
  'melancholy',
  'ecstasy',
  'dread',
  'contentment',
  'Awkwardness',
  'Awe',
  'Apathy',
  'Amusement',
  'Remorse',
  'Resentment',
];

describe('emotion catalogue', () => {
  it('holds every primary emotion of the specification, found by its spec spelling', () => {
    expect(EMOTIONS).toHaveLength(SPEC_PRIMARY.length);
    for (const name of SPEC_PRIMARY) expect(findEmotion(name), name).toBeDefined();
  });

  it('keeps the sub-emotions the specification lists', () => {
    expect(findEmotion('joy')?.subEmotions).toEqual([
      'contentment',
      'happiness',
      'excitement',
      'pride',
      'optimism',
      'love',
    ]);
    expect(findEmotion('anger')?.subEmotions).toContain('frustration');
    expect(findEmotion('trust')?.subEmotions).toEqual([
      'trust',
      'confidence',
      'belonging',
      'acceptance',
    ]);
  });

  it('gives every other emotion two to four sub-emotions, unique within it', () => {
    for (const e of EMOTIONS) {
      expect(e.subEmotions.length).toBeGreaterThanOrEqual(2);
      expect(new Set(e.subEmotions).size).toBe(e.subEmotions.length);
      if (!['joy', 'sadness', 'fear', 'anger', 'disgust', 'surprise', 'trust'].includes(e.id)) {
        expect(e.subEmotions.length).toBeLessThanOrEqual(4);
      }
    }
  });

  it('gives each emotion its own valid colour', () => {
    const colours = EMOTIONS.map((e) => e.color);
    for (const c of colours) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(colours).size).toBe(colours.length);
    expect(emotionColor('nonsense')).toBe('#8c8c8c');
  });

  it('matches sub-emotions case-insensitively and refuses strangers', () => {
    const fear = findEmotion('FEAR');
    expect(fear && findSubEmotion(fear, ' Anxiety ')).toBe('anxiety');
    expect(fear && findSubEmotion(fear, 'joy')).toBeUndefined();
    expect(findEmotion('self pity')?.id).toBe('self-pity');
    expect(findEmotion('hunger')).toBeUndefined();
  });
});

describe('factors', () => {
  it('lists the 18 factors once each', () => {
    expect(FACTORS).toHaveLength(18);
    expect(new Set(FACTORS).size).toBe(18);
  });

  it('finds factors by any casing and marks the positive ones', () => {
    expect(findFactor('social media')).toBe('Social Media');
    expect(findFactor('Gardening')).toBeUndefined();
    expect(isPositiveFactor('Exercise')).toBe(true);
    expect(isPositiveFactor('Work')).toBe(false);
  });
});

describe('a feeling and its kind named in an address', () => {
  it('is taken when both exist and belong together, in any spelling the spec uses', () => {
    expect(findChoice('sadness', 'loneliness')).toEqual({ primary: 'sadness', sub: 'loneliness' });
    expect(findChoice('SelfPity', 'Hurt')).toEqual({ primary: 'self-pity', sub: 'hurt' });
  });

  it('is refused when either is missing, unknown, or the kind is of another feeling', () => {
    expect(findChoice(null, 'grief')).toBeUndefined();
    expect(findChoice('sadness', null)).toBeUndefined();
    expect(findChoice('wistful', 'grief')).toBeUndefined();
    expect(findChoice('joy', 'grief')).toBeUndefined();
  });
});
