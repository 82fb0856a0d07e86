import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';

/** Jobs waiting, per queue (the job runner's `queueDepths`). */
export type JobQueueDepthSource = () => Promise<Record<string, number>>;

/** The app's Prometheus metrics: one registry per app, so that tests can build several. */
export interface Metrics {
  registry: Registry;
  /** Counts one answered request under its route pattern (never the raw URL: ids would explode it). */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  /** Where `jobs_queue_depth` comes from: the job runner's count of jobs waiting (none until set). */
  setJobQueueDepthSource(source: JobQueueDepthSource): void;
}

export function createMetrics(deps: { database: Database }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status class.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status class.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const poolStats = deps.database.poolStats?.bind(deps.database);
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool of this instance: connections open (total) and idle, queries waiting for one, and the most it opens (max).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, stats[state]);
      },
    });
  }

  let jobQueueDepth: JobQueueDepthSource | undefined;
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Background jobs waiting to run, per queue (email-outbox, sms-outbox: messages not yet delivered).',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      if (!jobQueueDepth) return;
      for (const [queue, depth] of Object.entries(await jobQueueDepth())) this.set({ queue }, depth);
    },
  });

  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      const labels = { method, route, status_class: `${Math.floor(status / 100)}xx` };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    setJobQueueDepthSource(source) {
      jobQueueDepth = source;
    },
  };
}
