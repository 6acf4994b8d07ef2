import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationStatus } from '@moodcraft/core/admin/admin';
import { api } from './api-client';

/** Whether sign-ups are open, and whether an invite token still works (GET /api/registration). */
export const registrationQuery = (invite: string | null) =>
  queryOptions({
    queryKey: ['registration', invite] as const,
    queryFn: () =>
      api<RegistrationStatus>(
        `/registration${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`,
      ),
    staleTime: 60_000,
  });

export const useRegistrationStatus = (invite: string | null, enabled = true) =>
  useQuery({ ...registrationQuery(invite), enabled });
