import type { Country } from '../categories';

/** Spec 1, section 9: the home page's drop-shipping strip shows 20 products. */
export const FEATURED_PRODUCTS_LIMIT = 20;

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
  country: Country;
  category: string;
  shippingTime: string;
  inStock: boolean;
  minOrderQuantity: number;
  colors: string[];
  sizes: string[];
  createdAt: string;
}

/** GET /api/catalogue/featured */
export interface ProductListResponse {
  products: Product[];
}
