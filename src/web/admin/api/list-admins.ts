import type { AdminListResponse } from '@shared/admin/admin-credentials';
import { API_ADMIN_ADMINS } from '@shared/api-paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const adminsQueryKey = [...adminQueryKey, 'admins'] as const;

export function listAdmins(signal?: AbortSignal): Promise<AdminListResponse> {
  return api<AdminListResponse>(API_ADMIN_ADMINS, { signal });
}

export function useAdmins() {
  return useQuery({ queryKey: adminsQueryKey, queryFn: ({ signal }) => listAdmins(signal), staleTime: 0 });
}
