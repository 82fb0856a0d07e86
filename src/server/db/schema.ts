import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COUNTRIES } from '../../shared/categories';
import { PAYMENT_METHODS } from '../../shared/checkout/checkout-messages';
import { PAYMENT_PROVIDERS } from '../../shared/checkout/payment-providers';
import { CART_PAYMENT_METHODS, DEAL_ORDER_PAYMENT_METHOD } from '../../shared/orders/order';
import { ORDER_KINDS } from '../../shared/orders/order-status';
import type { LandedCostRates } from '../../shared/requests/landed-cost';
import { SERVICE_REQUEST_KINDS } from '../../shared/requests/request-kinds';
import { LISTING_KINDS, LISTING_STATUSES, SELLER_LINE_STATUSES } from '../../shared/sellers/listing';

// Money is numeric(12,2): exact in the database, converted to integer pesewas for arithmetic.
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------------------------
// Accounts (better-auth, with the username and admin plugins). TypeScript keys are the names
// better-auth expects; columns are snake_case like every other table.
// ---------------------------------------------------------------------------------------------

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  username: text('username').unique(),
  displayUsername: text('display_username'),
  role: text('role').notNull().default('user'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  // Set on /account only, always +233 and nine digits (src/shared/phone.ts): better-auth never writes it.
  phone: text('phone'),
  // When the user last saved name and phone on /account: until then the name is sign-up's
  // placeholder (the e-mail's local part), which checkout does not prefill.
  profileSavedAt: timestamp('profile_saved_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

// A shopper's saved delivery addresses (at most MAX_SAVED_ADDRESSES, checked under a lock on the
// user's row); at most one default per user, which prefills checkout (docs/decisions/039).
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    region: text('region').notNull(),
    city: text('city').notNull(),
    street: text('street').notNull(),
    landmark: text('landmark'),
    gpsAddress: text('gps_address'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

// Fixed-window counters shared by every app instance (sign-in attempts, form submissions).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

// A submission's Idempotency-Key and the answer it got (docs/decisions/046): a queued submission sent
// again answers the first answer. Written in the transaction of the row it stands for; the unique
// key makes two concurrent sends one row. Scope: the user, or 'guest'. The clean-up job removes
// keys after a day.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of the method, route and body: the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

// Every e-mail is a row, written in the transaction of the change that causes it; the deliver-email
// job sends it (docs/decisions/033). Without SMTP, /dev/mailbox shows them.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body'),
    // pending: to send at next_attempt_at; sending: claimed by a job until next_attempt_at (then
    // claimable again); sent; failed: gave up after the last attempt, shown to admins.
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} IN ('pending', 'sending')`),
    index('email_outbox_failed_idx').on(t.createdAt.desc()).where(sql`${t.status} = 'failed'`),
  ],
);

// Every SMS is a row, like an e-mail: written in the transaction of its change, sent by the
// deliver-sms job through the configured gateway (docs/decisions/038); /dev/mailbox shows them.
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // +233XXXXXXXXX (E.164).
    to: text('to_number').notNull(),
    text: text('text_body').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_outbox_created_idx').on(t.createdAt),
    index('sms_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} IN ('pending', 'sending')`),
    index('sms_outbox_failed_idx').on(t.createdAt.desc()).where(sql`${t.status} = 'failed'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Deals, cart, wishlist, pay-on-delivery orders
// ---------------------------------------------------------------------------------------------

export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    originalPrice: money('original_price').notNull(),
    discountPrice: money('discount_price').notNull(),
    discount: integer('discount').notNull().default(0),
    vendor: text('vendor').notNull(),
    // The vendor who sells it (docs/decisions/066); null for the shop's own listings.
    vendorId: uuid('vendor_id').references((): AnyPgColumn => vendorProfiles.id, { onDelete: 'restrict' }),
    // The vendor's page (/store/{slug}), copied on approval so that a card names its seller without a join.
    sellerSlug: text('seller_slug'),
    // Out of the shop while its vendor is suspended; reinstating the vendor puts it back (ADR 066).
    hiddenBySuspension: boolean('hidden_by_suspension').notNull().default(false),
    category: text('category').notNull(),
    verified: boolean('verified').notNull().default(true),
    flashSale: boolean('flash_sale').notNull().default(false),
    // The mean and the number of its approved reviews, kept by the reviews' moderation (ADR 070).
    rating: real('rating').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    imageUrl: text('image_url'),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('deals_created_idx').on(t.createdAt.desc()),
    index('deals_vendor_idx').on(t.vendorId).where(sql`${t.vendorId} IS NOT NULL`),
    check('deals_prices_check', sql`${t.originalPrice} >= 0 AND ${t.discountPrice} >= 0`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No foreign key: a deleted deal stays in the cart as "Unknown Product" (docs/product/cart-and-checkout.md, "The cart").
    dealId: uuid('deal_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_deal_idx').on(t.userId, t.dealId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealId: uuid('deal_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_user_deal_idx').on(t.userId, t.dealId)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealId: uuid('deal_id').notNull(),
    // The deal's vendor at order time (null: the shop's own), whose seller center shows this line.
    vendorId: uuid('vendor_id').references((): AnyPgColumn => vendorProfiles.id, { onDelete: 'restrict' }),
    // What the vendor did with its line (docs/decisions/066): null for the shop's own listings.
    sellerStatus: text('seller_status', { enum: SELLER_LINE_STATUSES }),
    sellerRespondedAt: timestamp('seller_responded_at', { withTimezone: true }),
    sellerReadyAt: timestamp('seller_ready_at', { withTimezone: true }),
    // The deal's name and price at order time, so an order still reads right after the deal changes.
    dealName: text('deal_name').notNull(),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    totalAmount: money('total_amount').notNull(),
    deliveryName: text('delivery_name').notNull(),
    deliveryPhone: text('delivery_phone').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    specialInstructions: text('special_instructions'),
    status: text('status').notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: CART_PAYMENT_METHODS })
      .notNull()
      .default(DEAL_ORDER_PAYMENT_METHOD),
    // The order this line belongs to (docs/decisions/060): the lines placed together, from the cart or
    // by Buy Now, share one cart_checkouts row and its ORD- reference.
    checkoutReference: text('checkout_reference')
      .notNull()
      .references(() => cartCheckouts.reference, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_checkout_reference_idx').on(t.checkoutReference),
    index('orders_deal_idx').on(t.dealId),
    index('orders_vendor_created_idx')
      .on(t.vendorId, t.createdAt.desc())
      .where(sql`${t.vendorId} IS NOT NULL`),
    // The admin's list: newest first, or one status newest first.
    index('orders_created_idx').on(t.createdAt.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    check('orders_quantity_check', sql`${t.quantity} > 0`),
  ],
);

// A deal order (ADR 040, 060): what the shopper and the admin see as one order, its lines in
// `orders` (orders.checkout_reference). The delivery fee is the order's, not a line's; an online
// payment pays the whole order. `region` is '' for orders placed before regions were asked.
export const cartCheckouts = pgTable(
  'cart_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The account's e-mail when it was placed: the confirmation goes there once the payment settles.
    email: text('email').notNull(),
    region: text('region').notNull(),
    // Where the rider looks, when the shopper gave them: a landmark and a GhanaPost GPS address.
    landmark: text('landmark'),
    gpsAddress: text('gps_address'),
    subtotal: money('subtotal').notNull(),
    deliveryFee: money('delivery_fee').notNull(),
    totalAmount: money('total_amount').notNull(),
    // pay_on_delivery, mobile_money or debit_card.
    paymentMethod: text('payment_method', { enum: CART_PAYMENT_METHODS }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // The attempt that paid it.
    paymentReference: text('payment_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_checkouts_user_idx').on(t.userId, t.createdAt.desc()),
    check('cart_checkouts_total_check', sql`${t.totalAmount} = ${t.subtotal} + ${t.deliveryFee}`),
  ],
);

// Delivery fee of deal orders under GH₵100, per region; a region without a row pays the default
// (src/shared/orders/delivery-fee.ts). Set in the admin area.
export const deliveryFees = pgTable(
  'delivery_fees',
  {
    region: text('region').primaryKey(),
    fee: money('fee').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('delivery_fees_fee_check', sql`${t.fee} >= 0`)],
);

// Every status an order has had after it was placed (deal and drop-shipping orders alike), written
// in the transaction that changes the status: the shopper's timeline and the admin read it.
// `admin_id` is null for a change the shop made itself (a payment).
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderKind: text('order_kind', { enum: ORDER_KINDS }).notNull(),
    orderId: uuid('order_id').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminUsername: text('admin_username'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderKind, t.orderId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Drop-shipping catalogue and orders
// ---------------------------------------------------------------------------------------------

export const dropshippingProducts = pgTable(
  'dropshipping_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: money('price').notNull(),
    originalPrice: money('original_price').notNull(),
    discount: integer('discount').notNull().default(0),
    // The mean and the number of its approved reviews, kept by the reviews' moderation (ADR 070).
    rating: real('rating').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    imageUrl: text('image_url').notNull(),
    imageUrl2: text('image_url_2'),
    imageUrl3: text('image_url_3'),
    imageUrl4: text('image_url_4'),
    imageUrl5: text('image_url_5'),
    imageUrl6: text('image_url_6'),
    imageUrl7: text('image_url_7'),
    videoUrl: text('video_url'),
    supplier: text('supplier').notNull(),
    // The vendor who sells it (docs/decisions/066); null for the shop's own listings.
    vendorId: uuid('vendor_id').references((): AnyPgColumn => vendorProfiles.id, { onDelete: 'restrict' }),
    // The vendor's page (/store/{slug}), copied on approval so that a card names its seller without a join.
    sellerSlug: text('seller_slug'),
    country: text('country', { enum: COUNTRIES }).notNull(),
    category: text('category').notNull(),
    shippingTime: text('shipping_time').notNull(),
    inStock: boolean('in_stock').notNull().default(true),
    minOrderQuantity: integer('min_order_quantity').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    // Set with isActive false by its vendor's suspension, so that reinstating the vendor shows again
    // only what the suspension hid, never a product the admin had hidden (ADR 066).
    hiddenBySuspension: boolean('hidden_by_suspension').notNull().default(false),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    // What the catalogue search matches, computed once per write rather than once per row per
    // search (docs/decisions/009). Searched in its copy in catalogue_search (below), not here.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || description || ' ' || category)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('dropshipping_products_active_created_idx').on(t.createdAt.desc()).where(sql`${t.isActive}`),
    index('dropshipping_products_category_idx').on(t.category),
    index('dropshipping_products_vendor_idx').on(t.vendorId).where(sql`${t.vendorId} IS NOT NULL`),
    index('dropshipping_products_country_idx').on(t.country),
    // The catalogue's filters and seeded shuffle read only these columns of the active products:
    // an index-only scan, so a shuffled page or a count never reads the wide rows (docs/decisions/009).
    index('dropshipping_products_active_filter_idx')
      .on(t.country, t.category, t.id)
      .where(sql`${t.isActive}`),
    // The admin's product table sorts every product, shown or not, on the server: newest or
    // oldest first, by name, by price (id breaks ties). Each reads one page of its index.
    index('dropshipping_products_created_id_idx').on(t.createdAt, t.id),
    index('dropshipping_products_name_idx').on(t.name, t.id),
    index('dropshipping_products_price_idx').on(t.price, t.id),
    // The catalogue sorted by rating, and filtered to 4 stars and up (ADR 070).
    index('dropshipping_products_active_rating_idx')
      .on(t.rating.desc(), t.reviews.desc(), t.id)
      .where(sql`${t.isActive}`),
    // A category's best rated: its first page read from the index whatever the catalogue's size
    // (from the one above, a category is about one product in twenty, each checked on its row).
    index('dropshipping_products_active_category_rating_idx')
      .on(t.category, t.rating.desc(), t.reviews.desc(), t.id)
      .where(sql`${t.isActive}`),
    // The categories' list shows each category's newest product: one index entry per category,
    // read backwards (ascending, so that a backward scan gives `created_at DESC, id DESC`).
    index('dropshipping_products_active_category_created_idx')
      .on(t.category, t.createdAt, t.id)
      .where(sql`${t.isActive}`),
    check('dropshipping_products_min_order_check', sql`${t.minOrderQuantity} >= 1`),
  ],
);

/**
 * How many active products each category has, for the categories' list: counting them at each
 * read ranked and sorted every active product (seconds at a million). Kept exactly in step with
 * dropshipping_products by triggers (hand-written migration 'catalogue_category_counts'); a
 * category whose products are all gone or hidden keeps its row at 0.
 */
export const catalogueCategoryCounts = pgTable('catalogue_category_counts', {
  category: text('category').primaryKey(),
  products: integer('products').notNull(),
});

/**
 * One bulk price change of a country's products, kept so that the country's latest change can be
 * undone. Only the latest change of a country keeps its items (below): an earlier one can no longer
 * be undone, as the latest started from its prices.
 */
export const priceAdjustments = pgTable(
  'price_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country', { enum: COUNTRIES }).notNull(),
    direction: text('direction', { enum: ['increase', 'decrease'] }).notNull(),
    percentage: numeric('percentage', { precision: 4, scale: 1 }).notNull(),
    productCount: integer('product_count').notNull(),
    adminUsername: text('admin_username').notNull(),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: text('undone_by'),
  },
  (t) => [index('price_adjustments_country_created_idx').on(t.country, t.createdAt.desc())],
);

/** Each product a price change touched, with its prices before and after (money as numeric). */
export const priceAdjustmentItems = pgTable(
  'price_adjustment_items',
  {
    adjustmentId: uuid('adjustment_id')
      .notNull()
      .references(() => priceAdjustments.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => dropshippingProducts.id, { onDelete: 'cascade' }),
    oldPrice: money('old_price').notNull(),
    oldOriginalPrice: money('old_original_price').notNull(),
    oldDiscount: integer('old_discount').notNull(),
    newPrice: money('new_price').notNull(),
    newOriginalPrice: money('new_original_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.adjustmentId, t.productId] }),
    index('price_adjustment_items_product_idx').on(t.productId),
  ],
);

/**
 * The head of each pool seed's shuffle: every product whose shuffle rank for that seed,
 * `uuid_hash_extended(id, seed)`, falls in the lowest sixteenth of the 64-bit range (about one
 * product in 16 per seed). Kept by a trigger on insert (migration 0016); a deleted product's rows
 * go with it. A shuffled page whose matching products are all found here reads O(page) rows
 * instead of ranking every match (docs/decisions/045).
 */
export const catalogueShuffleHeads = pgTable(
  'catalogue_shuffle_heads',
  {
    seed: integer('seed').notNull(),
    rank: bigint('rank', { mode: 'bigint' }).notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => dropshippingProducts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.seed, t.rank, t.productId] }),
    index('catalogue_shuffle_heads_product_idx').on(t.productId),
  ],
);

/**
 * What the catalogue search reads: each product's search_text and the columns the catalogue
 * filters on, one narrow row per product (about 270 bytes, against 670 for the product's row).
 * A search re-checks every trigram match on its row, so it reads 1,750 blocks here at 50,000
 * products instead of up to 4,300 of dropshipping_products (docs/decisions/045). Kept exactly in
 * step with the products by triggers (migration 0020): every insert adds its rows, an update of
 * these columns copies them, and a deleted product's row goes by the foreign key.
 */
export const catalogueSearch = pgTable(
  'catalogue_search',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => dropshippingProducts.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull(),
    country: text('country', { enum: COUNTRIES }).notNull(),
    category: text('category').notNull(),
    // dropshipping_products.search_text: lower(name || ' ' || description || ' ' || category).
    searchText: text('search_text').notNull(),
  },
  (t) => [
    // Case-insensitive substring search over name, description and category (pg_trgm).
    index('catalogue_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const dropshippingOrders = pgTable(
  'dropshipping_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    productId: uuid('product_id').notNull(),
    // The product's vendor at order time (null: the shop's own), whose seller center shows this order.
    vendorId: uuid('vendor_id').references((): AnyPgColumn => vendorProfiles.id, { onDelete: 'restrict' }),
    // What the vendor did with its line (docs/decisions/066): null for the shop's own listings.
    sellerStatus: text('seller_status', { enum: SELLER_LINE_STATUSES }),
    sellerRespondedAt: timestamp('seller_responded_at', { withTimezone: true }),
    sellerReadyAt: timestamp('seller_ready_at', { withTimezone: true }),
    productName: text('product_name').notNull(),
    productPrice: money('product_price').notNull(),
    quantity: integer('quantity').notNull(),
    totalAmount: money('total_amount').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    landmark: text('landmark'),
    gpsAddress: text('gps_address'),
    notes: text('notes'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    selectedColor: text('selected_color'),
    selectedSize: text('selected_size'),
    // The order's reference, the shopper's for its whole life (ADR 060), given when it is placed; its
    // first payment attempt uses it, each retry has its own. Any attempt's reference finds the order.
    reference: text('reference').unique(),
    // The latest payment attempt's reference; once paid, the reference that paid.
    paymentReference: text('payment_reference').unique(),
    status: text('status').notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // SHA-256 of the secret the creating browser holds to start (and retry) payments of a guest order.
    resumeTokenHash: text('resume_token_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('dropshipping_orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('dropshipping_orders_created_idx').on(t.createdAt.desc()),
    index('dropshipping_orders_status_created_idx').on(t.status, t.createdAt.desc()),
    index('dropshipping_orders_vendor_created_idx')
      .on(t.vendorId, t.createdAt.desc())
      .where(sql`${t.vendorId} IS NOT NULL`),
    check('dropshipping_orders_quantity_check', sql`${t.quantity} > 0`),
  ],
);

// Every payment attempt of a drop-shipping order, each with its own reference (a provider refuses
// a reused one), written before the provider is called: a late success of an older attempt still
// finds its order (docs/decisions/010).
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    // A drop-shipping order's attempt, a cart checkout's (ADR 040) or a quote's: exactly one is set.
    orderId: uuid('order_id').references(() => dropshippingOrders.id, { onDelete: 'cascade' }),
    cartCheckoutId: uuid('cart_checkout_id').references(() => cartCheckouts.id, { onDelete: 'cascade' }),
    // Or a service request's quote.
    quoteId: uuid('quote_id').references(() => requestQuotes.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    amountPesewas: bigint('amount_pesewas', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('GHS'),
    // pending: saved, then open at the provider; init_failed: the provider refused to start it;
    // failed: the provider reported it unsuccessful (or not matching the order); paid: it paid the order;
    // refund_due: it succeeded but did not pay the order (paid twice, or the order was cancelled
    // first): the money goes back; refunded: the provider has paid it back.
    status: text('status', { enum: ['pending', 'init_failed', 'failed', 'paid', 'refund_due', 'refunded'] })
      .notNull()
      .default('pending'),
    // What the provider last said about it (success, failed, abandoned, ...), and why it failed.
    providerStatus: text('provider_status'),
    failureMessage: text('failure_message'),
    authorizationUrl: text('authorization_url'),
    // A refund claimed by one admin's request (a second click finds it claimed), then made.
    refundStartedAt: timestamp('refund_started_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    // The provider's id of the refund.
    refundId: text('refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_attempts_refund_due_idx').on(t.createdAt.desc()).where(sql`${t.status} = 'refund_due'`),
    index('payment_attempts_order_idx').on(t.orderId, t.createdAt.desc()),
    index('payment_attempts_cart_checkout_idx').on(t.cartCheckoutId, t.createdAt.desc()),
    check('payment_attempts_amount_check', sql`${t.amountPesewas} > 0`),
    index('payment_attempts_quote_idx').on(t.quoteId, t.createdAt.desc()),
    check(
      'payment_attempts_one_owner_check',
      sql`num_nonnulls(${t.orderId}, ${t.cartCheckoutId}, ${t.quoteId}) = 1`,
    ),
  ],
);

// The simulated payment provider's own records: its "truth" about each transaction, kept apart
// from our orders so that verification really asks the provider (docs/decisions/011).
export const simulatedPayments = pgTable('simulated_payments', {
  reference: text('reference').primaryKey(),
  amountPesewas: bigint('amount_pesewas', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  email: text('email').notNull(),
  channels: text('channels').array().notNull().default(sql`'{}'::text[]`),
  callbackUrl: text('callback_url').notNull(),
  metadata: jsonb('metadata').notNull().default({}),
  // pending until the shopper approves (success), declines (failed) or cancels (abandoned).
  status: text('status', { enum: ['pending', 'success', 'failed', 'abandoned'] })
    .notNull()
    .default('pending'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  // A refund asked of it (once: a second refund of the same payment is refused, as Paystack does).
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  refundedPesewas: bigint('refunded_pesewas', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Service requests. Each one carries a human-readable reference (e.g. DLV-7K3Q9M) for tracking.
// ---------------------------------------------------------------------------------------------

export const deliveryRequests = pgTable(
  'delivery_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    // A request status (src/shared/requests/request-status.ts), changed in /admin/requests.
    status: text('status').notNull().default('received'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    senderPhone: text('sender_phone').notNull(),
    senderEmail: text('sender_email'),
    senderCity: text('sender_city').notNull(),
    senderPickupAddress: text('sender_pickup_address').notNull(),
    senderLandmark: text('sender_landmark'),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    receiverCity: text('receiver_city').notNull(),
    receiverDeliveryAddress: text('receiver_delivery_address').notNull(),
    receiverLandmark: text('receiver_landmark'),
    packageType: text('package_type').notNull(),
    weightKg: numeric('weight_kg', { precision: 10, scale: 1 }),
    itemValueGhs: money('item_value_ghs'),
    transportType: text('transport_type').notNull(),
    preferredPickupDate: date('preferred_pickup_date').notNull(),
    preferredPickupTime: text('preferred_pickup_time').notNull(),
    urgencyLevel: text('urgency_level').notNull(),
    paymentMethod: text('payment_method').notNull(),
    specialInstructions: text('special_instructions'),
    // The admins' internal note, never shown to the requester.
    adminNote: text('admin_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('delivery_requests_created_idx').on(t.createdAt.desc())],
);

export const dhlShipments = pgTable(
  'dhl_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackingId: text('tracking_id').notNull().unique(),
    status: text('status', {
      enum: ['pending', 'confirmed', 'picked_up', 'shipped', 'delivered', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    dhlTrackingNumber: text('dhl_tracking_number'),
    quotedPriceGhs: money('quoted_price_ghs'),
    finalPriceGhs: money('final_price_ghs'),
    adminNotes: text('admin_notes'),
    fullName: text('full_name').notNull(),
    contactNumber: text('contact_number').notNull(),
    email: text('email').notNull(),
    pickupAddress: text('pickup_address').notNull(),
    pickupCity: text('pickup_city').notNull(),
    pickupLandmark: text('pickup_landmark'),
    preferredPickupDate: date('preferred_pickup_date').notNull(),
    preferredPickupTime: text('preferred_pickup_time').notNull(),
    packageDescription: text('package_description').notNull(),
    weightKg: numeric('weight_kg', { precision: 10, scale: 2 }),
    dimensionsLengthCm: numeric('dimensions_length_cm', { precision: 10, scale: 2 }),
    dimensionsWidthCm: numeric('dimensions_width_cm', { precision: 10, scale: 2 }),
    dimensionsHeightCm: numeric('dimensions_height_cm', { precision: 10, scale: 2 }),
    destinationCountry: text('destination_country').notNull(),
    destinationAddress: text('destination_address').notNull(),
    destinationCity: text('destination_city').notNull(),
    destinationPostalCode: text('destination_postal_code'),
    needsDhlPackaging: boolean('needs_dhl_packaging').notNull().default(false),
    specialInstructions: text('special_instructions'),
    pickupConfirmedAt: timestamp('pickup_confirmed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('dhl_shipments_created_idx').on(t.createdAt.desc())],
);

export const vendorCategories = pgTable('vendor_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const vendorProfiles = pgTable(
  'vendor_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending_verification'),
    businessName: text('business_name').notNull(),
    businessType: text('business_type'),
    businessRegistrationNumber: text('business_registration_number'),
    businessAddress: text('business_address'),
    businessPhone: text('business_phone'),
    businessEmail: text('business_email').notNull(),
    contactPersonName: text('contact_person_name'),
    contactPersonPhone: text('contact_person_phone'),
    contactPersonEmail: text('contact_person_email'),
    businessDescription: text('business_description'),
    websiteUrl: text('website_url'),
    // Set when an admin verifies or rejects the registration (/admin/vendors); the reason is the
    // vendor's to read on /vendors and in the e-mail.
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    // The vendor's page, /store/{slug}: given when it is verified and never changed, so links stay good.
    slug: text('slug').unique(),
    // Why an admin suspended a verified vendor (status 'suspended'); the vendor reads it in /seller.
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vendor_profiles_user_idx').on(t.userId),
    index('vendor_profiles_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);

export const vendorCategoryAssignments = pgTable(
  'vendor_category_assignments',
  {
    vendorProfileId: uuid('vendor_profile_id')
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'cascade' }),
    vendorCategoryId: uuid('vendor_category_id')
      .notNull()
      .references(() => vendorCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.vendorProfileId, t.vendorCategoryId] })],
);

// Who sells for a vendor (docs/decisions/066): a vendor is a business, not a user. Its registrant is
// its first member; more people of one business may be added later.
export const vendorMembers = pgTable(
  'vendor_members',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.userId] }), index('vendor_members_user_idx').on(t.userId)],
);

// A vendor's listing as proposed (docs/decisions/066): a new deal or product, or a change to a live
// one, kept apart from the live row until an admin approves it, so that an approved listing stays
// live at its approved version while a change waits. `listing_id` is the live row once there is one.
export const listingRevisions = pgTable(
  'listing_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LISTING_KINDS }).notNull(),
    listingId: uuid('listing_id'),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('draft'),
    // The seller form's values (the shared schema's output), applied to the live row on approval.
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listing_revisions_vendor_idx').on(t.vendorId, t.updatedAt.desc()),
    index('listing_revisions_queue_idx').on(t.submittedAt).where(sql`${t.status} = 'pending'`),
    // The seller center's list keeps each listing's newest proposal: its versions found by the listing.
    index('listing_revisions_listing_idx')
      .on(t.listingId, t.updatedAt.desc())
      .where(sql`${t.listingId} IS NOT NULL`),
    // At most one open proposal per live listing.
    uniqueIndex('listing_revisions_open_idx')
      .on(t.kind, t.listingId)
      .where(sql`${t.listingId} IS NOT NULL AND ${t.status} <> 'approved'`),
  ],
);

// The sellers' rules the admin sets: one row, 'current'; until then the defaults apply.
export const sellerSettings = pgTable(
  'seller_settings',
  {
    id: text('id').primaryKey().default('current'),
    readyWithinHours: integer('ready_within_hours').notNull().default(48),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('seller_settings_one_row', sql`${t.id} = 'current'`),
    check('seller_settings_hours_check', sql`${t.readyWithinHours} BETWEEN 1 AND 720`),
  ],
);

// The requests the first version only logged: shop-for-me, shop-and-ship (USA, China, Dubai),
// insurance, contact, driver and rider applications. The form's fields live in `details`,
// validated by the kind's zod schema in src/shared; contact fields are columns for tracking.
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    kind: text('kind', { enum: SERVICE_REQUEST_KINDS }).notNull(),
    status: text('status').notNull().default('received'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    details: jsonb('details').notNull(),
    // The admins' internal note, never shown to the requester.
    adminNote: text('admin_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('service_requests_kind_created_idx').on(t.kind, t.createdAt.desc()),
    index('service_requests_created_idx').on(t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------------------------------------
// Riders and deliveries (docs/decisions/067)
// ---------------------------------------------------------------------------------------------

// A rider or driver whose application an admin approved: a user with role 'rider', its zone and
// vehicle copied from the application.
export const riders = pgTable(
  'riders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The driver or rider application it came from (service_requests.reference).
    applicationReference: text('application_reference').unique(),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    phone: text('phone').notNull(),
    vehicle: text('vehicle').notNull(),
    region: text('region').notNull(),
    cities: text('cities').array().notNull().default(sql`'{}'::text[]`),
    availability: text('availability').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('riders_region_idx').on(t.region, t.status)],
);

// One thing to carry to a receiver: a deal order, a drop-shipping order in Ghana, or an accepted
// delivery or shop-for-me request, by its reference. Assigned to one rider at a time.
export const deliveryJobs = pgTable(
  'delivery_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: ['deal_order', 'dropshipping_order', 'delivery_request', 'shop_for_me'],
    }).notNull(),
    // The order's or request's reference (ORD-, DSP-, DLV-, …).
    subjectReference: text('subject_reference').notNull(),
    status: text('status', {
      enum: ['unassigned', 'assigned', 'picked_up', 'out_for_delivery', 'delivered', 'failed', 'cancelled'],
    })
      .notNull()
      .default('unassigned'),
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    pickupAddress: text('pickup_address').notNull(),
    pickupCity: text('pickup_city').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    dropoffRegion: text('dropoff_region').notNull().default(''),
    dropoffCity: text('dropoff_city').notNull(),
    dropoffAddress: text('dropoff_address').notNull(),
    landmark: text('landmark'),
    gpsAddress: text('gps_address'),
    // What the rider collects at the door (0 when it was paid online).
    cashDue: money('cash_due').notNull().default('0'),
    windowStart: timestamp('window_start', { withTimezone: true }),
    windowEnd: timestamp('window_end', { withTimezone: true }),
    // When the rider said it was delivered (the rider's time, even when sent later from offline).
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    // What the rider collected at the door, and why it differs from cash_due when it does.
    cashCollected: money('cash_collected'),
    cashReason: text('cash_reason'),
    // Proof of delivery (docs/decisions/071). The receiver's code is derived from the job's id and
    // the server's secret, never stored, so no list, log or backup holds it.
    codeAttempts: integer('code_attempts').notNull().default(0),
    // Set at the fifth wrong code: the rider cannot deliver until an admin releases it.
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    proofKind: text('proof_kind', { enum: ['code', 'photo'] }),
    // A photo taken when the receiver has no phone: flagged for the admin to look at.
    proofPhotoUrl: text('proof_photo_url'),
    proofLatitude: doublePrecision('proof_latitude'),
    proofLongitude: doublePrecision('proof_longitude'),
    // The last failed attempt: why, and when the rider comes again.
    failureReason: text('failure_reason', { enum: ['no_one_home', 'refused', 'wrong_address'] }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    // The receiver is told the rider is on the way once, whatever the attempts.
    onTheWaySmsAt: timestamp('on_the_way_sms_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('delivery_jobs_subject_idx').on(t.kind, t.subjectReference),
    index('delivery_jobs_status_idx').on(t.status, t.createdAt),
    index('delivery_jobs_rider_idx').on(t.riderId, t.status),
    check('delivery_jobs_cash_due_check', sql`${t.cashDue} >= 0`),
  ],
);

// Each step of a job as the rider or the admin made it, at the time it was made (an update sent
// later from offline keeps its own time): the order's timeline and the admin read it.
export const deliveryJobEvents = pgTable(
  'delivery_job_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => deliveryJobs.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    // A failed attempt's reason (no_one_home, refused, wrong_address) and when the rider comes again.
    reason: text('reason'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('delivery_job_events_job_idx').on(t.jobId, t.happenedAt)],
);

// Cash a rider handed in to the office for one day's deliveries (docs/decisions/067): in cash, or a
// shortfall at the door the admin accepted (written off). A day's figures are frozen once it has one
// (the trigger of the custom migration cash_days_freeze).
export const cashHandins = pgTable(
  'cash_handins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'restrict' }),
    // The Accra day of the deliveries it settles (delivery_jobs.delivered_at).
    day: date('day').notNull(),
    kind: text('kind', { enum: ['cash', 'write_off'] }).notNull(),
    amount: money('amount').notNull(),
    note: text('note'),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('cash_handins_rider_day_idx').on(t.riderId, t.day),
    check('cash_handins_amount_check', sql`${t.amount} > 0`),
  ],
);

// A price the shop gives on a request of any kind (its reference: SFM-…, USA-…, DLV-…, DHL-…),
// which the requester pays online or declines. Amounts are exact pesewas; the total is their sum.
// A request has at most one live quote (open or paid): reissuing one replaces the open one.
export const requestQuotes = pgTable(
  'request_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestReference: text('request_reference').notNull(),
    requestKind: text('request_kind').notNull(),
    itemCostPesewas: bigint('item_cost_pesewas', { mode: 'number' }).notNull(),
    freightPesewas: bigint('freight_pesewas', { mode: 'number' }).notNull(),
    dutyAndLeviesPesewas: bigint('duty_and_levies_pesewas', { mode: 'number' }).notNull(),
    serviceFeePesewas: bigint('service_fee_pesewas', { mode: 'number' }).notNull(),
    deliveryPesewas: bigint('delivery_pesewas', { mode: 'number' }).notNull(),
    totalPesewas: bigint('total_pesewas', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('GHS'),
    // The last day it can be paid, in Ghana.
    validUntil: date('valid_until').notNull(),
    note: text('note'),
    status: text('status', { enum: ['open', 'paid', 'declined', 'replaced', 'refunded'] })
      .notNull()
      .default('open'),
    // Where a paid request is now (src/shared/quotes/quote-texts.ts, STAGE_LABELS).
    stage: text('stage'),
    declineReason: text('decline_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // The attempt that paid it.
    paymentReference: text('payment_reference'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('request_quotes_request_idx').on(t.requestReference, t.createdAt.desc()),
    uniqueIndex('request_quotes_one_live_idx')
      .on(t.requestReference)
      .where(sql`${t.status} IN ('open', 'paid')`),
    check(
      'request_quotes_total_check',
      sql`${t.totalPesewas} = ${t.itemCostPesewas} + ${t.freightPesewas} + ${t.dutyAndLeviesPesewas} + ${t.serviceFeePesewas} + ${t.deliveryPesewas} AND ${t.totalPesewas} > 0`,
    ),
  ],
);

// A request's history and thread, whatever its kind: its steps (quote sent, paid, shipped...), the
// shop's answers and the requester's replies, in the order they happened.
export const requestEvents = pgTable(
  'request_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestReference: text('request_reference').notNull(),
    type: text('type', { enum: ['status', 'answer', 'reply'] }).notNull(),
    // A status entry's step (STAGE_LABELS); null for answers and replies.
    stage: text('stage'),
    // An answer's or reply's text; a status entry's note (a decline's reason).
    body: text('body'),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('request_events_request_idx').on(t.requestReference, t.createdAt)],
);

// The rates of the Shop & Ship landed-cost estimate (docs/decisions/042): one row, 'current',
// written by the admin area; until then the defaults in src/shared/requests/landed-cost.ts apply.
export const landedCostRates = pgTable(
  'landed_cost_rates',
  {
    id: text('id').primaryKey().default('current'),
    rates: jsonb('rates').$type<LandedCostRates>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('landed_cost_rates_one_row', sql`${t.id} = 'current'`)],
);

// ---------------------------------------------------------------------------------------------
// Administration
// ---------------------------------------------------------------------------------------------

// Every change an admin makes, written in the same transaction as the change (src/server/lib/
// admin-activity.ts). The username is copied so the log still says who after an admin is removed.
export const adminActivity = pgTable(
  'admin_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminUsername: text('admin_username').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    // Only the fields the change touched: their values before and after.
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_activity_created_idx').on(t.createdAt.desc()),
    index('admin_activity_entity_idx').on(t.entityType, t.entityId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Vendors' money: commission, ledger and payouts (docs/decisions/068)
// ---------------------------------------------------------------------------------------------

// The shop's commission on a category's delivered lines, in basis points (1000 = 10%). A category
// without a row takes the default in src/shared/payouts/commission.ts.
export const commissionRates = pgTable(
  'commission_rates',
  {
    category: text('category').primaryKey(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('commission_rates_range', sql`${t.rateBasisPoints} BETWEEN 0 AND 10000`)],
);

// One vendor's own rate, which beats its categories' rates while it exists.
export const vendorCommissionOverrides = pgTable(
  'vendor_commission_overrides',
  {
    vendorId: uuid('vendor_id')
      .primaryKey()
      .references(() => vendorProfiles.id, { onDelete: 'cascade' }),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('vendor_commission_overrides_range', sql`${t.rateBasisPoints} BETWEEN 0 AND 10000`)],
);

// Where a vendor's payouts go: one account per vendor, registered with the payment provider as a
// transfer recipient (Paystack's recipient code, or the simulated provider's).
export const vendorPayoutAccounts = pgTable('vendor_payout_accounts', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => vendorProfiles.id, { onDelete: 'cascade' }),
  // Paystack's recipient type: mobile_money or ghipss (a bank in Ghana).
  type: text('type', { enum: ['mobile_money', 'ghipss'] }).notNull(),
  bankCode: text('bank_code').notNull(),
  // The provider's or the bank's name as Paystack lists it, for people to read.
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  recipientCode: text('recipient_code').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// A payout of a vendor's balance: pending from the moment its amount is held in the ledger until
// the provider's webhook says success, failed or reversed. `reference` is ours, sent to Paystack
// as the transfer's idempotent reference.
export const vendorPayouts = pgTable(
  'vendor_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'restrict' }),
    amountPesewas: bigint('amount_pesewas', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'success', 'failed', 'reversed'] })
      .notNull()
      .default('pending'),
    recipientCode: text('recipient_code').notNull(),
    // Where it went, as people read it ("MTN Mobile Money 024 *** 4567"), copied at the time.
    destination: text('destination').notNull(),
    // The provider's transfer code once it accepted the transfer; null while it has not yet.
    transferCode: text('transfer_code'),
    failureReason: text('failure_reason'),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vendor_payouts_vendor_created_idx').on(t.vendorId, t.createdAt.desc()),
    // One payout under way per vendor: a second Pay out waits for the first's outcome.
    uniqueIndex('vendor_payouts_one_pending_idx').on(t.vendorId).where(sql`${t.status} = 'pending'`),
    check('vendor_payouts_amount_check', sql`${t.amountPesewas} > 0`),
  ],
);

// Every movement of a vendor's money, in signed pesewas (credit positive): a delivered line's
// sale less commission, a return's debit, a payout's hold and its restoration when the transfer
// failed or was reversed. The balance is their sum. Each line and each payout has at most one
// entry of each kind, whatever races.
export const vendorLedgerEntries = pgTable(
  'vendor_ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['sale', 'return', 'payout', 'payout_restored'] }).notNull(),
    amountPesewas: bigint('amount_pesewas', { mode: 'number' }).notNull(),
    // The order line (a deal order's line, or a drop-shipping order) of a sale or a return.
    lineKind: text('line_kind', { enum: ['deal', 'dropshipping'] }),
    lineId: uuid('line_id'),
    orderReference: text('order_reference'),
    payoutId: uuid('payout_id').references(() => vendorPayouts.id, { onDelete: 'restrict' }),
    // A sale's line total, the commission taken and the rate it was taken at.
    grossPesewas: bigint('gross_pesewas', { mode: 'number' }),
    commissionPesewas: bigint('commission_pesewas', { mode: 'number' }),
    rateBasisPoints: integer('rate_basis_points'),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_ledger_vendor_created_idx').on(t.vendorId, t.createdAt.desc()),
    uniqueIndex('vendor_ledger_line_kind_idx')
      .on(t.lineKind, t.lineId, t.kind)
      .where(sql`${t.lineId} IS NOT NULL`),
    uniqueIndex('vendor_ledger_payout_kind_idx').on(t.payoutId, t.kind).where(sql`${t.payoutId} IS NOT NULL`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Reviews from buyers (docs/decisions/070)
// ---------------------------------------------------------------------------------------------

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

// One buyer's rating of a delivered order line: a deal's (`orders.id`) or a drop-shipping order's
// (`dropshipping_orders.id`), once per line. A seeded review has no line: it is not a verified
// purchase. Only approved ones count in the listing's rating and number of reviews.
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingKind: text('listing_kind', { enum: ORDER_KINDS }).notNull(),
    dealId: uuid('deal_id').references(() => deals.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => dropshippingProducts.id, { onDelete: 'cascade' }),
    // The order line reviewed (no foreign key: deal and drop-shipping lines live in two tables).
    orderLineId: uuid('order_line_id'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The name shown with the review: the buyer's first name and initial.
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
    photoUrls: text('photo_urls').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    // The seller's one answer: the vendor's business name, or the shop's.
    reply: text('reply'),
    replyBy: text('reply_by'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_line_idx').on(t.listingKind, t.orderLineId).where(sql`${t.orderLineId} IS NOT NULL`),
    index('reviews_deal_newest_idx')
      .on(t.dealId, t.createdAt.desc())
      .where(sql`${t.status} = 'approved' AND ${t.dealId} IS NOT NULL`),
    index('reviews_product_newest_idx')
      .on(t.productId, t.createdAt.desc())
      .where(sql`${t.status} = 'approved' AND ${t.productId} IS NOT NULL`),
    index('reviews_deal_helpful_idx')
      .on(t.dealId, t.helpfulCount.desc(), t.createdAt.desc())
      .where(sql`${t.status} = 'approved' AND ${t.dealId} IS NOT NULL`),
    index('reviews_product_helpful_idx')
      .on(t.productId, t.helpfulCount.desc(), t.createdAt.desc())
      .where(sql`${t.status} = 'approved' AND ${t.productId} IS NOT NULL`),
    index('reviews_status_created_idx').on(t.status, t.createdAt.desc()),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check(
      'reviews_listing_check',
      sql`(${t.listingKind} = 'deal' AND ${t.dealId} IS NOT NULL AND ${t.productId} IS NULL) OR (${t.listingKind} = 'dropshipping' AND ${t.productId} IS NOT NULL AND ${t.dealId} IS NULL)`,
    ),
  ],
);

// A shopper's "helpful" vote on a review: one per shopper and review.
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

// The "how was it?" message sent a day after a line was delivered: one row per line, written with
// the message, so that the job asks once.
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    orderKind: text('order_kind', { enum: ORDER_KINDS }).notNull(),
    orderLineId: uuid('order_line_id').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderKind, t.orderLineId] })],
);
