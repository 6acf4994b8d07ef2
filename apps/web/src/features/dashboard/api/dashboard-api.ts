import { useQuery } from '@tanstack/react-query';
import type { Settings } from '@moodcraft/core/accounts/accounts';
import type { Craft } from '@moodcraft/core/crafts/crafts';
import type { Insights } from '@moodcraft/core/moods/insights';
import type { MoodEntry } from '@moodcraft/core/moods/moods';
import { api } from '../../../lib/api-client';
import { DASHBOARD_READS } from '../../../app/page-reads';

// Same keys as the mood tracker and creative outlet, so saving a mood or craft refreshes the dashboard.
export const useDashboardInsights = () =>
  useQuery({ queryKey: ['moods', 'insights', 'current'], queryFn: () => api<Insights>(DASHBOARD_READS.insights) });
export const useRecentMoods = () => useQuery({ queryKey: ['moods', 'list'], queryFn: () => api<MoodEntry[]>(DASHBOARD_READS.moods) });
export const useLatestCrafts = () => useQuery({ queryKey: ['crafts', 'list'], queryFn: () => api<Craft[]>(DASHBOARD_READS.crafts) });
export const useReminderSettings = () => useQuery({ queryKey: ['settings'], queryFn: () => api<Settings>(DASHBOARD_READS.settings) });
