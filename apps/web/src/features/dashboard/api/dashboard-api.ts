import { useQuery } from '@tanstack/react-query';
import type { Settings } from '@moodcraft/core/accounts/accounts';
import type { Craft } from '@moodcraft/core/crafts/crafts';
import type { Insights } from '@moodcraft/core/moods/insights';
import type { MoodEntry } from '@moodcraft/core/moods/moods';
import { api } from '../../../lib/api-client';

// Same keys as the mood tracker and creative outlet, so saving a mood or craft refreshes the dashboard.
export const useDashboardInsights = () =>
  useQuery({ queryKey: ['moods', 'insights', 'current'], queryFn: () => api<Insights>('/moods/insights') });
export const useRecentMoods = () => useQuery({ queryKey: ['moods', 'list'], queryFn: () => api<MoodEntry[]>('/moods') });
export const useLatestCrafts = () => useQuery({ queryKey: ['crafts', 'list'], queryFn: () => api<Craft[]>('/creative-crafts') });
export const useReminderSettings = () => useQuery({ queryKey: ['settings'], queryFn: () => api<Settings>('/users/settings') });
