import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_ADMIN_RIDER_STATUS, API_ADMIN_RIDERS } from '../../../shared/api-paths';
import { approveRiderSchema, riderStatusSchema } from '../../../shared/riders/rider-admin';
import { RIDER_ADMIN_MESSAGES } from '../../../shared/riders/rider-words';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound, parseInput } from '../../errors';
import { currentAdmin } from '../../lib/current-admin';
import { approveRider } from './approve-rider';
import { listAdminRiders } from './list-admin-riders';
import { setRiderStatus } from './set-rider-status';

const riderId = z.uuid();

/** Riders: the applications to approve, the riders, suspend and reinstate; inside the admin plugin only. */
export function registerAdminRiderRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const { db, config } = deps;

  app.get(API_ADMIN_RIDERS, async () => listAdminRiders(db));

  app.post(API_ADMIN_RIDERS, async (request, reply) => {
    const { applicationReference } = parseInput(approveRiderSchema, request.body);
    const approved = await approveRider(db, {
      applicationReference,
      admin: currentAdmin(request),
      publicUrl: config.publicUrl,
    });
    return reply.status(201).send({ riderId: approved.riderId });
  });

  app.post(API_ADMIN_RIDER_STATUS, async (request) => {
    const { id } = request.params as { id: string };
    if (!riderId.safeParse(id).success) throw notFound(RIDER_ADMIN_MESSAGES.notFound);
    const { status } = parseInput(riderStatusSchema, request.body);
    await setRiderStatus(db, { id, status, admin: currentAdmin(request) });
    return { status };
  });
}
