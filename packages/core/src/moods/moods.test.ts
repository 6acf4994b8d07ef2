import { describe, expect, it } from 'vitest';
import { moodEntryRequest } from './moods';

const valid = {
  date: '2026-11-20T08:30:00+11:00',
  primaryEmotion: 'Joy',
  subEmotion: 'Happiness',
  score: 7,
  factors: ['exercise', 'Sleep', 'Exercise'],
  notes: '  A good walk.  ',
};

const issues = (input: unknown) => {
  const result = moodEntryRequest.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('mood entry request', () => {
  it('matches emotions and factors to the catalogue and normalises them', () => {
    const parsed = moodEntryRequest.parse(valid);
    expect(parsed).toEqual({
      date: '2026-11-19T21:30:00.000Z',
      primaryEmotion: 'joy',
      subEmotion: 'happiness',
      score: 7,
      factors: ['Exercise', 'Sleep'],
      notes: 'A good walk.',
      creativeActivity: { completed: false, duration: 0, type: '' },
    });
  });

  it('marks a creative activity when the factors include Creative Activities', () => {
    const parsed = moodEntryRequest.parse({ ...valid, factors: ['Creative Activities'] });
    expect(parsed.creativeActivity).toEqual({ completed: true, duration: 0, type: '' });
  });

  it('asks for both emotions with the spec’s message', () => {
    expect(issues({ ...valid, primaryEmotion: '', subEmotion: '' })).toEqual([
      { path: 'primaryEmotion', message: 'Please select an emotion' },
      { path: 'subEmotion', message: 'Please select an emotion' },
    ]);
  });

  it.each([
    [{ primaryEmotion: 'hunger' }, 'primaryEmotion'],
    [{ subEmotion: 'anxiety' }, 'subEmotion'],
    [{ score: 0 }, 'score'],
    [{ score: 11 }, 'score'],
    [{ score: 5.5 }, 'score'],
    [{ score: '7' }, 'score'],
    [{ factors: ['Gardening'] }, 'factors.0'],
    [{ notes: 'x'.repeat(5001) }, 'notes'],
    [{ date: 'yesterday' }, 'date'],
  ])('refuses %j', (override, path) => {
    expect(issues({ ...valid, ...override }).map((i) => i.path)).toContain(path);
  });
});
