import { count, desc, sql } from 'drizzle-orm';
import { type AdminDhlShipmentPage, DHL_ADMIN_PAGE_SIZE } from '../../../shared/dhl/dhl-shipment-update';
import type { Db } from '../../db/client';
import { dhlShipments } from '../../db/schema';
import { toAdminDhlShipment } from './to-admin-dhl-shipment';

const countOf = (status: string) => sql<number>`count(*) FILTER (WHERE ${dhlShipments.status} = ${status})`;

/** One page of shipments, newest first, with the Quick Stats counted over all of them. */
export async function listAdminDhlShipments(
  db: Db,
  options: { page: number },
): Promise<AdminDhlShipmentPage> {
  const { page } = options;
  const [rows, [stats]] = await Promise.all([
    db
      .select()
      .from(dhlShipments)
      .orderBy(desc(dhlShipments.createdAt), desc(dhlShipments.id))
      .limit(DHL_ADMIN_PAGE_SIZE)
      .offset((page - 1) * DHL_ADMIN_PAGE_SIZE),
    db
      .select({
        total: count(),
        pending: countOf('pending').mapWith(Number),
        confirmed: countOf('confirmed').mapWith(Number),
        shipped: countOf('shipped').mapWith(Number),
        delivered: countOf('delivered').mapWith(Number),
      })
      .from(dhlShipments),
  ]);
  const { total, ...quickStats } = stats!;
  return {
    shipments: rows.map(toAdminDhlShipment),
    page,
    pageSize: DHL_ADMIN_PAGE_SIZE,
    total,
    stats: quickStats,
  };
}
