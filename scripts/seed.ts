// `npm run seed -- --products N`: seed an empty database with the demo catalogue.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createLocalStorage } from '../src/server/adapters/storage/local-storage';
import { loadConfig } from '../src/server/config';
import { seedDatabase } from '../src/server/db/seed/seed';
import { openConfiguredDatabase } from '../src/server/main';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const config = loadConfig();
const products = values.products === undefined ? config.seedProducts : Number(values.products);
if (!Number.isInteger(products) || products < 0) {
  console.error('--products takes a whole number, e.g. npm run seed -- --products 50000');
  process.exit(2);
}

const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const storage = createLocalStorage(path.join(config.dataDir, 'uploads'));
  const { seeded } = await seedDatabase(database.db, storage, {
    products,
    log: (message) => console.log(message),
  });
  if (!seeded) console.log('The database already has products or deals: nothing seeded.');
} finally {
  await database.close();
}
