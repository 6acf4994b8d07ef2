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
      pleasantness: 8.5,
      pleasantnessDerived: true,
      factors: ['Exercise', 'Sleep'],
      notes: 'A good walk.',
      creativeActivity: { completed: false, duration: 0, type: '' },
    });
  });

  it('keeps the pleasantness a person gives, apart from the intensity', () => {
    const anxious = { ...valid, primaryEmotion: 'fear', subEmotion: 'anxiety', score: 9 };
    expect(moodEntryRequest.parse(anxious)).toMatchObject({
      score: 9,
      pleasantness: 1.5,
      pleasantnessDerived: true,
    });
    expect(moodEntryRequest.parse({ ...anxious, pleasantness: 4 })).toMatchObject({
      score: 9,
      pleasantness: 4,
      pleasantnessDerived: false,
    });
    expect(
      moodEntryRequest.parse({ ...valid, primaryEmotion: 'awe', subEmotion: 'wonder' }),
    ).toMatchObject({ pleasantness: 5.5 });
  });

  it('derives again the pleasantness of an entry sent back as it was read', () => {
    const read = { ...valid, primaryEmotion: 'fear', subEmotion: 'anxiety', score: 9 };
    expect(
      moodEntryRequest.parse({ ...read, score: 3, pleasantness: 1.5, pleasantnessDerived: true }),
    ).toMatchObject({ score: 3, pleasantness: 4.5, pleasantnessDerived: true });
    expect(
      moodEntryRequest.parse({ ...read, pleasantness: 2, pleasantnessDerived: false }),
    ).toMatchObject({ pleasantness: 2, pleasantnessDerived: false });
    expect(issues({ ...read, pleasantness: 1.5, pleasantnessDerived: false })).toEqual([
      { path: 'pleasantness', message: 'Pleasantness must be a whole number from 1 to 10' },
    ]);
  });

  it.each([0, 11, 5.5, 'high', null])(
    'refuses a pleasantness of %j with a plain message',
    (value) => {
      expect(issues({ ...valid, pleasantness: value })).toEqual([
        { path: 'pleasantness', message: 'Pleasantness must be a whole number from 1 to 10' },
      ]);
    },
  );

  it('leaves a name that is not built in for the server to match to the person’s own', () => {
    expect(
      moodEntryRequest.parse({ ...valid, factors: [' Piano ', 'piano', 'sleep'] }).factors,
    ).toEqual(['Piano', 'Sleep']);
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
    [{ factors: ['  '] }, 'factors.0'],
    [{ notes: 'x'.repeat(5001) }, 'notes'],
    [{ date: 'yesterday' }, 'date'],
  ])('refuses %j', (override, path) => {
    expect(issues({ ...valid, ...override }).map((i) => i.path)).toContain(path);
  });
});
