import { API_ADMIN_CASH_HANDINS } from '@shared/api-paths';
import type { CashHandin } from '@shared/riders/rider-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { cashQueryKey } from './get-cash';

export function recordCashHandin(input: CashHandin): Promise<{ id: string }> {
  return api(API_ADMIN_CASH_HANDINS, { method: 'POST', body: input });
}

export function useRecordCashHandin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCashHandin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashQueryKey }),
  });
}
