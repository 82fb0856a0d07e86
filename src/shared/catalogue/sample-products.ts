import { discountPercent } from '../money';
import { seedImage } from '../samples';
import type { Product } from './product';

/**
 * The spec's six built-in sample products, shown when the catalogue fails to load (docs/product/catalogue.md, "Sample products"). Keys are those of the database rows (drizzle schema), dates are ISO strings as in API
 * responses; SAMPLE_CATALOGUE is the same products in the API's shape.
 */
/** The row's shape: the image columns (images 2 to 7) rather than `images`, and isActive. */
type SampleProduct = Omit<Product, 'images'> &
  Record<'imageUrl2' | 'imageUrl3' | 'imageUrl4' | 'imageUrl5' | 'imageUrl6' | 'imageUrl7', string | null> & {
    isActive: boolean;
  };

const noExtraImages = {
  imageUrl3: null,
  imageUrl4: null,
  imageUrl5: null,
  imageUrl6: null,
  imageUrl7: null,
  sellerSlug: null,
};

export const SAMPLE_PRODUCTS: readonly SampleProduct[] = [
  {
    id: '1',
    name: 'Voltix Pro Wireless Earbuds',
    description:
      'Bluetooth 5.3 earbuds with a compact charging case and up to 30 hours of playback. Charges over USB-C.',
    price: '189.99',
    originalPrice: '259.00',
    discount: discountPercent('259.00', '189.99'),
    rating: 4.6,
    reviews: 1284,
    imageUrl: seedImage('electronics-earbuds', 1),
    imageUrl2: null,
    ...noExtraImages,
    videoUrl: null,
    supplier: 'Austin Gadget Supply Inc.',
    country: 'USA',
    category: 'Electronics',
    shippingTime: '7-14 days',
    inStock: true,
    minOrderQuantity: 1,
    isActive: true,
    colors: ['Black', 'White'],
    sizes: [],
    createdAt: '2025-01-06T09:00:00.000Z',
  },
  {
    id: '2',
    name: "Adinkra Threads Men's Slim Fit Chinos",
    description:
      'Breathable stretch cotton with a tailored fit, sharp at the office and comfortable all day.',
    price: '149.50',
    originalPrice: '220.00',
    discount: discountPercent('220.00', '149.50'),
    rating: 4.4,
    reviews: 356,
    imageUrl: seedImage('fashion-apparel-shirt', 1),
    imageUrl2: seedImage('fashion-apparel-shirt', 2),
    ...noExtraImages,
    videoUrl: null,
    supplier: 'Guangzhou Silkroad Apparel Co.',
    country: 'China',
    category: 'Fashion & Apparel',
    shippingTime: '24-30 days',
    inStock: true,
    minOrderQuantity: 2,
    isActive: true,
    colors: ['Black', 'Navy', 'Khaki', 'Olive'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    createdAt: '2025-01-05T09:00:00.000Z',
  },
  {
    id: '3',
    name: 'Kitchenwise Insulated Water Bottle 1 L',
    description:
      'Double-walled stainless steel keeps water cold for 24 hours. Free of BPA and easy to clean.',
    price: '119.00',
    originalPrice: '119.00',
    discount: 0,
    rating: 4.7,
    reviews: 902,
    imageUrl: seedImage('home-kitchen-glass-water', 1),
    imageUrl2: null,
    ...noExtraImages,
    videoUrl: null,
    supplier: 'Dallas Home Essentials LLC',
    country: 'USA',
    category: 'Home & Kitchen',
    shippingTime: '14-21 days',
    inStock: true,
    minOrderQuantity: 1,
    isActive: true,
    colors: ['Red', 'Blue', 'Green'],
    sizes: [],
    createdAt: '2025-01-04T09:00:00.000Z',
  },
  {
    id: '4',
    name: 'Oro & Bead Beaded Bracelet Set',
    description: 'Hand-strung glass beads on stretch cord, sold in sets of five. A bright gift for friends.',
    price: '45.99',
    originalPrice: '79.00',
    discount: discountPercent('79.00', '45.99'),
    rating: 4.3,
    reviews: 211,
    imageUrl: seedImage('jewelry-watches-link', 1),
    imageUrl2: null,
    ...noExtraImages,
    videoUrl: null,
    supplier: 'Yiwu Sparkle Jewellery Co.',
    country: 'China',
    category: 'Jewelry & Watches',
    shippingTime: '18-25 days',
    inStock: true,
    minOrderQuantity: 5,
    isActive: true,
    colors: ['Red', 'Blue', 'Yellow', 'Purple'],
    sizes: [],
    createdAt: '2025-01-03T09:00:00.000Z',
  },
  {
    id: '5',
    name: 'Fitcore Adjustable Dumbbell Set',
    description:
      'Two dumbbells adjustable from 2.5 to 20 kg each, with a non-slip grip. Built for training at home.',
    price: '899.00',
    originalPrice: '1150.00',
    discount: discountPercent('1150.00', '899.00'),
    rating: 4.8,
    reviews: 148,
    imageUrl: seedImage('sports-outdoor-dumbbell', 1),
    imageUrl2: null,
    ...noExtraImages,
    videoUrl: null,
    supplier: 'Denver Outdoor Outfitters',
    country: 'USA',
    category: 'Sports & Outdoor',
    shippingTime: '10-15 days',
    inStock: true,
    minOrderQuantity: 1,
    isActive: true,
    colors: [],
    sizes: [],
    createdAt: '2025-01-02T09:00:00.000Z',
  },
  {
    id: '6',
    name: 'Little Sprout Cotton Baby Romper (3 Pack)',
    description:
      'Soft, breathable cotton rompers with snap buttons for quick changes. Gentle on delicate skin.',
    price: '129.99',
    originalPrice: '175.00',
    discount: discountPercent('175.00', '129.99'),
    rating: 4.5,
    reviews: 467,
    imageUrl: seedImage('baby-kids-shirt', 1),
    imageUrl2: null,
    ...noExtraImages,
    videoUrl: null,
    supplier: 'Shantou Happy Kids Toys Factory',
    country: 'China',
    category: 'Baby & Kids',
    shippingTime: '20-30 days',
    inStock: true,
    minOrderQuantity: 2,
    isActive: true,
    colors: ['Yellow', 'Pink', 'Blue'],
    sizes: ['0-6M', '6-12M', '1-2Y'],
    createdAt: '2025-01-01T09:00:00.000Z',
  },
];

/** The sample products in the API's shape (as the server's toProduct sends a row). */
export const SAMPLE_CATALOGUE: readonly Product[] = SAMPLE_PRODUCTS.map((sample) => {
  const { imageUrl2, imageUrl3, imageUrl4, imageUrl5, imageUrl6, imageUrl7, isActive: _, ...rest } = sample;
  const images = [sample.imageUrl, imageUrl2, imageUrl3, imageUrl4, imageUrl5, imageUrl6, imageUrl7];
  return { ...rest, images: images.filter((url): url is string => !!url) };
});
