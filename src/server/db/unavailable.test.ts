import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/test-app';
import { openPostgres } from './client';

// A PostgreSQL that does not answer: every database-backed request must give 503, never 500.
let app: Awaited<ReturnType<typeof buildApp>>['app'];
beforeAll(async () => {
  const database = await openPostgres('postgres://nobody@127.0.0.1:9/none', 1);
  ({ app } = await buildApp({ config: testConfig(), database }));
  await app.ready();
});
afterAll(() => app.close());

describe('database outage', () => {
  it('answers 503 with a message in words', async () => {
    for (const url of ['/api/health/ready', '/api/catalogue/categories']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toMatchObject({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'The service is temporarily unavailable. Please try again shortly.',
        },
      });
    }
  });

  it('still answers liveness', async () => {
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
