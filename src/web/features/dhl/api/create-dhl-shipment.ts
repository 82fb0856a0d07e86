import { API_DHL_SHIPMENTS } from '@shared/api-paths';
import type { SubmittedRequest } from '@shared/requests/request-kinds';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** POST /api/dhl/shipments: a pickup request; resolves with its reference (the DHL-… tracking id). */
export function createDhlShipment(values: unknown): Promise<SubmittedRequest> {
  return api<SubmittedRequest>(API_DHL_SHIPMENTS, { method: 'POST', body: values });
}

export function useCreateDhlShipment() {
  return useMutation({ mutationFn: createDhlShipment });
}
