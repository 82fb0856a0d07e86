import type { FastifyInstance } from 'fastify';
import { API_ADMIN_ANALYTICS } from '../../../shared/api-paths';
import type { Db } from '../../db/client';
import { getAnalyticsReport } from './get-analytics-report';

/** The admin's Analytics view; registered inside the admin plugin only. */
export function registerAnalyticsRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get(API_ADMIN_ANALYTICS, () => getAnalyticsReport(deps.db));
}
