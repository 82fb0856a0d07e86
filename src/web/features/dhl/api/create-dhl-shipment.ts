import { API_DHL_SHIPMENTS } from '@shared/api-paths';
import type { SubmittedRequest } from '@shared/requests/request-kinds';
import { useMutation } from '@tanstack/react-query';
import { useOfflineSubmit } from '@web/lib/use-offline-submit';

/**
 * POST /api/dhl/shipments: a pickup request; resolves with its reference (the DHL-… tracking id).
 * Offline it waits in the device's queue (docs/decisions/046).
 */
export function useCreateDhlShipment() {
  const { send, queued } = useOfflineSubmit<unknown, SubmittedRequest>(
    API_DHL_SHIPMENTS,
    'Your DHL pickup request',
  );
  return { ...useMutation({ mutationFn: send, networkMode: 'always' }), queued };
}
