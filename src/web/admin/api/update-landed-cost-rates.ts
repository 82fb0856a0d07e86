import { API_ADMIN_LANDED_COST_RATES } from '@shared/api-paths';
import type { LandedCostRates, LandedCostRatesResponse } from '@shared/requests/landed-cost';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landedCostRatesQueryKey } from '@web/features/requests/api/get-landed-cost-rates';
import { api } from '@web/lib/api';
import { adminLandedCostRatesQueryKey } from './get-landed-cost-rates';

export function updateLandedCostRates(rates: LandedCostRates): Promise<LandedCostRatesResponse> {
  return api<LandedCostRatesResponse>(API_ADMIN_LANDED_COST_RATES, { method: 'PUT', body: rates });
}

export function useUpdateLandedCostRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLandedCostRates,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminLandedCostRatesQueryKey, saved);
      // The shop's pages in this tab estimate with the new rates too.
      return queryClient.invalidateQueries({ queryKey: landedCostRatesQueryKey });
    },
  });
}
