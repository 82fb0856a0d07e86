import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { signInAdmin } from './admin-session';
import { browser } from './fixtures';
import { type PaystackStub, startPaystackStub } from './paystack-stub';
import { createTestApp, type TestApp } from './test-app';

/** The secret key the app and the stub share (webhooks are signed with it). */
export const PAYSTACK_TEST_SECRET = 'sk_test_4f0c9b8e7d6a5f4e3d2c1b0a';

export interface PaystackApp {
  t: TestApp;
  stub: PaystackStub;
  /** An admin signed in to the app. */
  admin: ReturnType<typeof browser>;
}

/**
 * A test file's app paying through Paystack (PAYMENT_PROVIDER=paystack) against the local stub,
 * which checks every request against Paystack's own OpenAPI description: started before the file's
 * tests and closed after them, and each test ends with no request the description refuses. Its
 * fields are there once the file's tests start.
 */
export function paystackTestApp(env: Record<string, string> = {}): PaystackApp {
  const running = {} as PaystackApp;
  beforeAll(async () => {
    running.stub = await startPaystackStub({ secretKey: PAYSTACK_TEST_SECRET });
    running.t = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: PAYSTACK_TEST_SECRET,
        PAYSTACK_BASE_URL: running.stub.url,
        ...env,
      },
    });
    running.admin = browser(running.t, (await signInAdmin(running.t)).cookie);
  }, 120_000);
  afterAll(async () => {
    await running.t?.close();
    await running.stub?.close();
  });
  afterEach(() => expect(running.stub.takeProblems()).toEqual([]));
  return running;
}
