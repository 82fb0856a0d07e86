// `node --import tsx bench/seed-products.ts --database-url URL --products N`: a PostgreSQL catalogue
// of N products for the benches, fast. The shop's own seeder makes the first 5,000 (its images,
// deals, demo customers and orders); the rest are copies of those made by the database itself, one
// INSERT … SELECT over generate_series per 100,000 products, so that a million takes minutes, not
// an hour of rows sent one batch at a time. Each copy gets a new id, and so its own place in every
// shuffle, and a number in its name ("… No. 123456"), so that names repeat as little as the seed's.
// Every insert goes through the table's own triggers: the shuffle heads and the search table are
// built exactly as the shop builds them for an admin's import. Prints the time each step took.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createLocalStorage } from '../src/server/adapters/storage/local-storage';
import { openPostgres } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed/seed';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    products: { type: 'string', default: '1000000' },
    'uploads-dir': { type: 'string', default: 'tmp/bench-seed-uploads' },
  },
});
const url = values['database-url'];
const total = Number(values.products);
if (!url || !Number.isInteger(total) || total < 1) {
  console.error('usage: bench/seed-products.ts --database-url postgres://… --products 1000000');
  process.exit(2);
}
const TEMPLATE_PRODUCTS = Math.min(5000, total);
const COPIES_PER_STATEMENT = 100_000;

const started = performance.now();
const step = (name: string, since: number) =>
  console.log(`${name}: ${((performance.now() - since) / 1000).toFixed(1)} s`);

const database = await openPostgres(url, 2);
try {
  const since = performance.now();
  await database.migrate();
  const { seeded } = await seedDatabase(database.db, createLocalStorage(values['uploads-dir']), {
    products: TEMPLATE_PRODUCTS,
  });
  if (!seeded) throw new Error('The database already has products: give an empty one.');
  step(`the shop's seeder, ${TEMPLATE_PRODUCTS.toLocaleString('en-US')} products`, since);
} finally {
  await database.close();
}

const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  // Every column but the id, the name and the generated search text is copied as it is.
  const { rows } = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
     WHERE table_name = 'dropshipping_products' AND is_generated = 'NEVER'
       AND column_name NOT IN ('id', 'name')
     ORDER BY ordinal_position`,
  );
  const copied = rows.map((row) => `"${row.column_name}"`).join(', ');
  const copiedFrom = rows.map((row) => `template."${row.column_name}"`).join(', ');
  let made = TEMPLATE_PRODUCTS;
  while (made < total) {
    const count = Math.min(COPIES_PER_STATEMENT, total - made);
    const since = performance.now();
    await client.query(
      `WITH template AS (
         SELECT *, row_number() OVER (ORDER BY id) - 1 AS n FROM dropshipping_products
       )
       INSERT INTO dropshipping_products (id, name, ${copied})
       SELECT gen_random_uuid(), template.name || ' No. ' || g, ${copiedFrom}
       FROM generate_series($1::int, $2::int) AS g
       JOIN template ON template.n = g % $3`,
      [made, made + count - 1, TEMPLATE_PRODUCTS],
    );
    made += count;
    step(`${made.toLocaleString('en-US')} products`, since);
  }
  const since = performance.now();
  await client.query('VACUUM ANALYZE');
  step('VACUUM ANALYZE', since);
  step(`seeded ${total.toLocaleString('en-US')} products in all`, started);
} finally {
  await client.end();
}
