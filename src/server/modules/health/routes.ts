import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_HEALTH, API_HEALTH_READY } from '../../../shared/api-paths';
import type { Db } from '../../db/client';

export function registerHealthRoutes(app: FastifyInstance, deps: { db: Db }) {
  // Liveness: the process answers. The baseline of the throughput benchmarks.
  app.get(API_HEALTH, async () => ({ status: 'ok' }));

  // Readiness: the database answers too (a failure becomes 503 in the error handler).
  app.get(API_HEALTH_READY, async () => {
    await deps.db.execute(sql`SELECT 1`);
    return { status: 'ok', database: 'ok' };
  });
}
