import type { ProductForm } from '../../../shared/catalogue/admin-product';
import { discountPercent } from '../../../shared/money';
import type { ProductRow } from './to-product';

/**
 * The columns the admin's form writes (the main image, then image_url_2 to image_url_7); who sells
 * it is not one, nor its rating and number of reviews (its published reviews', ADR 070).
 */
export type ProductValues = Omit<
  ProductRow,
  | 'id'
  | 'vendorId'
  | 'sellerSlug'
  | 'hiddenBySuspension'
  | 'searchText'
  | 'createdAt'
  | 'updatedAt'
  | 'rating'
  | 'reviews'
>;

/** The row of a product form; the discount is computed by the shared rule, never sent. */
export function productValues(form: ProductForm): ProductValues {
  const [imageUrl, ...more] = form.imageUrls;
  return {
    name: form.name,
    description: form.description,
    price: form.price,
    originalPrice: form.originalPrice,
    discount: discountPercent(form.originalPrice, form.price),
    imageUrl: imageUrl!,
    imageUrl2: more[0] ?? null,
    imageUrl3: more[1] ?? null,
    imageUrl4: more[2] ?? null,
    imageUrl5: more[3] ?? null,
    imageUrl6: more[4] ?? null,
    imageUrl7: more[5] ?? null,
    videoUrl: form.videoUrl,
    supplier: form.supplier,
    country: form.country,
    category: form.category,
    shippingTime: form.shippingTime,
    inStock: form.inStock,
    minOrderQuantity: form.minOrderQuantity,
    isActive: form.isActive,
    colors: form.colors,
    sizes: form.sizes,
  };
}

/** The written columns of a row, for the activity log's before and after. */
export function loggedValues(row: ProductRow): Record<string, unknown> {
  const { id: _id, searchText: _search, createdAt: _created, updatedAt: _updated, ...values } = row;
  return values;
}
