import { getTableColumns } from 'drizzle-orm';
import type { Product } from '../../../shared/catalogue/product';
import { dropshippingProducts } from '../../db/schema';

export type ProductRow = typeof dropshippingProducts.$inferSelect;

/**
 * The columns toProduct reads. A list of 50 selects only these: search_text, the largest column,
 * and updated_at (a date to parse per row) are never sent (docs/decisions/045).
 */
export const productAnswerColumns = (() => {
  const {
    searchText: _searchText,
    isActive: _isActive,
    updatedAt: _updatedAt,
    vendorId: _vendorId,
    hiddenBySuspension: _hiddenBySuspension,
    ...columns
  } = getTableColumns(dropshippingProducts);
  return columns;
})();
export type ProductAnswerRow = Omit<
  ProductRow,
  'searchText' | 'isActive' | 'updatedAt' | 'vendorId' | 'hiddenBySuspension'
>;

/** The API's form of a product row, the same wherever a product is sent. */
export function toProduct(row: ProductAnswerRow): Product {
  const images = [
    row.imageUrl,
    row.imageUrl2,
    row.imageUrl3,
    row.imageUrl4,
    row.imageUrl5,
    row.imageUrl6,
    row.imageUrl7,
  ].filter((url): url is string => Boolean(url));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    originalPrice: row.originalPrice,
    discount: row.discount,
    rating: row.rating,
    reviews: row.reviews,
    imageUrl: row.imageUrl,
    images,
    videoUrl: row.videoUrl,
    supplier: row.supplier,
    sellerSlug: row.sellerSlug,
    country: row.country,
    category: row.category,
    shippingTime: row.shippingTime,
    inStock: row.inStock,
    minOrderQuantity: row.minOrderQuantity,
    colors: row.colors,
    sizes: row.sizes,
    createdAt: row.createdAt.toISOString(),
  };
}
