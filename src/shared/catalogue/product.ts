import type { Country } from '../categories';

/** The home page's drop-shipping strip shows 20 products (docs/product/catalogue.md, "The home page's strip"). */
export const FEATURED_PRODUCTS_LIMIT = 20;

/** Up to 50 similar products, topped up while fewer than 20 (docs/product/catalogue.md, "Similar products"). */
export const SIMILAR_PRODUCTS_LIMIT = 50;
export const SIMILAR_PRODUCTS_TOP_UP_BELOW = 20;

/** The product page's not-found text (docs/product/catalogue.md, "The product page"). */
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';

/** A drop-shipping product as the API sends it. Money is a 2-decimal string; dates ISO strings. */
export interface Product {
  id: string;
  name: string;
  description: string;
  price: string;
  originalPrice: string;
  /** Percent off, a whole number; 0 when not discounted. */
  discount: number;
  rating: number;
  reviews: number;
  imageUrl: string;
  /** The main image then image_url_2 to image_url_7, without gaps (up to 7). */
  images: string[];
  videoUrl: string | null;
  supplier: string;
  /** The vendor's page (/store/{slug}) when a vendor sells it, the supplier then being its name; null for the shop's own. */
  sellerSlug: string | null;
  country: Country;
  category: string;
  shippingTime: string;
  inStock: boolean;
  minOrderQuantity: number;
  colors: string[];
  sizes: string[];
  createdAt: string;
}

/** GET /api/catalogue/featured and GET /api/catalogue/products/:id/similar */
export interface ProductListResponse {
  products: Product[];
}

/** GET /api/catalogue/products/:id */
export interface ProductResponse {
  product: Product;
}
