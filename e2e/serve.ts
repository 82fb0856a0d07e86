// The server the browser tests drive: a fresh embedded database with a small seeded catalogue.
import fs from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(import.meta.dirname, '../tmp/e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
const port = process.env.E2E_PORT ?? '4173';
Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DEV_MAILBOX: 'true',
  SEED_DEMO_DATA: 'true',
  SEED_PRODUCTS: process.env.E2E_SEED_PRODUCTS ?? '400',
  // Every test signs in from 127.0.0.1.
  AUTH_LIMIT_PER_IP: '100000',
  LOG_LEVEL: 'warn',
});
const { startServer } = await import('../src/server/main');
await startServer();
