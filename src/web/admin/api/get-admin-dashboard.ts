import type { AdminDashboard } from '@shared/admin/admin-activity';
import { ADMIN_API } from '@shared/admin/admin-api-paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const dashboardQueryKey = [...adminQueryKey, 'dashboard'] as const;

export function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return api<AdminDashboard>(ADMIN_API.dashboard, { signal });
}

/** The cards' counts, refreshed every minute while the dashboard is open. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => getAdminDashboard(signal),
    refetchInterval: 60_000,
    staleTime: 0,
  });
}
