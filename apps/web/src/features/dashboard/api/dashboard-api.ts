import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@moodcraft/core/dashboard/dashboard';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { DASHBOARD_QUERY_KEY } from '../../../app/query-keys';

const dashboardQuery = {
  queryKey: DASHBOARD_QUERY_KEY,
  queryFn: () => api<Dashboard>('/dashboard'),
};

export const useDashboard = () => useQuery(dashboardQuery);

/** Starts the dashboard's one read as the page's code loads, not after it has rendered. */
export const prefetchDashboard = () => void queryClient.prefetchQuery(dashboardQuery);
