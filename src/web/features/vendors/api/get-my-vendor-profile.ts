import { API_MY_VENDOR_PROFILE } from '@shared/api-paths';
import type { MyVendorProfileResponse } from '@shared/vendors/vendor-messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { USER_SCOPED } from '@web/lib/query';

export const myVendorProfileQueryKey = ['vendors', 'me'] as const;

/** GET /api/vendors/me: the signed-in user's vendor profile, or null before registering. */
export function getMyVendorProfile(signal?: AbortSignal): Promise<MyVendorProfileResponse> {
  return api<MyVendorProfileResponse>(API_MY_VENDOR_PROFILE, { signal });
}

export function useMyVendorProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: myVendorProfileQueryKey,
    queryFn: ({ signal }) => getMyVendorProfile(signal),
    enabled,
    meta: USER_SCOPED,
    select: (data) => data.vendor,
  });
}
