import { describe, expect, it } from 'vitest';
import { CRAFT_PROMPTS, craftOfTheDay, greeting } from './dashboard-content';

describe('dashboard greeting', () => {
  it.each([
    [0, 'Good Morning'],
    [11, 'Good Morning'],
    [12, 'Good Afternoon'],
    [17, 'Good Afternoon'],
    [18, 'Good Evening'],
    [23, 'Good Evening'],
  ])('at %i:30 says %s', (hour, text) => {
    expect(greeting(new Date(2026, 10, 21, hour, 30))).toBe(text);
  });
});

describe('craft of the day', () => {
  it('has 7 prompts and keeps one all day, changing the next day', () => {
    expect(CRAFT_PROMPTS).toHaveLength(7);
    const morning = craftOfTheDay(new Date(2026, 10, 21, 7));
    expect(craftOfTheDay(new Date(2026, 10, 21, 22))).toBe(morning);
    expect(craftOfTheDay(new Date(2026, 10, 22, 7))).not.toBe(morning);
  });
});
