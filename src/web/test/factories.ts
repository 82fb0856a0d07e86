import type { Product } from '@shared/catalogue/product';
import type { Deal } from '@shared/deals/deal';

let next = 0;

/** A deal as the API sends it, with a fresh id (override anything). */
export function makeDeal(overrides: Partial<Deal> = {}): Deal {
  next += 1;
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
  return {
    id,
    name: `Deal ${next}`,
    description: 'A test deal.',
    originalPrice: '100.00',
    discountPrice: '60.00',
    discount: 40,
    vendor: 'Accra Test Store',
    sellerSlug: null,
    category: 'Electronics',
    verified: true,
    flashSale: true,
    rating: 4.5,
    reviews: 12,
    imageUrl: '/uploads/seed/electronics-1-640.webp',
    imageUrls: ['/uploads/seed/electronics-1-640.webp'],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeDeals(count: number, overrides: Partial<Deal> = {}): Deal[] {
  return Array.from({ length: count }, () => makeDeal(overrides));
}

/** A drop-shipping product as the API sends it. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  next += 1;
  return {
    id: `10000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    name: `Product ${next}`,
    description: 'A test product.',
    price: '189.99',
    originalPrice: '259.00',
    discount: 27,
    rating: 4.6,
    reviews: 1284,
    imageUrl: '/uploads/seed/electronics-1-640.webp',
    images: ['/uploads/seed/electronics-1-640.webp'],
    videoUrl: null,
    supplier: 'Austin Gadget Supply Inc.',
    sellerSlug: null,
    country: 'USA',
    category: 'Electronics',
    shippingTime: '7-14 days',
    inStock: true,
    minOrderQuantity: 1,
    colors: [],
    sizes: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
