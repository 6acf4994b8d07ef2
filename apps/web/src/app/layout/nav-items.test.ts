import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isCurrent } from './nav-items';

describe('navigation', () => {
  it('has the five items of the top bar in order', () => {
    expect(NAV_ITEMS.map((i) => i.label)).toEqual([
      'Dashboard',
      'Chat',
      'Mood Tracker',
      'Your Craft',
      'Self-Help',
    ]);
  });

  it('highlights a section for its own pages in any letter case', () => {
    expect(isCurrent('/Dashboard', '/dashboard')).toBe(true);
    expect(isCurrent('/self-help/article/abc', '/self-help')).toBe(true);
    expect(isCurrent('/self-helpful', '/self-help')).toBe(false);
    expect(isCurrent('/chat', '/dashboard')).toBe(false);
  });
});
