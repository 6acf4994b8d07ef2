import { describe, expect, it } from 'vitest';
import { addTags, splitTags } from './tags';

describe('adding tags from what was typed or pasted', () => {
  it('splits at commas, trims and drops blanks', () => {
    expect(splitTags(' calm, river ,, night,')).toEqual(['calm', 'river', 'night']);
    expect(addTags([], 'tag,')).toEqual({
      tags: ['tag'],
      added: ['tag'],
      rejected: [],
      error: null,
    });
  });

  it('ignores a tag already there, in any letter case, and a repeat in the same paste', () => {
    expect(addTags(['Calm'], 'calm, river, River')).toEqual({
      tags: ['Calm', 'river'],
      added: ['river'],
      rejected: [],
      error: null,
    });
  });

  it('keeps out a tag longer than 40 characters and says why', () => {
    const long = 'a'.repeat(41);
    expect(addTags([], `${long}, ok`)).toEqual({
      tags: ['ok'],
      added: ['ok'],
      rejected: [long],
      error: 'A tag can be at most 40 characters',
    });
    expect(addTags([], 'a'.repeat(40)).added).toHaveLength(1);
  });

  it('keeps out tags past the 30 a craft can hold and says why', () => {
    const full = Array.from({ length: 29 }, (_, i) => `t${i}`);
    expect(addTags(full, 'one, two')).toEqual({
      tags: [...full, 'one'],
      added: ['one'],
      rejected: ['two'],
      error: 'A craft can have at most 30 tags',
    });
  });
});
