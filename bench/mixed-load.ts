// `npm run bench -- --only mixed`: a shop's day compressed. 50 connections at once, for --duration
// seconds, each sending one request after another, the kind drawn by weight: catalogue pages with
// fresh seeds, product pages, deal pages, cart adds and checkouts (signed-in shoppers), drop-shipping
// orders and contact forms. Passes with 0 errors and nothing lost: afterwards the database holds
// exactly the orders and requests the 2xx answers announced.
import pg from 'pg';
import type { Product } from '../src/shared/catalogue/product';

type Kind =
  | 'catalogue page'
  | 'product page'
  | 'deal page'
  | 'cart add'
  | 'cart checkout'
  | 'drop-shipping order'
  | 'service form';

const WEIGHTS: [Kind, number][] = [
  ['catalogue page', 20],
  ['product page', 20],
  ['deal page', 20],
  ['cart add', 15],
  ['cart checkout', 7],
  ['drop-shipping order', 9],
  ['service form', 9],
];
/** ORDER_LIMIT_PER_USER (config.ts) allows 30 orders per shopper per 10 minutes by default. */
const ORDERS_PER_SHOPPER = 28;

interface Shopper {
  cookie: string;
  cartLines: number;
  orders: number;
}

interface Sample {
  kind: Kind;
  ms: number;
  ok: boolean;
}

export async function measureMixedLoad(options: {
  base: string;
  databaseUrl: string;
  duration: number;
  connections?: number;
}) {
  const { base, duration } = options;
  const connections = options.connections ?? 50;
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const deals = ((await getJson(`${base}/api/deals`)) as { deals: { id: string }[] }).deals.map(
      (d) => d.id,
    );
    // Ordered as the product page orders them: the minimum quantity, a colour and a size when offered.
    const products = (
      (await getJson(`${base}/api/catalogue/products?seed=1&limit=50`)) as { products: Product[] }
    ).products.filter((p) => p.inStock);
    if (deals.length === 0 || products.length === 0)
      throw new Error('The bench database has no deals or products');

    // Enough shoppers that none reaches the per-shopper order limit in the run.
    const perConnection = Math.max(1, Math.ceil(duration / 20));
    console.log(`\nMixed load: signing up ${connections * perConnection} shoppers…`);
    const shoppers: Shopper[][] = [];
    for (let c = 0; c < connections; c++) {
      shoppers.push(
        await Promise.all(
          Array.from({ length: perConnection }, async () => ({
            cookie: await signUp(base, client),
            cartLines: 0,
            orders: 0,
          })),
        ),
      );
    }

    const before = await countRows(client);
    const expected = { orders: 0, dropshippingOrders: 0, serviceRequests: 0 };
    const samples: Sample[] = [];
    const failures: string[] = [];
    let seed = 3_000_000 + Math.floor(Math.random() * 1_000_000);
    let sequence = 0;
    const deadline = Date.now() + duration * 1000;

    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
    const total = WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
    const drawKind = (): Kind => {
      let r = Math.random() * total;
      for (const [kind, weight] of WEIGHTS) {
        r -= weight;
        if (r < 0) return kind;
      }
      return WEIGHTS[0]![0];
    };

    async function one(kind: Kind, mine: Shopper[]) {
      const shopper = pick(mine);
      const json = { 'content-type': 'application/json', origin: base };
      let request: { path: string; init?: RequestInit };
      let onCreated: (body: unknown) => void = () => {};
      switch (kind) {
        case 'catalogue page':
          request = { path: `/api/catalogue/products?seed=${seed++}` };
          break;
        case 'product page':
          request = { path: `/api/catalogue/products/${pick(products).id}` };
          break;
        case 'deal page':
          request = { path: `/api/deals/${pick(deals)}` };
          break;
        case 'cart add':
          request = {
            path: '/api/cart/items',
            init: {
              method: 'POST',
              headers: { ...json, cookie: shopper.cookie },
              body: JSON.stringify({ dealId: pick(deals) }),
            },
          };
          onCreated = () => (shopper.cartLines += 1);
          break;
        case 'cart checkout': {
          // A shopper with a cart and within the order limit; else it is a cart add.
          const buyer = mine.find((s) => s.cartLines > 0 && s.orders < ORDERS_PER_SHOPPER);
          if (!buyer) return one('cart add', mine);
          buyer.orders += 1;
          request = {
            path: '/api/cart/checkout',
            init: {
              method: 'POST',
              headers: { ...json, cookie: buyer.cookie },
              body: JSON.stringify({
                deliveryName: 'Ama Owusu',
                deliveryPhone: '024 123 4567',
                deliveryAddress: '12 Oxford Street, Osu, Accra',
              }),
            },
          };
          onCreated = (body) => {
            buyer.cartLines = 0;
            expected.orders += (body as { orders: unknown[] }).orders.length;
          };
          break;
        }
        case 'drop-shipping order': {
          const product = pick(products);
          request = {
            path: '/api/checkout/orders',
            init: {
              method: 'POST',
              headers: json,
              body: JSON.stringify({
                productId: product.id,
                quantity: product.minOrderQuantity,
                selectedColor: product.colors[0] ?? null,
                selectedSize: product.sizes[0] ?? null,
                fullName: 'Ama Owusu',
                phone: '024 123 4567',
                address: '12 Oxford Street, Osu',
                city: 'Accra',
                email: `bench.buyer.${sequence++}@example.com`,
                paymentMethod: 'mobile_money',
              }),
            },
          };
          onCreated = () => (expected.dropshippingOrders += 1);
          break;
        }
        case 'service form':
          request = {
            path: '/api/requests/contact',
            init: {
              method: 'POST',
              headers: json,
              body: JSON.stringify({
                name: 'Kofi Mensah',
                email: `bench.contact.${sequence++}@example.com`,
                phone: '024 555 1234',
                subject: 'Bulk order question',
                message: 'Do you deliver fifty units to Kumasi by Friday?',
              }),
            },
          };
          onCreated = () => (expected.serviceRequests += 1);
          break;
      }
      const started = performance.now();
      let ok = false;
      try {
        const response = await fetch(base + request.path, request.init);
        const text = await response.text();
        ok = response.ok;
        if (ok && request.init?.method === 'POST') onCreated(JSON.parse(text));
        if (!ok && failures.length < 10) failures.push(`${kind}: ${response.status} ${text.slice(0, 200)}`);
      } catch (error) {
        if (failures.length < 10) failures.push(`${kind}: ${(error as Error).message}`);
      }
      samples.push({ kind, ms: performance.now() - started, ok });
    }

    const started = performance.now();
    await Promise.all(
      shoppers.map(async (mine) => {
        while (Date.now() < deadline) await one(drawKind(), mine);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const after = await countRows(client);

    const rows = [...WEIGHTS.map(([kind]) => kind), 'all' as const].map((kind) => {
      const mine = samples.filter((s) => kind === 'all' || s.kind === kind);
      const timings = mine.map((s) => s.ms).sort((a, b) => a - b);
      const at = (p: number) =>
        Number((timings[Math.min(timings.length - 1, Math.floor(timings.length * p))] ?? 0).toFixed(1));
      return {
        kind,
        requests: mine.length,
        requestsPerSec: Math.round(mine.length / seconds),
        p50ms: at(0.5),
        p99ms: at(0.99),
        errors: mine.filter((s) => !s.ok).length,
      };
    });
    const created = {
      orders: after.orders - before.orders,
      dropshippingOrders: after.dropshippingOrders - before.dropshippingOrders,
      serviceRequests: after.serviceRequests - before.serviceRequests,
    };
    const lost = {
      orders: expected.orders - created.orders,
      dropshippingOrders: expected.dropshippingOrders - created.dropshippingOrders,
      serviceRequests: expected.serviceRequests - created.serviceRequests,
    };
    const errors = rows.at(-1)!.errors;
    const passed = errors === 0 && Object.values(lost).every((n) => n === 0);
    console.log(`\nMixed load, ${connections} connections, ${duration} s (PostgreSQL)`);
    console.table(rows);
    console.table([
      { rows: 'announced by 2xx answers', ...expected },
      { rows: 'found in the database', ...created },
    ]);
    if (failures.length > 0) console.log(`First errors:\n  ${failures.join('\n  ')}`);
    console.log(
      passed ? 'Mixed load: 0 errors, nothing lost.' : 'Mixed load FAILED: errors or lost rows (above).',
    );
    return { connections, duration, rows, expected, created, lost, passed, failures };
  } finally {
    await client.end();
  }
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

async function countRows(client: pg.Client) {
  const { rows } = await client.query<{ orders: string; dropshipping: string; requests: string }>(
    `SELECT (SELECT count(*) FROM orders) AS orders,
            (SELECT count(*) FROM dropshipping_orders) AS dropshipping,
            (SELECT count(*) FROM service_requests) AS requests`,
  );
  const row = rows[0]!;
  return {
    orders: Number(row.orders),
    dropshippingOrders: Number(row.dropshipping),
    serviceRequests: Number(row.requests),
  };
}

let shopperCounter = 0;

/** A verified shopper's session cookie: sign up, then follow the link from the e-mail outbox. */
async function signUp(base: string, client: pg.Client): Promise<string> {
  shopperCounter += 1;
  const email = `bench.shopper.${Date.now().toString(36)}.${shopperCounter}@example.com`;
  const signUpResponse = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'bench-password-1', name: 'Bench Shopper', callbackURL: '/' }),
  });
  if (!signUpResponse.ok)
    throw new Error(`sign-up failed: ${signUpResponse.status} ${await signUpResponse.text()}`);
  const { rows } = await client.query<{ text_body: string }>(
    'SELECT text_body FROM email_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
    [email],
  );
  const link = /https?:\/\/\S+/.exec(rows[0]?.text_body ?? '')?.[0];
  if (!link) throw new Error(`No verification e-mail for ${email}`);
  const verify = await fetch(link, { redirect: 'manual' });
  const session = verify.headers
    .getSetCookie()
    .find((cookie) => cookie.includes('session_token=') && !cookie.includes('session_token=;'));
  if (!session) throw new Error(`Verifying ${email} gave no session`);
  return session.split(';')[0]!;
}
