import { describe, expect, it } from 'vitest';
import { EMOTIONS } from '../emotions/catalogue';
import { derivePleasantness, intensityFromPleasantness, pleasantnessLabel } from './pleasantness';

const INTENSITIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('valence in the catalogue', () => {
  it('gives every primary emotion a valence', () => {
    for (const e of EMOTIONS)
      expect(['pleasant', 'unpleasant', 'mixed'], e.id).toContain(e.valence);
  });

  it('calls mixed what can go either way, and nothing that is plainly good or bad', () => {
    const mixed = EMOTIONS.filter((e) => e.valence === 'mixed').map((e) => e.id);
    expect(mixed).toEqual(['surprise', 'anticipation', 'curiosity', 'awe']);
    const of = (id: string) => EMOTIONS.find((e) => e.id === id)!.valence;
    for (const id of ['joy', 'trust', 'love', 'pride', 'relief', 'ecstasy', 'contentment'])
      expect(of(id), id).toBe('pleasant');
    for (const id of ['sadness', 'fear', 'anger', 'shame', 'dread', 'remorse', 'apathy'])
      expect(of(id), id).toBe('unpleasant');
  });
});

describe('derived pleasantness', () => {
  it('rises with the intensity of a pleasant emotion: 5 + intensity / 2', () => {
    expect(INTENSITIES.map((i) => derivePleasantness('joy', i))).toEqual([
      5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10,
    ]);
  });

  it('falls with the intensity of an unpleasant emotion: 6 − intensity / 2', () => {
    expect(INTENSITIES.map((i) => derivePleasantness('fear', i))).toEqual([
      5.5, 5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1,
    ]);
  });

  it('stays in the middle for a mixed emotion, and for one the catalogue does not know', () => {
    for (const i of INTENSITIES) {
      expect(derivePleasantness('surprise', i)).toBe(5.5);
      expect(derivePleasantness('hunger', i)).toBe(5.5);
    }
  });

  it('always gives a half step from 1 to 10, whatever the emotion', () => {
    for (const e of EMOTIONS)
      for (const i of INTENSITIES) {
        const p = derivePleasantness(e.id, i);
        expect(p).toBeGreaterThanOrEqual(1);
        expect(p).toBeLessThanOrEqual(10);
        expect(p * 2).toBe(Math.round(p * 2));
      }
  });
});

describe('words and the way back', () => {
  it('names five bands around the middle of the scale', () => {
    expect([1, 2.5, 3, 4.5, 5, 5.5, 6, 6.5, 8, 8.5, 10].map(pleasantnessLabel)).toEqual([
      'Very unpleasant',
      'Very unpleasant',
      'Unpleasant',
      'Unpleasant',
      'Neutral',
      'Neutral',
      'Neutral',
      'Pleasant',
      'Pleasant',
      'Very pleasant',
      'Very pleasant',
    ]);
  });

  it('finds the intensity that derives a given pleasantness, for imports that give only that', () => {
    expect(intensityFromPleasantness('joy', 8)).toBe(6);
    expect(intensityFromPleasantness('fear', 4)).toBe(4);
    expect(intensityFromPleasantness('fear', 1)).toBe(10);
    // a feeling on the other side of the middle from the rating is felt only mildly
    expect(intensityFromPleasantness('fear', 9)).toBe(1);
    expect(intensityFromPleasantness('surprise', 10)).toBe(9);
    for (const e of EMOTIONS)
      for (const i of INTENSITIES)
        if (e.valence !== 'mixed')
          expect(intensityFromPleasantness(e.id, derivePleasantness(e.id, i))).toBe(i);
  });
});
