import { ADMIN_API, adminApiPath } from '@shared/admin/admin-api-paths';
import type { AdminDhlShipment, DhlShipmentUpdate } from '@shared/dhl/dhl-shipment-update';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { dashboardQueryKey } from './get-admin-dashboard';
import { dhlShipmentsQueryKey } from './list-dhl-shipments';

export function updateDhlShipment(
  id: string,
  input: DhlShipmentUpdate,
): Promise<{ shipment: AdminDhlShipment }> {
  return api(adminApiPath(ADMIN_API.dhlShipment, { id }), { method: 'PATCH', body: input });
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
