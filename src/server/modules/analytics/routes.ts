import type { FastifyInstance } from 'fastify';
import { ADMIN_API } from '../../../shared/admin/admin-api-paths';
import type { Db } from '../../db/client';
import { getAnalyticsReport } from './get-analytics-report';

/** The admin's Analytics view; registered inside the admin plugin only. */
export function registerAnalyticsRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get(ADMIN_API.analytics, () => getAnalyticsReport(deps.db));
}
