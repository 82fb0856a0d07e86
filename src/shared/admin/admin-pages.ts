/**
 * The admin area's pages (src/web/admin, its own lazily loaded part of the app and its own router).
 * Add a view's path here when the view lands: the server answers 404 for any other /admin path.
 */
export const ADMIN_PAGES = {
  dashboard: '/admin',
  products: '/admin/products',
  createDeal: '/admin/deals/new',
  deals: '/admin/deals',
  dhl: '/admin/dhl',
  orders: '/admin/orders',
  /** One order's packing slip (`?kind=&id=`), to print. */
  packingSlip: '/admin/orders/packing',
  requests: '/admin/requests',
  landedCost: '/admin/landed-cost',
  vendors: '/admin/vendors',
  payouts: '/admin/payouts',
  listings: '/admin/listings',
  analytics: '/admin/analytics',
  activity: '/admin/activity',
  messages: '/admin/messages',
  deliveryFees: '/admin/delivery-fees',
  admins: '/admin/admins',
  riders: '/admin/riders',
  dispatch: '/admin/dispatch',
  cash: '/admin/cash',
  reviews: '/admin/reviews',
} as const;
