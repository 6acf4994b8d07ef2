import type { Craft } from '@moodcraft/core/crafts/crafts';

export type CraftSort = 'newest' | 'oldest' | 'title' | 'popular';
export type CraftDateRange = 'all' | 'today' | 'week' | 'month';
export type CraftFilter = {
  search: string;
  type: 'all' | Craft['type'];
  sort: CraftSort;
  date: CraftDateRange;
  tags: string[];
};

export const DEFAULT_FILTER: CraftFilter = {
  search: '',
  type: 'all',
  sort: 'newest',
  date: 'all',
  tags: [],
};
export const PAGE_SIZE = 9;

const DAY = 86_400_000;

function since(range: CraftDateRange, now: Date) {
  if (range === 'today')
    return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (range === 'week') return now.getTime() - 7 * DAY;
  if (range === 'month') return now.getTime() - 30 * DAY;
  return -Infinity;
}

/**
 * Type, date and tags (a craft with any chosen tag), then the order. The search is the server's:
 * it holds the whole text of each writing, a list only the start.
 */
export function filterCrafts(crafts: Craft[], f: CraftFilter, now = new Date()) {
  const from = since(f.date, now);
  const list = crafts.filter((c) => {
    if (f.type !== 'all' && c.type !== f.type) return false;
    if (Date.parse(c.createdAt) < from) return false;
    return !f.tags.length || c.tags.some((t) => f.tags.includes(t));
  });
  const byDate = (a: Craft, b: Craft) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
  switch (f.sort) {
    case 'oldest':
      return list.sort((a, b) => -byDate(a, b));
    case 'title':
      return list.sort((a, b) =>
        a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }),
      );
    case 'popular':
      return list.sort((a, b) => b.likes - a.likes || byDate(a, b));
    default:
      return list.sort(byDate);
  }
}

/** A writing's start as a card shows it, with an ellipsis when there is more. */
export const previewText = (craft: Pick<Craft, 'content' | 'preview'>) =>
  craft.preview ? `${craft.content.trimEnd()}…` : craft.content;
