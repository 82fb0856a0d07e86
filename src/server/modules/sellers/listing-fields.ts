import { productFormSchema } from '../../../shared/catalogue/admin-product';
import type { ListingKind } from '../../../shared/sellers/listing';
import type { SellerDeal, SellerProduct } from '../../../shared/sellers/seller-forms';
import { type ProductValues, productValues } from '../catalogue/product-values';
import type { ProductRow } from '../catalogue/to-product';
import type { DealRow } from '../deals/to-deal';

// The seller form's values and the live rows, both ways: what a review compares, and what an
// approval writes. The shop's own columns (the vendor's name, shown) and the reviews' (rating) are never
// taken from the vendor.

/** A live deal as the seller's deal form's values. */
export function dealFormFields(row: DealRow): SellerDeal {
  return {
    name: row.name,
    description: row.description,
    category: row.category,
    originalPrice: row.originalPrice,
    discountPrice: row.discountPrice,
    flashSale: row.flashSale,
    imageUrls: row.imageUrls.length > 0 ? row.imageUrls : row.imageUrl ? [row.imageUrl] : [],
  };
}

/** A live product as the seller's product form's values. */
export function productFormFields(row: ProductRow): SellerProduct {
  return {
    name: row.name,
    description: row.description,
    price: row.price,
    originalPrice: row.originalPrice,
    imageUrls: [
      row.imageUrl,
      row.imageUrl2,
      row.imageUrl3,
      row.imageUrl4,
      row.imageUrl5,
      row.imageUrl6,
      row.imageUrl7,
    ].filter((url): url is string => Boolean(url)),
    videoUrl: row.videoUrl,
    country: row.country,
    category: row.category,
    shippingTime: row.shippingTime,
    inStock: row.inStock,
    minOrderQuantity: row.minOrderQuantity,
    colors: row.colors,
    sizes: row.sizes,
  };
}

/** The live row's form values, whichever kind. */
export function liveFormFields(kind: ListingKind, row: DealRow | ProductRow): Record<string, unknown> {
  return kind === 'deal' ? dealFormFields(row as DealRow) : productFormFields(row as ProductRow);
}

/**
 * A product's columns from an approved proposal: the seller's fields, the vendor as its supplier,
 * and whether it is shown kept from the live row (its rating is its published reviews', ADR 070).
 * Parsed again with the admin's product rule, so that the stored row is one the admin could write.
 */
export function approvedProductValues(
  fields: SellerProduct,
  vendorName: string,
  live: ProductRow | null,
): ProductValues {
  const form = productFormSchema.parse({
    ...fields,
    supplier: vendorName,
    isActive: live?.isActive ?? true,
  });
  return productValues(form);
}
