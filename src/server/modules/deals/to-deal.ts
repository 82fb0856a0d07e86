import { type Deal, normaliseImageUrls } from '../../../shared/deals/deal';
import type { deals } from '../../db/schema';

export type DealRow = typeof deals.$inferSelect;

/** The API's form of a deal row: the same for the list, the page and the live events. */
export function toDeal(row: DealRow): Deal {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    originalPrice: row.originalPrice,
    discountPrice: row.discountPrice,
    discount: row.discount,
    vendor: row.vendor,
    sellerSlug: row.sellerSlug,
    category: row.category,
    verified: row.verified,
    flashSale: row.flashSale,
    rating: row.rating,
    reviews: row.reviews,
    imageUrl: row.imageUrl,
    imageUrls: normaliseImageUrls(row.imageUrl, row.imageUrls),
    createdAt: row.createdAt.toISOString(),
  };
}
