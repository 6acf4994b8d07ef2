import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckIn,
  CheckInCreated,
  CheckInInput,
  CheckInSchedule,
} from '@moodcraft/core/checkins/checkins';
import type { CheckInInstrument } from '@moodcraft/core/checkins/instruments';
import type { CheckInInterval } from '@moodcraft/core/checkins/schedule';
import { api } from '../../../lib/api-client';

export const checkInKeys = {
  all: ['check-ins'] as const,
  list: (instrument: CheckInInstrument) => ['check-ins', 'list', instrument] as const,
  one: (id: string) => ['check-ins', 'one', id] as const,
  schedule: ['check-ins', 'schedule'] as const,
};

/** How many results of each questionnaire the trend draws. */
export const TREND_LENGTH = 52;

export const checkInListQuery = (instrument: CheckInInstrument) =>
  queryOptions({
    queryKey: checkInKeys.list(instrument),
    queryFn: ({ signal }) =>
      api<CheckIn[]>(`/check-ins?instrument=${instrument}&limit=${TREND_LENGTH}`, { signal }),
  });

export const checkInQuery = (id: string) =>
  queryOptions({
    queryKey: checkInKeys.one(id),
    queryFn: ({ signal }) => api<CheckIn>(`/check-ins/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

export const checkInScheduleQuery = queryOptions({
  queryKey: checkInKeys.schedule,
  queryFn: ({ signal }) => api<CheckInSchedule>('/check-ins/schedule', { signal }),
});

export const useCheckIns = (instrument: CheckInInstrument) =>
  useQuery(checkInListQuery(instrument));
export const useCheckIn = (id: string) => useQuery(checkInQuery(id));
export const useCheckInSchedule = () => useQuery(checkInScheduleQuery);

/** Sends a questionnaire; its result is kept, so the result page shows it at once. */
export function useTakeCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckInInput) => api<CheckInCreated>('/check-ins', { method: 'POST', body }),
    onSuccess: (created) => {
      const { resources: _, ...checkIn } = created;
      client.setQueryData(checkInKeys.one(created.id), checkIn);
      void client.invalidateQueries({ queryKey: checkInKeys.all, refetchType: 'none' });
    },
  });
}

export function useDeleteCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/check-ins/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: checkInKeys.one(id) });
      void client.invalidateQueries({ queryKey: checkInKeys.all });
    },
  });
}

export function useSaveSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (interval: CheckInInterval) =>
      api<CheckInSchedule>('/check-ins/schedule', { method: 'PUT', body: { interval } }),
    onSuccess: (schedule) => client.setQueryData(checkInKeys.schedule, schedule),
  });
}
