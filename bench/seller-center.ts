// The seller center's reads with 200 vendors and 50,000 listings (docs/decisions/066), measured in
// process: the real app answers injected requests from a signed-in seller, and each timing is the
// app's Server-Timing (routing, the seller guard, SQL, serialisation), without the network. Run with
// `node --import tsx bench/seller-center.ts` (TEST_DATABASE_URL for PostgreSQL, else PGlite).
import { eq, sql } from 'drizzle-orm';
import { users } from '../src/server/db/schema';
import { createTestApp, openTestDatabase, signUpVerified } from '../src/server/test/test-app';
import { API_SELLER_LISTINGS, API_SELLER_ME, API_SELLER_ORDERS } from '../src/shared/api-paths';

const VENDORS = 200;
const LISTINGS_PER_VENDOR = 250;
const LINES = 20_000;
const RUNS = 200;

const t = await createTestApp({ openDatabase: () => openTestDatabase() });
try {
  const { db } = t;
  const started = Date.now();
  await db.execute(sql`
    INSERT INTO users (id, name, email, email_verified, role)
    SELECT 'bench-vendor-' || i, 'Vendor ' || i, 'vendor' || i || '@bench.example.com', true, 'user'
    FROM generate_series(1, ${VENDORS}) AS i`);
  await db.execute(sql`
    INSERT INTO vendor_profiles (id, reference, user_id, status, business_name, business_email, slug, reviewed_at)
    SELECT ('5e11e000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'VND-B' || lpad(i::text, 5, '0'),
      'bench-vendor-' || i, 'verified', 'Vendor ' || i, 'vendor' || i || '@bench.example.com', 'vendor-' || i, now()
    FROM generate_series(1, ${VENDORS}) AS i`);
  await db.execute(sql`
    INSERT INTO vendor_members (vendor_id, user_id)
    SELECT ('5e11e000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'bench-vendor-' || i
    FROM generate_series(1, ${VENDORS}) AS i`);
  await db.execute(sql`
    INSERT INTO listing_revisions (vendor_id, kind, listing_id, status, fields, submitted_at, updated_at)
    SELECT ('5e11e000-0000-4000-8000-' || lpad((1 + n % ${VENDORS})::text, 12, '0'))::uuid, 'deal',
      CASE WHEN n % 5 = 0 THEN NULL ELSE gen_random_uuid() END,
      (ARRAY['approved', 'approved', 'pending', 'rejected', 'draft'])[1 + n % 5],
      jsonb_build_object('name', 'Listing ' || n, 'discountPrice', '99.00', 'imageUrls', jsonb_build_array('/uploads/seed/x-640.webp')),
      now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
    FROM generate_series(1, ${VENDORS * LISTINGS_PER_VENDOR}) AS n`);
  await db.execute(sql`
    INSERT INTO cart_checkouts (reference, user_id, email, region, subtotal, delivery_fee, total_amount, payment_method, created_at)
    SELECT 'ORD-B' || lpad(n::text, 6, '0'), 'bench-vendor-1', 'buyer@bench.example.com', 'greater-accra', '99.00', '0.00', '99.00',
      'pay_on_delivery', now() - (n || ' minutes')::interval
    FROM generate_series(1, ${LINES}) AS n`);
  await db.execute(sql`
    INSERT INTO orders (user_id, deal_id, vendor_id, seller_status, deal_name, unit_price, quantity, total_amount,
      delivery_name, delivery_phone, delivery_address, status, checkout_reference, created_at)
    SELECT 'bench-vendor-1', gen_random_uuid(),
      ('5e11e000-0000-4000-8000-' || lpad((1 + n % ${VENDORS})::text, 12, '0'))::uuid,
      (ARRAY['awaiting', 'confirmed', 'ready', 'declined'])[1 + n % 4], 'Line ' || n, '99.00', 1, '99.00',
      'Buyer ' || n, '0241234567', 'Somewhere', 'pending', 'ORD-B' || lpad(n::text, 6, '0'), now() - (n || ' minutes')::interval
    FROM generate_series(1, ${LINES}) AS n`);
  await db.execute(sql`ANALYZE`);
  console.log(`data written in ${Date.now() - started} ms`);

  // A seller: a signed-up account made a member of vendor 1.
  const seller = await signUpVerified(t);
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, seller.email));
  const userId = member!.id;
  await db.execute(
    sql`INSERT INTO vendor_members (vendor_id, user_id) VALUES ('5e11e000-0000-4000-8000-000000000001', ${userId})`,
  );

  for (const url of [API_SELLER_LISTINGS, API_SELLER_ORDERS, API_SELLER_ME]) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const response = await t.app.inject({
        url,
        headers: { cookie: seller.cookie, origin: 'http://localhost:3000' },
      });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      times.push(Number(/app;dur=([\d.]+)/.exec(String(response.headers['server-timing']))?.[1]));
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(`${url}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (${RUNS} runs)`);
  }
} finally {
  await t.close();
}
