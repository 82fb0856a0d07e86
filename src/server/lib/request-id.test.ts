import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTACT_REQUEST } from '../../shared/api-paths';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: ({ app }) => {
      app.get('/api/test/crash', async () => {
        throw new Error('secret internal detail');
      });
    },
  });
});
afterAll(async () => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('gives every answer a fresh id in x-request-id', async () => {
    const first = await t.app.inject({ url: '/api/health' });
    const second = await t.app.inject({ url: '/api/health' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('keeps a sane id sent by the load balancer and replaces one that is not', async () => {
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-1234.abcd:ef_9' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abcd:ef_9');
    for (const bad of ['has spaces in it', 'x'.repeat(129), '<script>', '']) {
      const replaced = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id'], bad).toMatch(UUID);
    }
  });

  it('puts the id in every error answer: not found, invalid input, refused, and a bug', async () => {
    const answers = [
      await t.app.inject({ url: '/api/no/such/thing' }),
      await t.app.inject({
        method: 'POST',
        url: API_CONTACT_REQUEST,
        headers: { origin: TEST_ORIGIN },
        payload: {},
      }),
      await t.app.inject({
        method: 'POST',
        url: API_CONTACT_REQUEST,
        headers: { origin: 'https://evil.example' },
        payload: {},
      }),
      await t.app.inject({ url: '/api/test/crash', headers: { 'x-request-id': 'support-ticket-42' } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([404, 400, 403, 500]);
    for (const answer of answers) {
      expect(answer.json().error.requestId).toBe(answer.headers['x-request-id']);
    }
    expect(answers[3]!.json().error.requestId).toBe('support-ticket-42');
  });

  it('leaves successful answers as they were', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });
});
