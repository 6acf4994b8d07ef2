import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Insights } from '@moodcraft/core/moods/insights';
import type { MoodEntry, MoodEntryInput } from '@moodcraft/core/moods/moods';
import { api } from '../../../lib/api-client';

export const moodKeys = {
  all: ['moods'] as const,
  list: ['moods', 'list'] as const,
  insights: (year?: number) => ['moods', 'insights', year ?? 'current'] as const,
};

export const useMoodEntries = () =>
  useQuery({ queryKey: moodKeys.list, queryFn: () => api<MoodEntry[]>('/moods') });

export const useInsights = (year?: number) =>
  useQuery({
    queryKey: moodKeys.insights(year),
    queryFn: () => api<Insights>(`/moods/insights${year ? `?year=${year}` : ''}`),
  });

function useRefreshMoods() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: moodKeys.all });
    void client.invalidateQueries({ queryKey: ['profile'] });
  };
}

export function useSaveMood() {
  const refresh = useRefreshMoods();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: MoodEntryInput }) =>
      id
        ? api<MoodEntry>(`/moods/${id}`, { method: 'PUT', body })
        : api<MoodEntry>('/moods', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useDeleteMood() {
  const refresh = useRefreshMoods();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/moods/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
