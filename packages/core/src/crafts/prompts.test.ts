import { describe, expect, it } from 'vitest';
import shipped from '../../../../content/creative/inspiration-prompts.json';
import { CRAFT_MODES, parseCraftMode, promptMode, promptsFor } from './prompts';

describe('the mode of an inspiration prompt', () => {
  it('sorts the shipped prompts into seven for writing and six each for drawing, audio and dance', () => {
    // the shipped file lists them mode by mode, in this order
    expect(shipped.map(promptMode)).toEqual([
      ...Array<string>(7).fill('write'),
      ...Array<string>(6).fill('draw'),
      ...Array<string>(6).fill('audio'),
      ...Array<string>(6).fill('dance'),
    ]);
    expect(promptsFor(shipped, 'audio')).toContain(
      'Hum or sing any tune that comes to mind for a minute and record it. Nobody else needs to hear it.',
    );
    expect(promptsFor(shipped, 'write')).not.toContain(
      'Hum or sing any tune that comes to mind for a minute and record it. Nobody else needs to hear it.',
    );
  });

  it.each([
    ['Draw the shape your day would be if it were a cloud.', 'draw'],
    ['Write a short letter to yourself one year from now.', 'write'],
    ['Record thirty seconds of the sounds around you and name one you like.', 'audio'],
    ['Put on a song you loved at fifteen and move however it asks you to.', 'dance'],
    ['List five small things that went right today, however tiny.', 'write'],
    ['Sketch a place where you feel safe, using only three colours.', 'draw'],
    ['Write a six-word story about how you feel right now.', 'write'],
  ])('reads "%s" as a %s prompt', (prompt, mode) => {
    expect(promptMode(prompt)).toBe(mode);
  });

  it('lets the first way of making something named decide, and calls a prompt naming none writing', () => {
    expect(promptMode('Write about a song you would dance to.')).toBe('write');
    expect(promptMode('Pick a photo and record the story behind it.')).toBe('audio');
    expect(promptMode('Describe your mood as an animal: how it moves, where it rests.')).toBe(
      'write',
    );
    expect(promptMode('Think of a friend you miss.')).toBe('write');
  });
});

describe('a mode in an address', () => {
  it('is one of the four modes, or nothing', () => {
    for (const mode of CRAFT_MODES) expect(parseCraftMode(mode)).toBe(mode);
    expect(parseCraftMode('paint')).toBeNull();
    expect(parseCraftMode(null)).toBeNull();
  });
});
