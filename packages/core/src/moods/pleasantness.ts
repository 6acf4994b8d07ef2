import { findEmotion } from '../emotions/catalogue';

/**
 * Pleasantness (DESIGN decision 23): how good or bad an entry felt overall, from 1 (very
 * unpleasant) to 10 (very pleasant). It is apart from the intensity (`score`): an anxiety felt at
 * 9 is a hard day, not a good one. Every chart, average, trend and report reads pleasantness.
 */
export const PLEASANTNESS_MESSAGE = 'Pleasantness must be a whole number from 1 to 10';

/**
 * The pleasantness of a feeling of this emotion at this intensity (1–10) when the person gives
 * none: pleasant emotions 5 + intensity / 2, unpleasant ones 6 − intensity / 2, mixed ones 5.5.
 * Half steps from 1 to 10; an emotion the catalogue does not know counts as mixed.
 */
export function derivePleasantness(emotionId: string, intensity: number): number {
  const valence = findEmotion(emotionId)?.valence ?? 'mixed';
  const value =
    valence === 'pleasant' ? 5 + intensity / 2 : valence === 'unpleasant' ? 6 - intensity / 2 : 5.5;
  return Math.min(10, Math.max(1, Math.round(value * 2) / 2));
}

/** The words for a pleasantness, in five bands around the middle of the scale (5.5). */
export function pleasantnessLabel(pleasantness: number) {
  if (pleasantness <= 2.5) return 'Very unpleasant';
  if (pleasantness <= 4.5) return 'Unpleasant';
  if (pleasantness < 6.5) return 'Neutral';
  if (pleasantness < 8.5) return 'Pleasant';
  return 'Very pleasant';
}

/**
 * The intensity whose derived pleasantness comes nearest to this one, for imports that say only
 * how good a mood was (a Bearable rating): the further from the middle, the stronger the feeling.
 */
export function intensityFromPleasantness(emotionId: string, pleasantness: number): number {
  const valence = findEmotion(emotionId)?.valence ?? 'mixed';
  const value =
    valence === 'pleasant'
      ? 2 * (pleasantness - 5)
      : valence === 'unpleasant'
        ? 2 * (6 - pleasantness)
        : 2 * Math.abs(pleasantness - 5.5);
  return Math.min(10, Math.max(1, Math.round(value)));
}
