import { useMutation, useQuery } from '@tanstack/react-query';
import type { LoginResponse, User } from '@moodcraft/core/accounts/accounts';
import type { PendingLink, SignInMethods } from '@moodcraft/core/sso/sso';
import { api } from '../../../lib/api-client';

const ssoKeys = {
  methods: ['auth', 'methods'] as const,
  pending: ['auth', 'oidc', 'pending'] as const,
  profile: ['auth', 'oidc', 'profile'] as const,
};

/** How people sign in here (a password, single sign-on, or both). */
export const useSignInMethods = () =>
  useQuery({
    queryKey: ssoKeys.methods,
    queryFn: () => api<SignInMethods>('/auth/methods'),
    staleTime: Infinity,
  });

/** Where the sign-on button leads: the identity provider, by way of the server. */
export const ssoStartUrl = (remember: boolean, invite?: string) =>
  `/api/auth/oidc/start?remember=${remember}${invite ? `&invite=${encodeURIComponent(invite)}` : ''}`;

/** After single sign-on: the profile of the person the new session belongs to. */
export const useSsoProfile = (enabled: boolean) =>
  useQuery({
    queryKey: ssoKeys.profile,
    queryFn: () => api<User>('/users/profile', { expectUnauthorised: true }),
    enabled,
    retry: false,
  });

/** The account waiting for its password to be linked to the identity provider. */
export const usePendingLink = (enabled: boolean) =>
  useQuery({
    queryKey: ssoKeys.pending,
    queryFn: () => api<PendingLink>('/auth/oidc/pending'),
    enabled,
    retry: false,
  });

export function useLinkAccount() {
  return useMutation({
    mutationFn: (body: { password: string; remember: boolean }) =>
      api<LoginResponse>('/auth/oidc/link', { method: 'POST', body, expectUnauthorised: true }),
  });
}
