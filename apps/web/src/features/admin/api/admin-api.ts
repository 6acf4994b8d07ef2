import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AccountList,
  AdminAccount,
  AuditPage,
  Invite,
  InviteCreateRequest,
} from '@moodcraft/core/admin/admin';
import { api } from '../../../lib/api-client';

export const ACCOUNTS_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 20;

export const adminKeys = {
  all: ['admin'] as const,
  accounts: (search: string, page: number) => ['admin', 'accounts', search, page] as const,
  invites: ['admin', 'invites'] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
};

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

export const accountsQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.accounts(search, page),
    queryFn: () =>
      api<AccountList>(`/admin/accounts?${query({ search, page, pageSize: ACCOUNTS_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });

export const invitesQuery = queryOptions({
  queryKey: adminKeys.invites,
  queryFn: () => api<Invite[]>('/admin/invites'),
});

export const auditQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.audit(page),
    queryFn: () => api<AuditPage>(`/admin/audit?${query({ page, pageSize: AUDIT_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });

export const useAccounts = (search: string, page: number, enabled = true) =>
  useQuery({ ...accountsQuery(search, page), enabled });
export const useInvites = () => useQuery(invitesQuery);
export const useAudit = (page: number) => useQuery(auditQuery(page));

/** Every admin view is stale after an action: the lists and the audit both change. */
function useRefreshAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.all });
}

export function useSetDisabled() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      api<AdminAccount>(`/admin/accounts/${id}/${disabled ? 'disable' : 'enable'}`, {
        method: 'POST',
      }),
    onSuccess: refresh,
  });
}

export function useDeleteAccount() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/admin/accounts/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useCreateInvite() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (body: InviteCreateRequest) =>
      api<Invite>('/admin/invites', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useRevokeInvite() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/admin/invites/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
