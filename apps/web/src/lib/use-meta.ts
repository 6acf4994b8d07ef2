import { useQuery } from '@tanstack/react-query';
import type { Meta } from '@moodcraft/core/meta/meta';
import { api } from './api-client';

export function useMeta() {
  return useQuery({ queryKey: ['meta'], queryFn: () => api<Meta>('/meta'), staleTime: Infinity });
}
