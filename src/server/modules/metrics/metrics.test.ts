import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => t.close());

const REMOTE = '203.0.113.9';

describe('/metrics', () => {
  it('answers a client on the same machine with the Prometheus text format', async () => {
    const answer = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toContain('process_cpu_user_seconds_total');
    expect(answer.body).toContain('nodejs_eventloop_lag_seconds');
    expect(answer.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('is not there for anyone else, nor for a request a proxy forwarded, nor with a wrong token', async () => {
    const refused = [
      await t.app.inject({ url: '/metrics', remoteAddress: REMOTE }),
      await t.app.inject({
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': REMOTE },
      }),
      await t.app.inject({
        url: '/metrics',
        remoteAddress: REMOTE,
        headers: { authorization: 'Bearer wrong' },
      }),
      await t.app.inject({ url: '/metrics', remoteAddress: REMOTE, headers: { authorization: TOKEN } }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('process_cpu');
    }
  });

  it('answers a remote scraper that holds the token', async () => {
    const answer = await t.app.inject({
      url: '/metrics',
      remoteAddress: REMOTE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('process_cpu_user_seconds_total');
  });

  it('counts each request under its route pattern and status class, never its raw URL', async () => {
    const id = '7300e597-4d08-488c-839d-951e8918ac56';
    expect((await t.app.inject({ url: `/api/deals/${id}` })).statusCode).toBe(404);
    await t.app.inject({ url: '/api/deals' });
    await t.app.inject({ url: '/api/no/such/path' });
    const body = (await t.app.inject({ url: '/metrics' })).body;
    expect(body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/deals\/:id",status_class="4xx"\} 1$/m,
    );
    expect(body).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/deals",status_class="2xx"\} 1$/m,
    );
    expect(body).toMatch(/^http_requests_total\{method="GET",route="\/api\/deals",status_class="2xx"\} 1$/m);
    expect(body).toMatch(/^http_requests_total\{method="GET",route="other",status_class="4xx"\} 1$/m);
    expect(body).not.toContain(id);
    expect(body).not.toContain('/api/no/such/path');
  });

  it('reports the job queue depth from the source the job runner gives it', async () => {
    expect((await t.app.inject({ url: '/metrics' })).body).not.toMatch(/^jobs_queue_depth\{/m);
    t.metrics.setJobQueueDepthSource(async () => ({ 'deliver-email': 7, 'email-outbox': 2 }));
    const body = (await t.app.inject({ url: '/metrics' })).body;
    expect(body).toMatch(/^jobs_queue_depth\{queue="deliver-email"\} 7$/m);
    expect(body).toMatch(/^jobs_queue_depth\{queue="email-outbox"\} 2$/m);
  });

  it("reports PostgreSQL's pool, and no pool for the embedded database", async () => {
    const body = (await t.app.inject({ url: '/metrics' })).body;
    if (t.database.kind === 'postgres') {
      expect(body).toMatch(/^db_pool_connections\{state="total"\} [1-9]\d*$/m);
      expect(body).toMatch(/^db_pool_connections\{state="waiting"\} 0$/m);
      expect(body).toMatch(/^db_pool_connections\{state="max"\} 5$/m);
    } else {
      expect(body).not.toContain('db_pool_connections');
    }
  });
});
