import { normaliseImageUrls } from '../../../shared/deals/deal';
import type { Db } from '../../db/client';
import { findActiveProductRow } from '../catalogue/get-product';
import { findDealRow } from '../deals/get-deal';

/** What a share preview shows: a deal (page /product/:id) or a drop-shipping product. */
export type ShareKind = 'deal' | 'product';

export interface ShareSubject {
  kind: ShareKind;
  id: string;
  name: string;
  description: string;
  /** What the shopper pays and what it was, 2-decimal strings. */
  price: string;
  originalPrice: string;
  /** The main image's URL as stored; null when the deal has none. */
  imageUrl: string | null;
  updatedAt: Date;
}

/** The deal or the active product with this id, or undefined for an unknown or malformed id. */
export async function findShareSubject(
  db: Db,
  kind: ShareKind,
  id: string,
): Promise<ShareSubject | undefined> {
  if (kind === 'deal') {
    const row = await findDealRow(db, id);
    return (
      row && {
        kind,
        id: row.id,
        name: row.name,
        description: row.description,
        price: row.discountPrice,
        originalPrice: row.originalPrice,
        imageUrl: normaliseImageUrls(row.imageUrl, row.imageUrls)[0] ?? null,
        updatedAt: row.updatedAt,
      }
    );
  }
  const row = await findActiveProductRow(db, id);
  return (
    row && {
      kind,
      id: row.id,
      name: row.name,
      description: row.description,
      price: row.price,
      originalPrice: row.originalPrice,
      imageUrl: row.imageUrl,
      updatedAt: row.updatedAt,
    }
  );
}
