import { API_LANDED_COST_RATES } from '@shared/api-paths';
import type { LandedCostRatesResponse } from '@shared/requests/landed-cost';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const landedCostRatesQueryKey = ['requests', 'landed-cost-rates'] as const;

/** The rates the Shop & Ship pages estimate with (the server estimates again when it stores). */
export function getLandedCostRates(signal?: AbortSignal): Promise<LandedCostRatesResponse> {
  return api<LandedCostRatesResponse>(API_LANDED_COST_RATES, { signal });
}

export function useLandedCostRates() {
  return useQuery({
    queryKey: landedCostRatesQueryKey,
    queryFn: ({ signal }) => getLandedCostRates(signal),
    staleTime: 5 * 60_000,
    select: (data) => data.rates,
  });
}
