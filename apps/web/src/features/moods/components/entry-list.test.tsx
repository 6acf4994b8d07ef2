import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MoodEntry } from '@moodcraft/core/moods/moods';
import { groupByDay } from '../entry-days';
import { EntryList, FIRST_ENTRIES, MORE_ENTRIES } from './entry-list';

afterEach(cleanup);

/** `count` entries, one a day going back from 25 November 2026 at noon, newest first. */
function entries(count: number, from = new Date(2026, 10, 25, 12)): MoodEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() - i, 12);
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      date: date.toISOString(),
      primaryEmotion: 'joy',
      subEmotion: 'optimism',
      score: 6,
      pleasantness: 7,
      pleasantnessDerived: true,
      factors: [],
      notes: `entry ${i + 1}`,
      creativeActivity: { completed: false, duration: 0, type: '' },
      createdAt: date.toISOString(),
      updatedAt: date.toISOString(),
    } satisfies MoodEntry;
  });
}

function renderList(list: MoodEntry[], hasMore: boolean, justSaved: string | null = null) {
  const loadMore = vi.fn();
  render(
    <EntryList
      entries={list}
      hasMore={hasMore}
      loadingMore={false}
      loadMoreFailed={false}
      loadMore={loadMore}
      justSaved={justSaved}
      onFocused={() => {}}
      onEdit={() => {}}
      onDelete={() => {}}
    />,
  );
  return { loadMore, more: () => screen.queryByRole('button', { name: 'Show older entries' }) };
}

describe('the entry list', () => {
  it('draws a few entries at first, more with each press, and asks for the next page only when all loaded ones are drawn', () => {
    const { loadMore, more } = renderList(entries(40), true);
    expect(screen.getAllByRole('article')).toHaveLength(FIRST_ENTRIES);
    fireEvent.click(more()!);
    expect(screen.getAllByRole('article')).toHaveLength(FIRST_ENTRIES + MORE_ENTRIES);
    expect(loadMore).not.toHaveBeenCalled();
    fireEvent.click(more()!);
    expect(screen.getAllByRole('article')).toHaveLength(40);
    expect(loadMore).not.toHaveBeenCalled();
    fireEvent.click(more()!);
    expect(loadMore).toHaveBeenCalledOnce();
  });

  it('offers no more once every entry is drawn and the server has no older ones', () => {
    const { more } = renderList(entries(5), false);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(more()).toBeNull();
  });

  it('puts each day under its name, newest first', () => {
    renderList(entries(3, new Date(2025, 10, 25, 12)), false);
    const days = screen.getAllByRole('region');
    expect(days.map((d) => within(d).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Tuesday 25 November 2025',
      'Monday 24 November 2025',
      'Sunday 23 November 2025',
    ]);
    expect(within(days[0]!).getByRole('article')).toHaveTextContent('entry 1');
  });

  it('draws an entry just saved however far down it falls, and gives it the focus', () => {
    const list = entries(30);
    renderList(list, false, list[20]!.id);
    expect(screen.getAllByRole('article')).toHaveLength(21);
    expect(screen.getAllByRole('article')[20]).toHaveFocus();
  });
});

describe('groupByDay', () => {
  const now = new Date(2026, 10, 26, 9);
  it('names today and yesterday, and other days by their date', () => {
    const days = groupByDay(entries(4, new Date(2026, 10, 26, 12)), now);
    expect(days.map((d) => d.title)).toEqual([
      'Today',
      'Yesterday',
      'Tuesday 24 November 2026',
      'Monday 23 November 2026',
    ]);
  });

  it('keeps several entries of one day together, in their order', () => {
    const [a, b] = entries(2, new Date(2026, 10, 20, 12));
    const sameDay = [
      { ...a!, date: new Date(2026, 10, 20, 21).toISOString() },
      { ...b!, date: new Date(2026, 10, 20, 8).toISOString() },
    ];
    const days = groupByDay(sameDay, now);
    expect(days).toHaveLength(1);
    expect(days[0]!.title).toBe('Friday 20 November 2026');
    expect(days[0]!.entries.map((e) => e.notes)).toEqual(['entry 1', 'entry 2']);
  });

  it('starts a new day at local midnight', () => {
    const late = {
      ...entries(1)[0]!,
      id: 'late',
      date: new Date(2026, 10, 21, 23, 59).toISOString(),
    };
    const early = {
      ...entries(1)[0]!,
      id: 'early',
      date: new Date(2026, 10, 21, 0, 1).toISOString(),
    };
    const next = {
      ...entries(1)[0]!,
      id: 'next',
      date: new Date(2026, 10, 22, 0, 0).toISOString(),
    };
    expect(groupByDay([next, late, early], now).map((d) => d.entries.length)).toEqual([1, 2]);
  });
});
