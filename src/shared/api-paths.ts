/**
 * Every endpoint of the API, written once: the Fastify routes register these patterns and the web
 * fetchers build their URLs from them (`apiPath(API_DEAL, { id })`). The tests keep literal paths
 * on purpose: they check the contract.
 *
 * One constant per path rather than an object: the web build inlines each constant where it is used
 * (vite.config.ts, `inlineConst`), so a path stays in the chunk that calls it and the server-only ones
 * never reach the browser.
 */
/** What every API path begins with: the rest are pages, assets and uploads. */
export const API_PREFIX = '/api/';
export const API_HEALTH = '/api/health';
/** Readiness for load balancers: the database answers and every migration is applied. */
export const API_READY = '/api/ready';
/** The same readiness check under its first path (the browser tests and the bench wait on it). */
export const API_HEALTH_READY = '/api/health/ready';
/** Prometheus metrics: not under /api, where Prometheus looks by default; loopback or a token only. */
export const API_METRICS = '/metrics';

// better-auth answers everything under its base path; the shop limits and validates a few of them.
export const API_AUTH = '/api/auth';
export const API_AUTH_ALL = '/api/auth/*';
export const API_GET_SESSION = '/api/auth/get-session';
export const API_SIGN_IN_EMAIL = '/api/auth/sign-in/email';
export const API_SIGN_IN_USERNAME = '/api/auth/sign-in/username';
export const API_SIGN_UP_EMAIL = '/api/auth/sign-up/email';
export const API_SIGN_OUT = '/api/auth/sign-out';
export const API_REQUEST_PASSWORD_RESET = '/api/auth/request-password-reset';
export const API_SEND_VERIFICATION_EMAIL = '/api/auth/send-verification-email';
export const API_RESET_PASSWORD = '/api/auth/reset-password';
export const API_CHANGE_PASSWORD = '/api/auth/change-password';
export const API_REVOKE_SESSIONS = '/api/auth/revoke-sessions';

export const API_DEALS = '/api/deals';
export const API_NEW_DEALS_COUNT = '/api/deals/new-count';
export const API_DEAL_EVENTS = '/api/deals/events';
export const API_DEAL = '/api/deals/:id';

export const API_WISHLIST = '/api/wishlist';
export const API_WISHLIST_DEAL = '/api/wishlist/:dealId';

export const API_ACCOUNT = '/api/account';
export const API_ACCOUNT_PROFILE = '/api/account/profile';
export const API_ACCOUNT_ADDRESSES = '/api/account/addresses';
export const API_ACCOUNT_ADDRESS = '/api/account/addresses/:id';

export const API_CART = '/api/cart';
export const API_CART_ITEMS = '/api/cart/items';
export const API_CART_ITEM = '/api/cart/items/:itemId';
export const API_CART_CHECKOUT = '/api/cart/checkout';
export const API_CART_PAYMENT_VERIFY = '/api/cart/payments/:reference/verify';
export const API_DELIVERY_FEES = '/api/delivery-fees';

export const API_ORDERS = '/api/orders';
export const API_ORDER = '/api/orders/:reference';
export const API_ORDER_CANCEL = '/api/orders/:reference/cancel';
export const API_ORDER_PAYMENT = '/api/orders/:reference/payment';

export const API_CATALOGUE_CATEGORIES = '/api/catalogue/categories';
export const API_FEATURED_PRODUCTS = '/api/catalogue/featured';
export const API_PRODUCTS = '/api/catalogue/products';
export const API_PRODUCT = '/api/catalogue/products/:id';
export const API_SIMILAR_PRODUCTS = '/api/catalogue/products/:id/similar';
/** A deal's or product's share picture (og:image); `:kind` is `deal` or `product`. */
export const API_SHARE_IMAGE = '/api/share-images/:kind/:id/:version';

export const API_CHECKOUT_ORDERS = '/api/checkout/orders';
export const API_CHECKOUT_PAYMENT = '/api/checkout/orders/:orderId/payment';
export const API_VERIFY_PAYMENT = '/api/checkout/payments/:reference/verify';
// Where payment providers post their events (Paystack's format, also used by the simulated provider).
export const API_PAYMENT_WEBHOOK = '/api/payments/paystack/webhook';

export const API_DELIVERY_REQUEST = '/api/requests/delivery';
export const API_DRIVER_RIDER_APPLICATION = '/api/requests/driver-rider-application';
export const API_CONTACT_REQUEST = '/api/requests/contact';
export const API_SHOP_FOR_ME_REQUEST = '/api/requests/shop-for-me';
export const API_INSURANCE_REQUEST = '/api/requests/insurance';
export const API_SHOP_SHIP_USA_REQUEST = '/api/requests/shop-ship-usa';
export const API_SHOP_SHIP_CHINA_REQUEST = '/api/requests/shop-ship-china';
export const API_SHOP_SHIP_DUBAI_REQUEST = '/api/requests/shop-ship-dubai';
export const API_TRACK_REQUEST = '/api/requests/track';
/** The requester's answer on a request's thread. */
export const API_REQUEST_REPLIES = '/api/requests/:reference/replies';
/** A request's quote, for its requester (signed in, or with the link's `token`). */
export const API_QUOTE = '/api/quotes/:reference';
export const API_QUOTE_PAYMENT = '/api/quotes/:reference/payment';
export const API_QUOTE_PAYMENT_VERIFY = '/api/quotes/:reference/payments/:paymentReference/verify';
export const API_QUOTE_DECLINE = '/api/quotes/:reference/decline';
/** The Shop & Ship landed-cost rates the pages estimate with (docs/decisions/042). */
export const API_LANDED_COST_RATES = '/api/requests/landed-cost-rates';

export const API_DHL_SHIPMENTS = '/api/dhl/shipments';

export const API_VENDORS = '/api/vendors';
export const API_VENDOR_CATEGORIES = '/api/vendors/categories';
export const API_MY_VENDOR_PROFILE = '/api/vendors/me';
/** A vendor's page: its approved listings, rating and joined date (docs/decisions/066). */
export const API_STORE = '/api/stores/:slug';

// The seller center: every path under this prefix is registered inside the seller plugin, which
// checks for a member of a verified vendor before anything else (src/server/seller-api.ts).
export const API_SELLER_PREFIX = '/api/seller/';
export const API_SELLER_ME = '/api/seller/me';
export const API_SELLER_LISTINGS = '/api/seller/listings';
export const API_SELLER_LISTING = '/api/seller/listings/:id';
export const API_SELLER_UPLOAD_IMAGES = '/api/seller/uploads/images';
export const API_SELLER_ORDERS = '/api/seller/orders';
export const API_SELLER_ORDER_LINE = '/api/seller/orders/:kind/:id';

// Development only, outside /api: the e-mails the outbox mailer kept.
export const DEV_MAILBOX_PATH = '/dev/mailbox';
export const DEV_MAILBOX_JSON_PATH = '/dev/mailbox.json';

// The admin area: every path under this prefix is registered inside the admin plugin, which checks
// the admin session before anything else (src/server/admin-api.ts).
export const API_ADMIN_PREFIX = '/api/admin/';
export const API_ADMIN_DASHBOARD = '/api/admin/dashboard';
export const API_ADMIN_DEALS = '/api/admin/deals';
export const API_ADMIN_DEAL = '/api/admin/deals/:id';
export const API_ADMIN_UPLOAD_IMAGES = '/api/admin/uploads/images';
export const API_ADMIN_DHL_SHIPMENTS = '/api/admin/dhl-shipments';
export const API_ADMIN_DHL_SHIPMENT = '/api/admin/dhl-shipments/:id';
export const API_ADMIN_PRODUCTS = '/api/admin/products';
export const API_ADMIN_PRODUCT = '/api/admin/products/:id';
export const API_ADMIN_PRODUCT_PRICE_ADJUSTMENTS = '/api/admin/products/price-adjustments';
export const API_ADMIN_PRODUCT_PRICE_ADJUSTMENT_PREVIEW = '/api/admin/products/price-adjustments/preview';
export const API_ADMIN_PRODUCT_PRICE_ADJUSTMENT_UNDO = '/api/admin/products/price-adjustments/:id/undo';
export const API_ADMIN_ORDERS = '/api/admin/orders';
export const API_ADMIN_ORDERS_CSV = '/api/admin/orders/export.csv';
export const API_ADMIN_ORDER = '/api/admin/orders/:kind/:id';
export const API_ADMIN_ORDER_STATUS = '/api/admin/orders/:kind/:id/status';
export const API_ADMIN_REFUND_DUE_PAYMENTS = '/api/admin/payments/refund-due';
export const API_ADMIN_PAYMENT_REFUND = '/api/admin/payments/:reference/refund';
export const API_ADMIN_REQUESTS = '/api/admin/requests';
export const API_ADMIN_REQUEST = '/api/admin/requests/:reference';
export const API_ADMIN_REQUEST_QUOTES = '/api/admin/requests/:reference/quotes';
export const API_ADMIN_REQUEST_STAGE = '/api/admin/requests/:reference/stage';
export const API_ADMIN_REQUEST_ANSWERS = '/api/admin/requests/:reference/answers';
export const API_ADMIN_REQUEST_REFUND = '/api/admin/requests/:reference/payments/:paymentReference/refund';
export const API_ADMIN_LANDED_COST_RATES = '/api/admin/landed-cost-rates';
export const API_ADMIN_VENDORS = '/api/admin/vendors';
export const API_ADMIN_VENDOR_REVIEW = '/api/admin/vendors/:id/review';
export const API_ADMIN_VENDOR_STANDING = '/api/admin/vendors/:id/standing';
export const API_ADMIN_LISTINGS = '/api/admin/listings';
export const API_ADMIN_LISTINGS_REVIEW = '/api/admin/listings/review';
export const API_ADMIN_SELLERS = '/api/admin/sellers';
export const API_ADMIN_SELLER_SETTINGS = '/api/admin/sellers/settings';
export const API_ADMIN_ANALYTICS = '/api/admin/analytics';
export const API_ADMIN_ACTIVITY = '/api/admin/activity';
export const API_ADMIN_FAILED_MESSAGES = '/api/admin/messages/failed';
export const API_ADMIN_MESSAGE_RETRY = '/api/admin/messages/:id/retry';
export const API_ADMIN_ADMINS = '/api/admin/admins';
export const API_ADMIN_OWN_PASSWORD = '/api/admin/me/password';
export const API_ADMIN_DELIVERY_FEES = '/api/admin/delivery-fees';
export const API_ADMIN_RIDERS = '/api/admin/riders';
export const API_ADMIN_RIDER_STATUS = '/api/admin/riders/:id/status';
export const API_ADMIN_DISPATCH = '/api/admin/dispatch';
export const API_ADMIN_DISPATCH_ASSIGN = '/api/admin/dispatch/assign';
export const API_ADMIN_DISPATCH_EVENTS = '/api/admin/dispatch/events';
export const API_ADMIN_DISPATCH_PAYMENT_LINK = '/api/admin/dispatch/:id/payment-link';
export const API_ADMIN_CASH = '/api/admin/cash';
export const API_ADMIN_CASH_HANDINS = '/api/admin/cash/handins';
export const API_ADMIN_REVIEWS = '/api/admin/reviews';
export const API_ADMIN_REVIEWS_MODERATE = '/api/admin/reviews/moderate';
export const API_ADMIN_REVIEW_REPLY = '/api/admin/reviews/:id/reply';

// Reviews from buyers (docs/decisions/070).
export const API_REVIEWS = '/api/reviews';
export const API_REVIEW_PHOTOS = '/api/reviews/photos';
export const API_ORDER_REVIEWS = '/api/reviews/orders/:reference';
export const API_REVIEW_HELPFUL = '/api/reviews/:id/helpful';
export const API_SELLER_REVIEWS = '/api/seller/reviews';
export const API_SELLER_REVIEW_REPLY = '/api/seller/reviews/:id/reply';

/** The names of a pattern's `:parameters`. */
type PathParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern of this file with its `:parameters` filled in, each URL-encoded. */
export function apiPath<Pattern extends string>(
  pattern: Pattern,
  params: Record<PathParams<Pattern>, string>,
): string {
  const values: Record<string, string> = params;
  return pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name]!));
}

// Vendors' money (docs/decisions/068): the seller's Money page, and the admin's payouts.
export const API_SELLER_MONEY = '/api/seller/money';
/** A week's statement as CSV (`?week=yyyy-mm-dd`, the Monday). */
export const API_SELLER_MONEY_STATEMENT = '/api/seller/money/statement.csv';
/** The mobile money providers or the banks a payout can go to (`?type=mobile_money|ghipss`). */
export const API_SELLER_PAYOUT_BANKS = '/api/seller/payout-account/banks';
export const API_SELLER_PAYOUT_ACCOUNT = '/api/seller/payout-account';
export const API_ADMIN_COMMISSION_RATES = '/api/admin/payouts/commission-rates';
export const API_ADMIN_VENDOR_COMMISSION = '/api/admin/payouts/vendors/:id/commission';
export const API_ADMIN_VENDOR_BALANCES = '/api/admin/payouts/vendors';
export const API_ADMIN_VENDOR_LEDGER = '/api/admin/payouts/vendors/:id/ledger';
export const API_ADMIN_VENDOR_PAYOUT = '/api/admin/payouts/vendors/:id/payout';
/** Pays every vendor whose balance is due (the weekly run). */
export const API_ADMIN_PAYOUTS_RUN = '/api/admin/payouts/run';
/** Debits a delivered line returned or refunded. */
export const API_ADMIN_LINE_RETURN = '/api/admin/payouts/lines/:kind/:id/return';
/** The rider's app (docs/decisions/071). */
export const API_RIDER_JOBS = '/api/rider/jobs';
export const API_RIDER_JOB = '/api/rider/jobs/:id';
export const API_RIDER_JOB_STEPS = '/api/rider/jobs/:id/steps';
export const API_RIDER_JOB_DELIVERY = '/api/rider/jobs/:id/delivery';
export const API_RIDER_PHOTOS = '/api/rider/photos';
export const API_ADMIN_DELIVERY_JOB_RELEASE = '/api/admin/delivery-jobs/:id/release';
