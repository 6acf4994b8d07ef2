import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SafetyPlan, SafetyPlanInput } from '@moodcraft/core/safety/safety-plan';
import { api } from '../../../lib/api-client';

export const safetyPlanKeys = { plan: ['safety-plan'] as const };

/** Offline, the service worker answers with the copy it kept when the plan was last read. */
export const safetyPlanQuery = queryOptions({
  queryKey: safetyPlanKeys.plan,
  queryFn: () => api<SafetyPlan>('/safety-plan'),
  networkMode: 'always',
});

export const useSafetyPlan = () => useQuery(safetyPlanQuery);

export function useSaveSafetyPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: SafetyPlanInput) =>
      api<SafetyPlan>('/safety-plan', { method: 'PUT', body: plan }),
    onSuccess: (saved) => client.setQueryData(safetyPlanKeys.plan, saved),
  });
}

export function useDeleteSafetyPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/safety-plan', { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: safetyPlanKeys.plan }),
  });
}
