import { Store, Truck, Zap } from 'lucide-react';

/** The header's main links (docs/product/shop-and-pages.md, "The header": Flash Deals, Delivery, Sell). */
export const MAIN_NAV = [
  { to: '/deals', label: 'Flash Deals', icon: Zap },
  { to: '/delivery', label: 'Delivery', icon: Truck },
  { to: '/vendors', label: 'Sell', icon: Store },
] as const;

export const ALL_CATEGORIES_HREF = '/dropshipping?tab=categories';

/** How many category tiles each menu shows (docs/product/shop-and-pages.md, "The header"). */
export const DESKTOP_CATEGORY_TILES = 9;
export const MOBILE_CATEGORY_TILES = 6;
