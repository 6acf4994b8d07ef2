import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MoodLinks } from '@moodcraft/core/trackers/mood-links';
import type {
  Tracker,
  TrackerInput,
  TrackerUpdateInput,
  TrackerValue,
} from '@moodcraft/core/trackers/trackers';
import { api } from '../../../lib/api-client';
import { trackerKeys, trackersQuery, trackerValuesQuery } from '../../../lib/tracker-queries';

export const moodLinksQuery = queryOptions({
  queryKey: trackerKeys.insights,
  queryFn: ({ signal }) => api<MoodLinks>('/trackers/insights', { signal }),
});

export const useTrackers = () => useQuery(trackersQuery);
export const useTrackerValues = (from: string, to: string) =>
  useQuery(trackerValuesQuery(from, to));
export const useMoodLinks = () => useQuery(moodLinksQuery);

/** After any change: the lists, values and figures are read again. */
const useRefresh = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: trackerKeys.all });
};

export function useAddTracker() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TrackerInput) => api<Tracker>('/trackers', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useUpdateTracker() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TrackerUpdateInput }) =>
      api<Tracker>(`/trackers/${id}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

/** Deletes a tracker: null when it is gone, the server's message when it was archived instead. */
export function useDeleteTracker() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api<{ message: string } | undefined>(`/trackers/${id}`, { method: 'DELETE' }))
        ?.message ?? null,
    onSuccess: refresh,
  });
}

export function useLogValue() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, day, value }: { id: string; day: string; value: number }) =>
      api<TrackerValue>(`/trackers/${id}/values/${day}`, { method: 'PUT', body: { value } }),
    onSuccess: refresh,
  });
}

export function useClearValue() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, day }: { id: string; day: string }) =>
      api<void>(`/trackers/${id}/values/${day}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
