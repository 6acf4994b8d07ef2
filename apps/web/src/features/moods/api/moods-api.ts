import { useEffect } from 'react';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InsightRange } from '@moodcraft/core/moods/analytics';
import type { Insights } from '@moodcraft/core/moods/insights';
import type { MoodEntry, MoodEntryInput } from '@moodcraft/core/moods/moods';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import {
  saveMood,
  storedUserId,
  waitingEntries,
  waitingKey,
} from '../../../lib/offline-moods/sync';

export const moodKeys = {
  all: ['moods'] as const,
  list: ['moods', 'list'] as const,
  insights: (year?: number, range: InsightRange = 'month') =>
    ['moods', 'insights', year ?? 'current', range] as const,
};

/** How many entries a page of the timeline holds; the chart draws the first page. */
export const MOOD_PAGE = 60;

/** What the timeline asks for: instants (ISO) and one emotion or factor, each optional. */
export type MoodListFilter = { from?: string; to?: string; emotion?: string; factor?: string };

function listPath(filter: MoodListFilter, before: string) {
  const query = new URLSearchParams({ limit: String(MOOD_PAGE) });
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  if (before) query.set('before', before);
  return `/moods?${query}`;
}

const moodPagesQuery = (filter: MoodListFilter) =>
  infiniteQueryOptions({
    queryKey: [...moodKeys.list, filter],
    queryFn: ({ pageParam, signal }) => api<MoodEntry[]>(listPath(filter, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (last: MoodEntry[]) =>
      last.length === MOOD_PAGE ? last[last.length - 1]!.id : undefined,
  });

/** The person's entries that match, newest first, a page at a time. */
export const useMoodPages = (filter: MoodListFilter) => useInfiniteQuery(moodPagesQuery(filter));

function insightsPath(year?: number, range: InsightRange = 'month') {
  const query = new URLSearchParams();
  if (year) query.set('year', String(year));
  if (range !== 'month') query.set('range', range);
  return `/moods/insights${query.size ? `?${query}` : ''}`;
}

const insightsQuery = (year?: number, range: InsightRange = 'month') =>
  queryOptions({
    queryKey: moodKeys.insights(year, range),
    queryFn: () => api<Insights>(insightsPath(year, range)),
  });

/** The insights over a range (the last 30 days unless asked), with a year's calendar. */
export const useInsights = (year?: number, range: InsightRange = 'month') =>
  useQuery({ ...insightsQuery(year, range), placeholderData: (previous) => previous });

/**
 * Asks for a year's calendar as the figures above it are asked for (once shown: not while drawn
 * out of sight), so that its answer, when it comes, draws nothing until the calendar is drawn.
 */
export function usePrefetchYearInsights(year: number) {
  const client = useQueryClient();
  useEffect(() => {
    void client.prefetchQuery(insightsQuery(year));
  }, [client, year]);
}

/**
 * Starts the Mood Tracker's first read (the newest page of entries) as the page's code loads, not
 * after it has rendered. The insights wait until the person heads for their tab.
 */
export function prefetchMoodTracker() {
  void queryClient.prefetchInfiniteQuery(moodPagesQuery({}));
}

/** The Insights tab's reads (now, and this year's calendar), as a pointer or the focus nears it. */
export function prefetchInsights() {
  void queryClient.prefetchQuery(insightsQuery());
  void queryClient.prefetchQuery(insightsQuery(new Date().getFullYear()));
}

function useRefreshMoods() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: moodKeys.all });
    void client.invalidateQueries({ queryKey: ['profile'] });
  };
}

/**
 * Saves a new entry or a change; without a connection it is kept on this device, waiting
 * (`waiting: true` in the answer), and sent when the connection returns.
 */
export function useSaveMood() {
  const refresh = useRefreshMoods();
  return useMutation({
    mutationFn: (change: { id?: string; body: MoodEntryInput; basis?: string }) => saveMood(change),
    onSuccess: refresh,
  });
}

/** The person's entries waiting on this device to be sent, oldest first. */
export function useWaitingMoods() {
  const userId = storedUserId();
  return useQuery({
    queryKey: waitingKey(userId),
    queryFn: () => waitingEntries(userId),
    // read from this device, so read offline too
    networkMode: 'always',
    staleTime: Infinity,
  });
}

export function useDeleteMood() {
  const refresh = useRefreshMoods();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/moods/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
