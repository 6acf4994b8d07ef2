import { queryOptions } from '@tanstack/react-query';
import type { Tracker, TrackerValues } from '@moodcraft/core/trackers/trackers';
import { api } from './api-client';

/**
 * The reads of trackers that more than one feature makes (the Trackers page, and the mood form
 * that logs a day's values with an entry), under one key: a change anywhere reads them again.
 */
export const trackerKeys = {
  all: ['trackers'] as const,
  list: ['trackers', 'list'] as const,
  values: (from: string, to: string) => ['trackers', 'values', from, to] as const,
  insights: ['trackers', 'insights'] as const,
};

export const trackersQuery = queryOptions({
  queryKey: trackerKeys.list,
  queryFn: ({ signal }) => api<Tracker[]>('/trackers', { signal }),
});

export const trackerValuesQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: trackerKeys.values(from, to),
    queryFn: ({ signal }) =>
      api<TrackerValues>(`/trackers/values?from=${from}&to=${to}`, { signal }),
  });

/** "Sleep (hours)"; "Steps (steps)" says the same twice, so it is "Steps". */
export const trackerLabel = (tracker: Pick<Tracker, 'name' | 'unit'>) =>
  tracker.unit && tracker.unit.toLowerCase() !== tracker.name.toLowerCase()
    ? `${tracker.name} (${tracker.unit})`
    : tracker.name;

/** What a tracker takes, under its field: "0 to 24, steps of 0.5". */
export const trackerRange = (t: Pick<Tracker, 'kind' | 'min' | 'max' | 'step'>) =>
  t.kind === 'count'
    ? `0 to ${t.max.toLocaleString('en-AU')}`
    : `${t.min.toLocaleString('en-AU')} to ${t.max.toLocaleString('en-AU')}${t.step !== 1 ? `, steps of ${t.step}` : ''}`;

/** A number field's bounds and keyboard for a tracker (a phone offers a decimal point when due). */
export const trackerInput = (t: Pick<Tracker, 'kind' | 'min' | 'max' | 'step'>) => ({
  min: t.min,
  max: t.max,
  step: t.step,
  inputMode: t.kind === 'count' || t.step % 1 === 0 ? ('numeric' as const) : ('decimal' as const),
});
