import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PaystackStub, startPaystackStub } from '../../test/paystack-stub';
import type { InitializePayment } from './payment-provider';
import { createPaystackProvider } from './paystack-provider';

const SECRET = 'sk_test_0123456789abcdef';
let stub: PaystackStub;
beforeAll(async () => {
  stub = await startPaystackStub({ secretKey: SECRET });
});
afterAll(() => stub.close());
// Every request the adapter sent matched Paystack's description.
afterEach(() => expect(stub.takeProblems()).toEqual([]));

const provider = (overrides: { secretKey?: string; baseUrl?: string; timeoutMs?: number } = {}) =>
  createPaystackProvider({ secretKey: SECRET, baseUrl: stub.url, ...overrides });

let counter = 0;
const payment = (overrides: Partial<InitializePayment> = {}): InitializePayment => ({
  reference: `DSP-TEST-${Date.now()}-${++counter}`,
  amountPesewas: 12_345,
  currency: 'GHS',
  email: 'ama@example.com',
  channels: ['mobile_money'],
  callbackUrl: 'http://localhost:3000/payment-success',
  metadata: { order_id: '6f1c2a34-0000-4000-8000-000000000001', product_name: 'Kettle' },
  ...overrides,
});

describe('Paystack adapter', () => {
  it('initializes with the amount in pesewas, GHS, our reference, channels, callback and metadata', async () => {
    const request = payment({ channels: ['card'] });
    const { authorizationUrl } = await provider().initialize(request);
    expect(authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\/ac_/);
    expect(stub.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/transaction/initialize',
      body: {
        email: 'ama@example.com',
        amount: 12_345,
        currency: 'GHS',
        reference: request.reference,
        callback_url: 'http://localhost:3000/payment-success',
        channels: ['card'],
        metadata: request.metadata,
      },
    });
  });

  it('verifies: abandoned until paid, then success with the amount and currency', async () => {
    const request = payment();
    await provider().initialize(request);
    expect(await provider().verify(request.reference)).toEqual({
      reference: request.reference,
      status: 'abandoned',
      amountPesewas: 12_345,
      currency: 'GHS',
    });
    stub.complete(request.reference);
    expect(await provider().verify(request.reference)).toMatchObject({
      status: 'success',
      amountPesewas: 12_345,
    });
    expect(stub.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/transaction/verify/${request.reference}`,
    });
  });

  it('answers null for a reference Paystack does not know', async () => {
    expect(await provider().verify('DSP-NEVER-SEEN')).toBeNull();
  });

  it("passes Paystack's refusal message on, or 'Unknown error'", async () => {
    stub.answerNextInitialize({ status: 400, message: 'Invalid Email Address Passed' });
    await expect(provider().initialize(payment())).rejects.toMatchObject({
      kind: 'refused',
      message: 'Invalid Email Address Passed',
    });
  });

  it('reports a wrong secret key as Paystack words it', async () => {
    await expect(provider({ secretKey: 'sk_test_wrong' }).initialize(payment())).rejects.toMatchObject({
      kind: 'refused',
      message: 'Invalid key',
    });
    expect(stub.takeProblems()).toEqual([
      'POST /transaction/initialize: Authorization is not "Bearer <secret key>"',
    ]);
  });

  it('gives up on a Paystack that does not answer, within its timeout', async () => {
    stub.answerNextInitialize('hang');
    const started = Date.now();
    await expect(provider({ timeoutMs: 300 }).initialize(payment())).rejects.toMatchObject({
      kind: 'unreachable',
      message: 'The payment provider could not be reached. Please try again.',
    });
    expect(Date.now() - started).toBeLessThan(3000);

    const request = payment();
    await provider().initialize(request);
    stub.hangVerify = true;
    await expect(provider({ timeoutMs: 300 }).verify(request.reference)).rejects.toMatchObject({
      kind: 'unreachable',
    });
    stub.hangVerify = false;
  });

  it('reports an unreachable Paystack', async () => {
    const closed = createPaystackProvider({ secretKey: SECRET, baseUrl: 'http://127.0.0.1:9' });
    await expect(closed.initialize(payment())).rejects.toMatchObject({ kind: 'unreachable' });
    await expect(closed.verify('DSP-X')).rejects.toMatchObject({ kind: 'unreachable' });
  });

  it('reports a server error without a message as unreachable', async () => {
    stub.answerNextInitialize({ status: 503, message: '' });
    await expect(provider().initialize(payment())).rejects.toMatchObject({ kind: 'unreachable' });
  });
});

describe('the Paystack stub itself', () => {
  it('catches a request that does not match Paystack’s description', async () => {
    await fetch(`${stub.url}/transaction/initialize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      // Cedis as a decimal string, an unknown currency, a channel Paystack does not have.
      body: JSON.stringify({
        email: 'a@example.com',
        amount: '123.45',
        currency: 'GHC',
        reference: 'bad ref!',
        channels: ['momo'],
      }),
    });
    const problems = stub.takeProblems().join('\n');
    expect(problems).toContain('/amount');
    expect(problems).toContain('/currency');
    expect(problems).toContain('/channels/0');
    expect(problems).toContain('bad reference');
    expect(problems).toContain('no callback_url');
  });
});
