import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_URL = `http://127.0.0.1:${E2E_PORT}`;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const phone = {
  ...devices['Desktop Chrome'],
  viewport: { width: 375, height: 800 },
  hasTouch: true,
  isMobile: true,
};
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const CATALOGUE_WRITES = /admin-products\.spec\.ts/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_URL,
    trace: 'retain-on-failure',
    // The shop's service worker serves catalogue answers from its cache first (ADR 044), which
    // would hide from a journey the change it just made, and Playwright's routing does not see the
    // worker's requests. The specs about the worker itself allow it (pwa.spec.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  // Journeys that change prices every other journey reads (the bulk price adjustment) run after
  // all of them: the browser tests share one database.
  projects: [
    { name: 'phone', use: phone, testIgnore: CATALOGUE_WRITES },
    { name: 'desktop', use: desktop, testIgnore: CATALOGUE_WRITES },
    {
      name: 'phone catalogue writes',
      use: phone,
      testMatch: CATALOGUE_WRITES,
      dependencies: ['phone', 'desktop'],
    },
    {
      name: 'desktop catalogue writes',
      use: desktop,
      testMatch: CATALOGUE_WRITES,
      dependencies: ['phone', 'desktop'],
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    url: `${E2E_URL}/api/health/ready`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
