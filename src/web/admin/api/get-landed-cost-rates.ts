import { API_ADMIN_LANDED_COST_RATES } from '@shared/api-paths';
import type { LandedCostRatesResponse } from '@shared/requests/landed-cost';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const adminLandedCostRatesQueryKey = ['admin', 'landed-cost-rates'] as const;

export function getAdminLandedCostRates(signal?: AbortSignal): Promise<LandedCostRatesResponse> {
  return api<LandedCostRatesResponse>(API_ADMIN_LANDED_COST_RATES, { signal });
}

export function useAdminLandedCostRates() {
  return useQuery({
    queryKey: adminLandedCostRatesQueryKey,
    queryFn: ({ signal }) => getAdminLandedCostRates(signal),
  });
}
