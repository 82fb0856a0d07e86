import { and, eq } from 'drizzle-orm';
import type { ListingKind } from '../../../shared/sellers/listing';
import type { Db } from '../../db/client';
import { deals, dropshippingProducts } from '../../db/schema';
import type { ProductRow } from '../catalogue/to-product';
import type { DealRow } from '../deals/to-deal';

/** The live deal or product of a vendor's listing; null when it is gone or is not this vendor's. */
export async function findLiveListing(
  db: Db,
  options: { kind: ListingKind; id: string; vendorId: string },
): Promise<DealRow | ProductRow | null> {
  const { kind, id, vendorId } = options;
  if (kind === 'deal') {
    const [row] = await db
      .select()
      .from(deals)
      .where(and(eq(deals.id, id), eq(deals.vendorId, vendorId)));
    return row ?? null;
  }
  const [row] = await db
    .select()
    .from(dropshippingProducts)
    .where(and(eq(dropshippingProducts.id, id), eq(dropshippingProducts.vendorId, vendorId)));
  return row ?? null;
}
