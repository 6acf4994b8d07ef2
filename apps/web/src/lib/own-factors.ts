import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OwnFactor,
  OwnFactorInput,
  OwnFactorUpdate,
} from '@moodcraft/core/emotions/own-factors';
import { api } from './api-client';

/**
 * The person's own contributing factors (decision 25): read by the mood form, the entries filter
 * and the settings, so they live here rather than in one feature.
 */
export const ownFactorsKey = ['factors'] as const;

export const ownFactorsQuery = queryOptions({
  queryKey: ownFactorsKey,
  queryFn: ({ signal }) => api<OwnFactor[]>('/factors', { signal }),
});

/** The person's own factors; with `enabled` false (a closed dialog), not asked for yet. */
export const useOwnFactors = (enabled = true) => useQuery({ ...ownFactorsQuery, enabled });

/**
 * After a change: the factors, and whatever names them (entries, insights, the dashboard, the
 * trackers' "what goes with my mood") are read again.
 */
const useRefresh = () => {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: ownFactorsKey });
    void client.invalidateQueries({ queryKey: ['moods'] });
    void client.invalidateQueries({ queryKey: ['trackers'] });
  };
};

export function useAddOwnFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: OwnFactorInput) => api<OwnFactor>('/factors', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useUpdateOwnFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OwnFactorUpdate }) =>
      api<OwnFactor>(`/factors/${id}`, { method: 'PATCH', body }),
    onSuccess: refresh,
  });
}

export function useReorderOwnFactors() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api<OwnFactor[]>('/factors/order', { method: 'PUT', body: { ids } }),
    // the new order at once, so a row moved with the keyboard keeps its place under the focus
    onMutate: (ids) => {
      const list = client.getQueryData<OwnFactor[]>(ownFactorsKey);
      if (!list) return;
      const byId = new Map(list.map((f) => [f.id, f]));
      client.setQueryData(
        ownFactorsKey,
        ids.map((id, position) => ({ ...byId.get(id)!, position })),
      );
    },
    onSettled: refresh,
  });
}

/** Deletes a factor: null when it is gone, the server's message when it was hidden instead. */
export function useDeleteOwnFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api<{ message: string } | undefined>(`/factors/${id}`, { method: 'DELETE' }))
        ?.message ?? null,
    onSuccess: refresh,
  });
}
