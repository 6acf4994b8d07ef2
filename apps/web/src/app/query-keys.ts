/**
 * Query keys more than one feature refreshes: the dashboard's figures depend on moods, crafts and
 * settings, so saving any of them marks the dashboard stale. Under the moods' key, so whatever
 * refreshes the moods refreshes it too.
 */
export const DASHBOARD_QUERY_KEY = ['moods', 'dashboard'] as const;
