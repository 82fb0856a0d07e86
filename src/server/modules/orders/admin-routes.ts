import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API_ADMIN_DELIVERY_FEES,
  API_ADMIN_ORDER,
  API_ADMIN_ORDER_STATUS,
  API_ADMIN_ORDERS,
  API_ADMIN_ORDERS_CSV,
  API_ADMIN_PAYMENT_REFUND,
  API_ADMIN_REFUND_DUE_PAYMENTS,
} from '../../../shared/api-paths';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderPage,
  type AdminOrderResponse,
  adminOrdersQuerySchema,
  type OrderStatusChanged,
  orderStatusChangeSchema,
  type PaymentRefunded,
  type RefundDuePayments,
} from '../../../shared/orders/admin-orders';
import type { DeliveryFeesResponse } from '../../../shared/orders/delivery-fee';
import { deliveryFeesUpdateSchema } from '../../../shared/orders/delivery-fee-schema';
import { ORDER_KINDS } from '../../../shared/orders/order-status';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound, parseInput } from '../../errors';
import { currentAdmin } from '../../lib/current-admin';
import { isUuid } from '../../lib/uuid';
import { exportOrdersCsv } from './export-orders-csv';
import { getDeliveryFees } from './get-delivery-fees';
import { getAdminOrder, listAdminOrders } from './list-admin-orders';
import { listRefundDuePayments } from './list-refund-due-payments';
import { moveOrder } from './move-order';
import { refundPayment } from './refund-payment';
import { setDeliveryFees } from './set-delivery-fees';

const orderKind = z.enum(ORDER_KINDS);

/** The orders view; registered inside the admin plugin only. */
export function registerAdminOrderRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; paymentProvider: PaymentProvider },
) {
  const { db, config, paymentProvider } = deps;
  const { mailDomain, publicUrl } = config;

  app.get(API_ADMIN_DELIVERY_FEES, async (): Promise<DeliveryFeesResponse> => getDeliveryFees(db));

  /** The regions' delivery fees for deal orders under GH₵100 (ADR 040), saved together. */
  app.put(API_ADMIN_DELIVERY_FEES, async (request): Promise<DeliveryFeesResponse> => {
    const { fees } = parseInput(deliveryFeesUpdateSchema, request.body);
    await setDeliveryFees(db, { admin: currentAdmin(request), fees });
    return getDeliveryFees(db);
  });

  app.get(API_ADMIN_ORDERS, async (request): Promise<AdminOrderPage> => {
    const query = parseInput(adminOrdersQuerySchema, request.query);
    return listAdminOrders(db, query, mailDomain);
  });

  app.get(API_ADMIN_ORDERS_CSV, async (request, reply) => {
    const { kind, status, q } = parseInput(adminOrdersQuerySchema, request.query);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ghanamart-${kind}-orders-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(exportOrdersCsv(db, { kind, status, q }, mailDomain));
  });

  /** One order in full: its lines, delivery and payment (the packing slip). */
  app.get(API_ADMIN_ORDER, async (request): Promise<AdminOrderResponse> => {
    const params = request.params as { kind: string; id: string };
    const kind = orderKind.safeParse(params.kind);
    const order =
      kind.success && isUuid(params.id)
        ? await getAdminOrder(db, kind.data, params.id, mailDomain)
        : undefined;
    if (!order) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
    return { order };
  });

  /** The whole order moves (or the lines named part from it); one e-mail and one SMS say so. */
  app.post(API_ADMIN_ORDER_STATUS, async (request): Promise<OrderStatusChanged> => {
    const params = request.params as { kind: string; id: string };
    const kind = orderKind.safeParse(params.kind);
    if (!kind.success) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
    const input = parseInput(orderStatusChangeSchema, request.body);
    const order = await moveOrder(db, {
      kind: kind.data,
      id: params.id,
      input,
      admin: currentAdmin(request),
      mailDomain,
      publicUrl,
    });
    return { order };
  });

  app.get(API_ADMIN_REFUND_DUE_PAYMENTS, async (): Promise<RefundDuePayments> => {
    return { payments: await listRefundDuePayments(db) };
  });

  app.post(API_ADMIN_PAYMENT_REFUND, async (request): Promise<PaymentRefunded> => {
    const { reference } = request.params as { reference: string };
    return refundPayment(db, paymentProvider, {
      reference,
      admin: currentAdmin(request),
      mailDomain,
      publicUrl,
    });
  });
}
