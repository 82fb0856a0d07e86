import { API_ADMIN_PRODUCTS } from '@shared/api-paths';
import type { AdminProductPage } from '@shared/catalogue/admin-product';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const adminProductsQueryKey = [...adminQueryKey, 'products'] as const;

/** `search` is the page's own query string (page, q, filters, sort): the server reads the same names. */
export function listAdminProducts(search: string, signal?: AbortSignal): Promise<AdminProductPage> {
  return api<AdminProductPage>(`${API_ADMIN_PRODUCTS}${search ? `?${search}` : ''}`, { signal });
}

export function useAdminProducts(search: string) {
  return useQuery({
    queryKey: [...adminProductsQueryKey, search],
    queryFn: ({ signal }) => listAdminProducts(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
