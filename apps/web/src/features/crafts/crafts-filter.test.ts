import { describe, expect, it } from 'vitest';
import type { Craft } from '@moodcraft/core/crafts/crafts';
import { DEFAULT_FILTER, filterCrafts, previewText } from './crafts-filter';

const NOW = new Date('2026-11-21T12:00:00Z');
let n = 0;
const craft = (o: Partial<Craft>): Craft => {
  n++;
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    _id: id,
    title: `Craft ${n}`,
    type: 'writing',
    content: '',
    preview: false,
    mimeType: null,
    tags: [],
    likes: 0,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    ...o,
  };
};

describe('my crafts filtering', () => {
  const list = [
    craft({
      title: 'Rain song',
      type: 'audio',
      tags: ['calm'],
      createdAt: '2026-11-21T08:00:00Z',
      likes: 1,
    }),
    craft({
      title: 'Letter',
      type: 'writing',
      content: 'Dear future me, the river was quiet',
      createdAt: '2026-11-18T08:00:00Z',
    }),
    craft({
      title: 'apple tree',
      type: 'drawing',
      tags: ['nature', 'calm'],
      createdAt: '2026-10-01T08:00:00Z',
    }),
  ];

  it('leaves the search to the server', () => {
    expect(filterCrafts(list, { ...DEFAULT_FILTER, search: 'river' }, NOW)).toHaveLength(3);
  });

  it('filters by type, date and any chosen tag', () => {
    expect(filterCrafts(list, { ...DEFAULT_FILTER, type: 'drawing' }, NOW)).toHaveLength(1);
    expect(
      filterCrafts(list, { ...DEFAULT_FILTER, date: 'today' }, new Date('2026-11-21T20:00:00')).map(
        (c) => c.title,
      ),
    ).toContain('Rain song');
    expect(filterCrafts(list, { ...DEFAULT_FILTER, date: 'week' }, NOW)).toHaveLength(2);
    expect(
      filterCrafts(list, { ...DEFAULT_FILTER, tags: ['nature', 'nope'] }, NOW).map((c) => c.title),
    ).toEqual(['apple tree']);
  });

  it('sorts newest, oldest, by title and by favourites', () => {
    expect(filterCrafts(list, DEFAULT_FILTER, NOW).map((c) => c.title)).toEqual([
      'Rain song',
      'Letter',
      'apple tree',
    ]);
    expect(
      filterCrafts(list, { ...DEFAULT_FILTER, sort: 'oldest' }, NOW).map((c) => c.title),
    ).toEqual(['apple tree', 'Letter', 'Rain song']);
    expect(
      filterCrafts(list, { ...DEFAULT_FILTER, sort: 'title' }, NOW).map((c) => c.title),
    ).toEqual(['apple tree', 'Letter', 'Rain song']);
    expect(filterCrafts(list, { ...DEFAULT_FILTER, sort: 'popular' }, NOW)[0]!.title).toBe(
      'Rain song',
    );
  });

  it('ends a preview of a longer writing with an ellipsis', () => {
    expect(previewText({ content: 'a'.repeat(150), preview: false })).toHaveLength(150);
    expect(previewText({ content: `${'a'.repeat(149)} `, preview: true })).toBe(
      `${'a'.repeat(149)}…`,
    );
  });
});
