import { storeSlug } from '../../../shared/sellers/store-slug';
import type { Db } from '../client';
import { type deals, listingRevisions, type orders, users, vendorMembers, vendorProfiles } from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DealRow = typeof deals.$inferInsert;
type OrderLine = Omit<typeof orders.$inferInsert, 'checkoutReference'>;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * The demo marketplace (docs/decisions/066): three verified vendors, each a business with one
 * member, selling the demo deals that carry their name. Their names are among the deals' vendors
 * (catalogue-data.ts), so those deals become theirs, approved; one vendor has a new listing waiting
 * for review and another a rejected one, so the seller center and the admin's queue are not empty.
 */
export const DEMO_SELLERS = [
  {
    id: '5e11e000-0000-4000-8000-000000000001',
    userId: 'seed-vendor-accra-tech-hub',
    reference: 'VND-ACC7H2',
    businessName: 'Accra Tech Hub',
    email: 'sales@accratechhub.example.com',
    description: 'Phones, chargers and gadgets, checked before they leave our shop on Oxford Street.',
  },
  {
    id: '5e11e000-0000-4000-8000-000000000002',
    userId: 'seed-vendor-kumasi-fashion-house',
    reference: 'VND-KUM4F8',
    businessName: 'Kumasi Fashion House',
    email: 'hello@kumasifashion.example.com',
    description: 'Kente, Ankara and everyday wear, sewn in Kumasi.',
  },
  {
    id: '5e11e000-0000-4000-8000-000000000003',
    userId: 'seed-vendor-tema-home-store',
    reference: 'VND-TEM9H3',
    businessName: 'Tema Home Store',
    email: 'orders@temahomestore.example.com',
    description: 'Kitchen, bedroom and garden goods for every home.',
  },
] as const;

/** The demo vendors' accounts and profiles; written before the deals, which name them. */
export async function seedSellers(tx: Tx, now: number): Promise<void> {
  await tx
    .insert(users)
    .values(
      DEMO_SELLERS.map((seller) => ({
        id: seller.userId,
        name: seller.businessName,
        email: seller.email,
        emailVerified: true,
        role: 'user',
        createdAt: new Date(now - 90 * DAY),
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(vendorProfiles)
    .values(
      DEMO_SELLERS.map((seller, i) => ({
        id: seller.id,
        reference: seller.reference,
        userId: seller.userId,
        status: 'verified',
        businessName: seller.businessName,
        businessEmail: seller.email,
        businessDescription: seller.description,
        slug: storeSlug(seller.businessName, seller.reference),
        reviewedAt: new Date(now - (80 - i * 10) * DAY),
        createdAt: new Date(now - (85 - i * 10) * DAY),
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(vendorMembers)
    .values(DEMO_SELLERS.map((seller) => ({ vendorId: seller.id, userId: seller.userId })))
    .onConflictDoNothing();
}

/** The demo deals of a demo vendor's name become that vendor's (changes the rows in place). */
export function assignSellers(dealRows: DealRow[]): void {
  for (const deal of dealRows) {
    const seller = DEMO_SELLERS.find((candidate) => candidate.businessName === deal.vendor);
    if (!seller) continue;
    deal.vendorId = seller.id;
    deal.sellerSlug = storeSlug(seller.businessName, seller.reference);
  }
}

/** What a demo vendor did with a line, from the order's status: readied in time, or declined. */
export function sellerLineOf(deal: DealRow, line: OrderLine): Partial<OrderLine> {
  if (!deal.vendorId) return {};
  const placed = line.createdAt!.getTime();
  const status = line.status;
  if (status === 'cancelled') {
    return {
      vendorId: deal.vendorId,
      sellerStatus: 'declined',
      sellerRespondedAt: new Date(placed + 3 * HOUR),
    };
  }
  if (status === 'pending') return { vendorId: deal.vendorId, sellerStatus: 'awaiting' };
  if (status === 'confirmed') {
    return {
      vendorId: deal.vendorId,
      sellerStatus: 'confirmed',
      sellerRespondedAt: new Date(placed + 2 * HOUR),
    };
  }
  return {
    vendorId: deal.vendorId,
    sellerStatus: 'ready',
    sellerRespondedAt: new Date(placed + 2 * HOUR),
    sellerReadyAt: new Date(placed + 20 * HOUR),
  };
}

/** The demo vendors' listings: each live deal's approved version, one new listing waiting, one rejected. */
export async function seedListingRevisions(tx: Tx, now: number, dealRows: readonly DealRow[]): Promise<void> {
  const approved = dealRows
    .filter((deal) => deal.vendorId)
    .map((deal) => ({
      vendorId: deal.vendorId!,
      kind: 'deal' as const,
      listingId: deal.id!,
      status: 'approved' as const,
      fields: {
        name: deal.name,
        description: deal.description ?? '',
        category: deal.category,
        originalPrice: deal.originalPrice,
        discountPrice: deal.discountPrice,
        flashSale: deal.flashSale ?? false,
        imageUrls: deal.imageUrls ?? [],
      },
      submittedAt: deal.createdAt,
      reviewedAt: deal.createdAt,
      createdAt: deal.createdAt,
      updatedAt: deal.createdAt,
    }));
  const sample = dealRows.find((deal) => deal.vendorId === DEMO_SELLERS[0].id) ?? dealRows[0]!;
  const images = sample.imageUrls ?? [];
  const proposal = (overrides: Record<string, unknown>) => ({
    category: sample.category,
    flashSale: false,
    imageUrls: images,
    ...overrides,
  });
  await tx.insert(listingRevisions).values([
    ...approved,
    {
      vendorId: DEMO_SELLERS[0].id,
      kind: 'deal',
      listingId: null,
      status: 'pending',
      fields: proposal({
        name: 'Power bank 20,000 mAh with two USB-C ports',
        description: 'Charges a phone four times over. One year warranty from Accra Tech Hub.',
        originalPrice: '320.00',
        discountPrice: '249.00',
      }),
      submittedAt: new Date(now - 5 * HOUR),
      createdAt: new Date(now - 6 * HOUR),
      updatedAt: new Date(now - 5 * HOUR),
    },
    {
      vendorId: DEMO_SELLERS[1].id,
      kind: 'deal',
      listingId: null,
      status: 'rejected',
      fields: proposal({
        name: 'Kente stole, hand woven',
        description: 'Two metres, Bonwire weave.',
        category: 'Fashion & Apparel',
        originalPrice: '450.00',
        discountPrice: '399.00',
      }),
      rejectionReason: 'The photos show a different product. Please upload photos of this stole.',
      submittedAt: new Date(now - 2 * DAY),
      reviewedAt: new Date(now - DAY),
      createdAt: new Date(now - 2 * DAY),
      updatedAt: new Date(now - DAY),
    },
  ]);
}
