import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../test/fixtures';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

describe('Server-Timing', () => {
  it("gives an API read's time on the server, compressed answers included", async () => {
    await insertProduct(t.db);
    for (const url of ['/api/health', '/api/catalogue/products?seed=3&q=a', '/api/no/such/thing']) {
      const answer = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(String(answer.headers['server-timing']), url).toMatch(/^app;dur=\d+\.\d$/);
    }
  });

  it('is not on writes (a sign-in’s exact time would help tell which accounts exist) nor on pages', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'nobody@example.com', password: 'not-the-password' },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.headers['server-timing']).toBeUndefined();
    expect((await t.app.inject({ url: '/deals' })).headers['server-timing']).toBeUndefined();
  });
});
