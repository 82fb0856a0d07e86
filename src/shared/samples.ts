import type { Deal } from './deals/deal';
import { discountPercent } from './money';

/**
 * The spec's built-in sample deals: four deals shown when there are no live deals (the sample
 * products are in catalogue/sample-products.ts, out of the first chunk). Keys are those of the
 * database rows (drizzle schema), dates are ISO strings as in API responses.
 *
 * Their images are the seed's generated images (src/server/db/seed/images.ts), served from local
 * storage at /uploads/seed/<name>-640.webp, with -320 and -1024 siblings for a srcset.
 */

/**
 * A seed image by name (`<category-slug>-<glyph>`) and variant (its -320 and -1024 siblings make
 * the srcset).
 */
export const seedImage = (name: string, variant: number) => `/uploads/seed/${name}-${variant}-640.webp`;

export const SAMPLE_DEALS: readonly Deal[] = [
  {
    id: 'sample-1',
    name: 'Voltix Pro Smart Watch',
    description:
      'Heart-rate, sleep and step tracking with a week of battery life. Works with Android and iPhone.',
    originalPrice: '899.00',
    discountPrice: '449.00',
    discount: discountPercent('899.00', '449.00'),
    vendor: 'Accra Tech Hub',
    sellerSlug: null,
    category: 'Electronics',
    rating: 4.7,
    reviews: 312,
    imageUrl: seedImage('electronics-watch', 1),
    imageUrls: [seedImage('electronics-watch', 1)],
    verified: true,
    flashSale: true,
    createdAt: '2025-01-06T08:00:00.000Z',
  },
  {
    id: 'sample-2',
    name: 'Kente & Co. Ankara Print Maxi Dress',
    description: 'Vibrant wax-print cotton, tailored in Kumasi. Breathable and comfortable in the heat.',
    originalPrice: '420.00',
    discountPrice: '252.00',
    discount: discountPercent('420.00', '252.00'),
    vendor: 'Kumasi Fashion House',
    sellerSlug: null,
    category: 'Fashion & Apparel',
    rating: 4.8,
    reviews: 189,
    imageUrl: seedImage('fashion-apparel-shirt', 1),
    imageUrls: [seedImage('fashion-apparel-shirt', 1), seedImage('fashion-apparel-shirt', 2)],
    verified: true,
    flashSale: false,
    createdAt: '2025-01-05T08:00:00.000Z',
  },
  {
    id: 'sample-3',
    name: 'ChefMate Air Fryer 5.5 L',
    description: 'Crispy plantain and chicken with little or no oil. Dishwasher-safe basket.',
    originalPrice: '1450.00',
    discountPrice: '899.00',
    discount: discountPercent('1450.00', '899.00'),
    vendor: 'Tema Home Store',
    sellerSlug: null,
    category: 'Home & Kitchen',
    rating: 4.6,
    reviews: 541,
    imageUrl: seedImage('home-kitchen-cooking-pot', 1),
    imageUrls: [seedImage('home-kitchen-cooking-pot', 1)],
    verified: true,
    flashSale: true,
    createdAt: '2025-01-04T08:00:00.000Z',
  },
  {
    id: 'sample-4',
    name: 'Shea Bloom Raw Shea Butter Body Cream',
    description: 'Unrefined shea butter from northern Ghana, whipped with coconut oil. Suits all skin types.',
    originalPrice: '180.00',
    discountPrice: '99.00',
    discount: discountPercent('180.00', '99.00'),
    vendor: 'Osu Beauty Corner',
    sellerSlug: null,
    category: 'Health & Beauty',
    rating: 4.9,
    reviews: 276,
    imageUrl: seedImage('health-beauty-tube-lotion', 1),
    imageUrls: [seedImage('health-beauty-tube-lotion', 1)],
    verified: true,
    flashSale: false,
    createdAt: '2025-01-03T08:00:00.000Z',
  },
];
