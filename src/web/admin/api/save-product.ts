import { API_ADMIN_PRODUCT, API_ADMIN_PRODUCTS, apiPath } from '@shared/api-paths';
import type { AdminProduct, ProductForm } from '@shared/catalogue/admin-product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { dashboardQueryKey } from './get-admin-dashboard';
import { adminProductsQueryKey } from './list-admin-products';

/** Add (no id) or Edit (an id): the same form, POST or PUT. */
export function saveProduct(id: string | null, input: ProductForm): Promise<{ product: AdminProduct }> {
  return id === null
    ? api(API_ADMIN_PRODUCTS, { method: 'POST', body: input })
    : api(apiPath(API_ADMIN_PRODUCT, { id }), { method: 'PUT', body: input });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string | null; input: ProductForm }) =>
      saveProduct(variables.id, variables.input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
  });
}
