import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Achievement,
  ActiveSession,
  ProfileUpdateRequest,
  Settings,
  SettingsUpdate,
  Stats,
  User,
} from '@moodcraft/core/accounts/accounts';

import { DASHBOARD_QUERY_KEY } from '../../../app/query-keys';
import { api } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload';

export const profileKeys = {
  profile: ['profile'] as const,
  stats: ['profile', 'stats'] as const,
  achievements: ['profile', 'achievements'] as const,
  settings: ['settings'] as const,
  sessions: ['profile', 'sessions'] as const,
};

export const useProfile = () =>
  useQuery({ queryKey: profileKeys.profile, queryFn: () => api<User>('/users/profile') });
export const useStats = () =>
  useQuery({ queryKey: profileKeys.stats, queryFn: () => api<Stats>('/users/stats') });
export const useAchievements = () =>
  useQuery({
    queryKey: profileKeys.achievements,
    queryFn: () => api<Achievement[]>('/users/achievements'),
  });
export const useSettings = (enabled = true) =>
  useQuery({
    queryKey: profileKeys.settings,
    queryFn: () => api<Settings>('/users/settings'),
    enabled,
  });
export const useSessions = () =>
  useQuery({
    queryKey: profileKeys.sessions,
    queryFn: () => api<ActiveSession[]>('/users/sessions'),
  });

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateRequest) =>
      api<User>('/users/profile', { method: 'PUT', body }),
    onSuccess: (user) => client.setQueryData(profileKeys.profile, user),
  });
}

export function useUploadPicture() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (p: number) => void }) => {
      const form = new FormData();
      form.append('profilePicture', file);
      return uploadWithProgress<{ profilePicture: string }>(
        '/users/upload-profile-picture',
        form,
        onProgress,
      );
    },
  });
}

/** The settings the dashboard's figures depend on. */
const DASHBOARD_SETTINGS = ['timeZone', 'moodReminders', 'reminderTime'] as const;

export function useUpdateSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: SettingsUpdate) =>
      api<Settings>('/users/settings', { method: 'PUT', body: change }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: profileKeys.settings });
      const previous = client.getQueryData<Settings>(profileKeys.settings);
      if (previous) client.setQueryData(profileKeys.settings, { ...previous, ...change });
      return { previous };
    },
    onError: (_e, _change, context) => {
      if (context?.previous) client.setQueryData(profileKeys.settings, context.previous);
    },
    onSuccess: (settings, change) => {
      client.setQueryData(profileKeys.settings, settings);
      // the dashboard's reminder and streak follow the reminder settings and the time zone
      if (DASHBOARD_SETTINGS.some((key) => key in change))
        void client.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api<{ message: string }>('/auth/change-password', { method: 'PUT', body }),
  });
}

export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: () =>
      api<{ otpauthUrl: string; secret: string; qrCode: string }>('/users/two-factor/setup', {
        method: 'POST',
      }),
  });
}

export function useTwoFactorEnable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api<{ recoveryCodes: string[] }>('/users/two-factor/enable', {
        method: 'POST',
        body: { code },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.settings }),
  });
}

export function useTwoFactorDisable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api<{ message: string }>('/users/two-factor/disable', { method: 'POST', body: { password } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: profileKeys.settings });
      void client.invalidateQueries({ queryKey: profileKeys.sessions });
    },
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/users/sessions/others', { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}
