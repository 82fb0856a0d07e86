import { and, desc, eq } from 'drizzle-orm';
import type { StoreResponse } from '../../../shared/sellers/store';
import { STORE_LISTINGS_LIMIT, STORE_NOT_FOUND_MESSAGE } from '../../../shared/sellers/store';
import type { Db } from '../../db/client';
import { deals, dropshippingProducts, vendorProfiles } from '../../db/schema';
import { notFound } from '../../errors';
import { productAnswerColumns, toProduct } from '../catalogue/to-product';
import { toDeal } from '../deals/to-deal';

/**
 * A vendor's page (/store/{slug}): its name, when it joined, its listings' rating and its approved
 * listings, newest first. Only a verified vendor has one; any other slug is not found.
 */
export async function getStore(db: Db, slug: string): Promise<StoreResponse> {
  const [vendor] = await db
    .select()
    .from(vendorProfiles)
    .where(and(eq(vendorProfiles.slug, slug), eq(vendorProfiles.status, 'verified')));
  if (!vendor) throw notFound(STORE_NOT_FOUND_MESSAGE);
  const dealRows = await db
    .select()
    .from(deals)
    .where(eq(deals.vendorId, vendor.id))
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(STORE_LISTINGS_LIMIT);
  const productRows = await db
    .select(productAnswerColumns)
    .from(dropshippingProducts)
    .where(and(eq(dropshippingProducts.vendorId, vendor.id), eq(dropshippingProducts.isActive, true)))
    .orderBy(desc(dropshippingProducts.createdAt), desc(dropshippingProducts.id))
    .limit(STORE_LISTINGS_LIMIT);
  const rated = [...dealRows, ...productRows].filter((row) => row.reviews > 0);
  const reviews = rated.reduce((sum, row) => sum + row.reviews, 0);
  const rating =
    reviews === 0
      ? null
      : Math.round((rated.reduce((sum, row) => sum + row.rating * row.reviews, 0) / reviews) * 10) / 10;
  return {
    store: {
      name: vendor.businessName,
      slug,
      description: vendor.businessDescription,
      joinedAt: (vendor.reviewedAt ?? vendor.createdAt).toISOString(),
      rating,
      reviews,
    },
    deals: dealRows.map(toDeal),
    products: productRows.map(toProduct),
  };
}
