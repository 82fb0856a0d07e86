import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPageQuerySchema } from '../../../shared/admin/admin-activity';
import { API_ADMIN_DHL_SHIPMENT, API_ADMIN_DHL_SHIPMENTS } from '../../../shared/api-paths';
import { dhlShipmentUpdateSchema } from '../../../shared/dhl/dhl-shipment-update';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound, parseInput } from '../../errors';
import { currentAdmin } from '../../lib/current-admin';
import { listAdminDhlShipments } from './list-admin-dhl-shipments';
import { updateDhlShipment } from './update-dhl-shipment';

const shipmentId = z.uuid();

/** DHL Shipment Management (docs/product/admin.md, "DHL shipments"); registered inside the admin plugin only. */
export function registerAdminDhlRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const { db, config } = deps;

  app.get(API_ADMIN_DHL_SHIPMENTS, async (request) => {
    const { page } = parseInput(adminPageQuerySchema, request.query);
    return listAdminDhlShipments(db, { page });
  });

  app.patch(API_ADMIN_DHL_SHIPMENT, async (request) => {
    const { id } = request.params as { id: string };
    if (!shipmentId.safeParse(id).success) throw notFound('DHL shipment not found.');
    const input = parseInput(dhlShipmentUpdateSchema, request.body);
    return {
      shipment: await updateDhlShipment(db, {
        id,
        input,
        admin: currentAdmin(request),
        publicUrl: config.publicUrl,
        linkSecret: config.authSecret,
      }),
    };
  });
}
