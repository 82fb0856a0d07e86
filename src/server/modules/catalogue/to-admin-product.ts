import type { AdminProduct } from '../../../shared/catalogue/admin-product';
import { type ProductRow, toProduct } from './to-product';

/** A product row as the admin API sends it: the shop's form plus whether it is shown. */
export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...toProduct(row),
    isActive: row.isActive,
    hiddenBySuspension: row.hiddenBySuspension,
    updatedAt: row.updatedAt.toISOString(),
  };
}
