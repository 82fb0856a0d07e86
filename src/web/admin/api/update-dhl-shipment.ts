import { API_ADMIN_DHL_SHIPMENT, apiPath } from '@shared/api-paths';
import type { AdminDhlShipment, DhlShipmentUpdate } from '@shared/dhl/dhl-shipment-update';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { dashboardQueryKey } from './get-admin-dashboard';
import { dhlShipmentsQueryKey } from './list-dhl-shipments';

export function updateDhlShipment(
  id: string,
  input: DhlShipmentUpdate,
): Promise<{ shipment: AdminDhlShipment }> {
  return api(apiPath(API_ADMIN_DHL_SHIPMENT, { id }), { method: 'PATCH', body: input });
}

export function useUpdateDhlShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; input: DhlShipmentUpdate }) =>
      updateDhlShipment(variables.id, variables.input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dhlShipmentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
  });
}
