import type { FastifyInstance } from 'fastify';
import { API_HEALTH, API_HEALTH_READY, API_READY } from '../../../shared/api-paths';
import type { Db } from '../../db/client';
import { pendingMigrations } from '../../db/pending-migrations';
import { AppError } from '../../errors';

export function registerHealthRoutes(app: FastifyInstance, deps: { db: Db }) {
  // Liveness: the process answers, without touching the database (a restart would not fix it).
  // The baseline of the throughput benchmarks.
  app.get(API_HEALTH, async () => ({ status: 'ok' }));

  // Readiness: the database answers (an outage becomes 503 in the error handler) and has every
  // committed migration, so a balancer sends no traffic to an instance whose schema is behind.
  const ready = async () => {
    const pending = await pendingMigrations(deps.db);
    if (pending.length > 0) {
      throw new AppError(
        503,
        'NOT_READY',
        `The database answers but ${pending.length === 1 ? 'one migration is' : `${pending.length} migrations are`} not applied yet (${pending.join(', ')}).`,
      );
    }
    return { status: 'ok', database: 'ok', migrations: 'ok' };
  };
  app.get(API_READY, ready);
  app.get(API_HEALTH_READY, ready);
}
