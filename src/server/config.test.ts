import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'a'.repeat(32), ...env });

describe('payment provider settings', () => {
  it('uses the simulated provider without a Paystack key, and Paystack with one', () => {
    expect(load({}).payments).toEqual({ provider: 'simulated', paystackBaseUrl: 'https://api.paystack.co' });
    expect(
      load({ PAYSTACK_SECRET_KEY: 'sk_test_1', PAYSTACK_BASE_URL: 'http://127.0.0.1:9999/' }).payments,
    ).toEqual({
      provider: 'paystack',
      paystackSecretKey: 'sk_test_1',
      paystackBaseUrl: 'http://127.0.0.1:9999',
    });
    expect(load({ PAYSTACK_SECRET_KEY: 'sk_test_1', PAYMENT_PROVIDER: 'simulated' }).payments.provider).toBe(
      'simulated',
    );
  });

  it('refuses Paystack without a key, and production without a provider chosen', () => {
    expect(() => load({ PAYMENT_PROVIDER: 'paystack' })).toThrow(ConfigError);
    expect(() => load({ NODE_ENV: 'production' })).toThrow(/PAYSTACK_SECRET_KEY is required in production/);
    expect(load({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'simulated' }).payments.provider).toBe(
      'simulated',
    );
    expect(load({ NODE_ENV: 'production', PAYSTACK_SECRET_KEY: 'sk_live_1' }).payments.provider).toBe(
      'paystack',
    );
  });
});

describe('background job settings', () => {
  it('runs jobs in the app by default, and in workers only with PostgreSQL', () => {
    expect(load({}).workers).toBe('internal');
    expect(load({}).mailMaxAttempts).toBe(8);
    expect(() => load({ WORKERS: 'external' })).toThrow(/WORKERS=external needs DATABASE_URL/);
    expect(load({ WORKERS: 'external', DATABASE_URL: 'postgres://db/shop' }).workers).toBe('external');
  });
});

describe('trusted proxies (TRUST_PROXY)', () => {
  it('trusts no proxy by default, a number of hops, or a list of addresses and ranges', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true (the client would choose its own address) with words that say what to set', () => {
    expect(() => load({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => load({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1 behind one load balancer/);
  });

  it('refuses what is neither a hop count nor an address', () => {
    for (const value of ['yes', '10.0.0.300', '10.0.0.0/33', '::1/129', 'balancer.internal', '11', '-1']) {
      expect(() => load({ TRUST_PROXY: value }), value).toThrow(ConfigError);
    }
  });
});

describe('order limit (ORDER_LIMIT_PER_USER)', () => {
  it('allows 30 orders per shopper per window by default, or the number set', () => {
    expect(load({}).orderLimitPerUser).toBe(30);
    expect(load({ ORDER_LIMIT_PER_USER: '5' }).orderLimitPerUser).toBe(5);
    expect(() => load({ ORDER_LIMIT_PER_USER: '0' })).toThrow(ConfigError);
  });
});
