import { describe, expect, it } from 'vitest';
import { plainWish } from './plain-wish';

describe('a plain wish to die, said of oneself', () => {
  it.each([
    'want to die',
    'I want to kill myself',
    'im gonna kill myself tonight',
    'honestly just ready to end my life',
    'i wanna die so bad',
    'I’m going to end it all',
    'I think about it every day and I want to take my own life',
    'I wish to be dead',
  ])('is heard in “%s”', (text) => {
    expect(plainWish(text)).toBe(true);
  });

  it.each([
    'I don’t want to die',
    'I never want to kill myself, I promise',
    'she wants to die and I don’t know what to do',
    'my friend said he is going to kill himself',
    'I want to die of embarrassment',
    'I could die laughing',
    'not going to kill myself, just tired',
    'the phone is about to die',
    'they want to die on that hill',
    'I am dying to see the film',
  ])('is not heard in “%s”', (text) => {
    expect(plainWish(text)).toBe(false);
  });
});
