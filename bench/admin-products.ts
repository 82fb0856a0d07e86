// The admin product list and the bulk price adjustment (docs/product/budgets.md), measured in-process:
// the real app answers injected requests from a signed-in admin, so each timing is the server's
// whole time for the request (routing, the admin guard, validation, SQL, serialisation), without
// the network. Runs on the bench's own database (PGlite folder, or PostgreSQL with --database-url).
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createLocalStorage } from '../src/server/adapters/storage/local-storage';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite, openPostgres } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed/seed';
import { upsertAdmin } from '../src/server/modules/auth/admin-users';
import { API_ADMIN_PRODUCT_PRICE_ADJUSTMENTS, API_ADMIN_PRODUCTS } from '../src/shared/api-paths';

const BUDGET_ADMIN_LIST_P95_MS = 50;
const ORIGIN = 'http://127.0.0.1:4311';

export async function measureAdminProducts(options: {
  products: number;
  dataDir: string;
  databaseUrl?: string;
}) {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir);
  try {
    await database.migrate();
    await seedDatabase(database.db, createLocalStorage(path.join(options.dataDir, 'uploads')), {
      products: options.products,
      log: (message) => console.log(`[seed] ${message}`),
    });
    // A maintained table, as autovacuum keeps it on PostgreSQL (PGlite has no autovacuum, and each
    // run's bulk adjustments leave 50,000 dead row versions behind).
    await database.db.execute(sql`VACUUM ANALYZE dropshipping_products`);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: options.dataDir,
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
      AUTH_LIMIT_PER_IP: '100000',
    });
    const { app } = await buildApp({ config, database, webDir: path.join(options.dataDir, 'no-web') });
    await app.ready();
    try {
      const password = 'bench-admin-password';
      await upsertAdmin(database.db, { username: 'bench_admin', password });
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/username',
        headers: { origin: ORIGIN },
        payload: { username: 'bench_admin', password },
      });
      const cookie = [signIn.headers['set-cookie']]
        .flat()
        .find((c) => c?.includes('session_token='))
        ?.split(';')[0];
      if (!cookie) throw new Error(`admin sign-in failed: ${signIn.body}`);
      const headers = { origin: ORIGIN, cookie };

      const timed = async (query: () => string, runs = 200) => {
        const timings: number[] = [];
        // Warm-up: the first requests compile plans and fill caches.
        for (let i = 0; i < 10; i++)
          await app.inject({ method: 'GET', url: `${API_ADMIN_PRODUCTS}${query()}`, headers });
        for (let i = 0; i < runs; i++) {
          const url = `${API_ADMIN_PRODUCTS}${query()}`;
          const started = performance.now();
          const response = await app.inject({ method: 'GET', url, headers });
          timings.push(performance.now() - started);
          if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        }
        timings.sort((a, b) => a - b);
        const at = (p: number) => Number(timings[Math.min(runs - 1, Math.floor(runs * p))]!.toFixed(1));
        return {
          runs,
          p50ms: at(0.5),
          p95ms: at(0.95),
          p99ms: at(0.99),
          withinBudget: at(0.95) <= BUDGET_ADMIN_LIST_P95_MS,
        };
      };

      let i = 0;
      const pick = <T>(values: readonly T[]) => values[i++ % values.length]!;
      const terms = ['wireless', 'shoe', 'kitchen', 'usb cable', 'baby', 'electronics', 'red', 'zzqx-none'];
      const sorts = ['newest', 'oldest', 'name', 'price-asc', 'price-desc'];
      const categories = ['Electronics', 'Fashion & Apparel', 'Home & Kitchen', 'Automotive', 'Pet Supplies'];
      const rows = [
        {
          list: 'page (1-40, each sort)',
          ...(await timed(() => `?page=${1 + (i % 40)}&sort=${pick(sorts)}`)),
        },
        { list: 'search (first page)', ...(await timed(() => `?q=${encodeURIComponent(pick(terms))}`)) },
        {
          list: 'filtered (country, category, active, in stock)',
          ...(await timed(
            () =>
              `?country=${pick(['USA', 'China'])}&category=${encodeURIComponent(pick(categories))}` +
              `&active=true&inStock=${pick(['true', 'false'])}&sort=${pick(sorts)}&page=${1 + (i % 3)}`,
          )),
        },
      ];
      console.log(
        `\nAdmin product list over ${options.products.toLocaleString('en-US')} products, server time ` +
          `(budget: p95 ≤ ${BUDGET_ADMIN_LIST_P95_MS} ms)`,
      );
      console.table(rows);

      // Up, then down again, so that repeated runs leave the prices about where they were.
      const bulk = [];
      for (const direction of ['increase', 'decrease'] as const) {
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: API_ADMIN_PRODUCT_PRICE_ADJUSTMENTS,
          headers,
          payload: { country: 'China', direction, percentage: 5 },
        });
        const ms = performance.now() - started;
        if (response.statusCode !== 200)
          throw new Error(`bulk adjustment: ${response.statusCode} ${response.body}`);
        bulk.push({ direction, rows: response.json().count as number, ms: Number(ms.toFixed(0)) });
      }
      console.log('\nBulk price adjustment of every China product (one UPDATE, one transaction)');
      console.table(bulk);
      return { list: rows, bulk };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
