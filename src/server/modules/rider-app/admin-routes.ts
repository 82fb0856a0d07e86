import type { FastifyInstance } from 'fastify';
import { API_ADMIN_DELIVERY_JOB_RELEASE } from '../../../shared/api-paths';
import type { Db } from '../../db/client';
import { currentAdmin } from '../../lib/current-admin';
import { releaseDeliveryJob } from './release-delivery-job';

/** The admin's side of the rider's app: releasing a job five wrong codes locked. Inside the admin plugin only. */
export function registerAdminRiderAppRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.post(API_ADMIN_DELIVERY_JOB_RELEASE, async (request) => {
    const { id } = request.params as { id: string };
    return releaseDeliveryJob(deps.db, { jobId: id, admin: currentAdmin(request), now: new Date() });
  });
}
