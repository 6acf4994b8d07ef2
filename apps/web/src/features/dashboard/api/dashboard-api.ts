import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@moodcraft/core/dashboard/dashboard';
import { api } from '../../../lib/api-client';
import { DASHBOARD_READS } from '../../../app/page-reads';
import { DASHBOARD_QUERY_KEY } from '../../../app/query-keys';

export const useDashboard = () =>
  useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: () => api<Dashboard>(DASHBOARD_READS.dashboard),
  });
