/** The store's known categories (docs/product/catalogue.md, "What a product holds") and their emoji. Others get the package emoji. */
export const CATEGORY_EMOJI = {
  Electronics: '📱',
  'Fashion & Apparel': '👗',
  'Home & Garden': '🏡',
  'Home & Kitchen': '🍳',
  'Home & Bedroom': '🛏️',
  'Health & Beauty': '💄',
  'Sports & Outdoor': '⚽',
  Automotive: '🚗',
  'Baby & Kids': '🧸',
  'Pet Supplies': '🐾',
  Accessories: '👜',
  'Toys & Games': '🎮',
  'Office & School': '📚',
  'Tools & Hardware': '🔧',
  'Jewelry & Watches': '💍',
  'Books & Media': '📖',
  'Collectibles & Art': '🎨',
} as const satisfies Record<string, string>;

export type KnownCategory = keyof typeof CATEGORY_EMOJI;

export const KNOWN_CATEGORIES = Object.keys(CATEGORY_EMOJI) as KnownCategory[];

/** The 16 categories an admin can choose for a product (docs/product/catalogue.md, "What a product holds": all but Accessories). */
export const PRODUCT_CATEGORIES = KNOWN_CATEGORIES.filter((c) => c !== 'Accessories');

export const UNKNOWN_CATEGORY_EMOJI = '📦';

export function categoryEmoji(category: string): string {
  return (CATEGORY_EMOJI as Record<string, string>)[category] ?? UNKNOWN_CATEGORY_EMOJI;
}

export const COUNTRIES = ['USA', 'China'] as const;
export type Country = (typeof COUNTRIES)[number];
