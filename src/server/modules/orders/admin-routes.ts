import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API_ADMIN_DELIVERY_FEE,
  API_ADMIN_DELIVERY_FEES,
  API_ADMIN_ORDER_STATUS,
  API_ADMIN_ORDERS,
  API_ADMIN_ORDERS_CSV,
  API_ADMIN_PAYMENT_REFUND,
  API_ADMIN_REFUND_DUE_PAYMENTS,
} from '../../../shared/api-paths';
import { GHANA_REGIONS } from '../../../shared/ghana-regions';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderPage,
  adminOrdersQuerySchema,
  type OrderStatusChanged,
  orderStatusChangeSchema,
  type PaymentRefunded,
  type RefundDuePayments,
} from '../../../shared/orders/admin-orders';
import type { DeliveryFeesResponse } from '../../../shared/orders/delivery-fee';
import { deliveryFeeUpdateSchema } from '../../../shared/orders/delivery-fee-schema';
import { ORDER_KINDS } from '../../../shared/orders/order-status';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound, parseInput } from '../../errors';
import { currentAdmin } from '../../lib/current-admin';
import { changeOrderStatus } from './change-order-status';
import { exportOrdersCsv } from './export-orders-csv';
import { getDeliveryFees } from './get-delivery-fees';
import { getAdminOrder, listAdminOrders } from './list-admin-orders';
import { listRefundDuePayments } from './list-refund-due-payments';
import { refundPayment } from './refund-payment';
import { sendDoublePaymentRefundEmail, sendOrderStatusEmail } from './send-order-status-email';
import { sendOrderStatusSms } from './send-order-status-sms';
import { setDeliveryFee } from './set-delivery-fee';

const orderKind = z.enum(ORDER_KINDS);
const region = z.enum(GHANA_REGIONS.values);

/** The orders view; registered inside the admin plugin only. */
export function registerAdminOrderRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; paymentProvider: PaymentProvider },
) {
  const { db, config, paymentProvider } = deps;
  const { mailDomain, publicUrl } = config;

  app.get(API_ADMIN_DELIVERY_FEES, async (): Promise<DeliveryFeesResponse> => getDeliveryFees(db));

  /** One region's delivery fee for deal orders under GH₵100 (ADR 040). */
  app.put(API_ADMIN_DELIVERY_FEE, async (request): Promise<DeliveryFeesResponse> => {
    const params = region.safeParse((request.params as { region: string }).region);
    if (!params.success) throw notFound('Unknown region.');
    const { fee } = parseInput(deliveryFeeUpdateSchema, request.body);
    await setDeliveryFee(db, { admin: currentAdmin(request), region: params.data, fee });
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
      .send(exportOrdersCsv(db, { kind, status, q }));
  });

  app.post(API_ADMIN_ORDER_STATUS, async (request): Promise<OrderStatusChanged> => {
    const params = request.params as { kind: string; id: string };
    const kind = orderKind.safeParse(params.kind);
    if (!kind.success) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
    const input = parseInput(orderStatusChangeSchema, request.body);
    const order = await db.transaction(async (tx) => {
      await changeOrderStatus(tx, { kind: kind.data, id: params.id, input, admin: currentAdmin(request) });
      const order = await getAdminOrder(tx, kind.data, params.id, mailDomain);
      await sendOrderStatusEmail({ db: tx, publicUrl }, order!);
      await sendOrderStatusSms(tx, order!);
      return order!;
    });
    return { order };
  });

  app.get(API_ADMIN_REFUND_DUE_PAYMENTS, async (): Promise<RefundDuePayments> => {
    return { payments: await listRefundDuePayments(db) };
  });

  app.post(API_ADMIN_PAYMENT_REFUND, async (request): Promise<PaymentRefunded> => {
    const { reference } = request.params as { reference: string };
    const refund = await refundPayment(db, paymentProvider, { reference, admin: currentAdmin(request) });
    // The provider's refund sits between two transactions (the claim and the record), so the
    // e-mail is queued right after the record, in a transaction of its own.
    await db.transaction(async (tx) => {
      const emails = { db: tx, publicUrl };
      if (refund.cart) {
        await sendDoublePaymentRefundEmail(emails, {
          to: refund.cart.email,
          customerName: refund.cart.customerName,
          orderReference: refund.cart.reference,
          amount: refund.amount,
          orderCancelled: refund.cart.cancelled,
        });
        return;
      }
      const order = await getAdminOrder(tx, 'dropshipping', refund.orderId!, mailDomain);
      if (refund.orderRefunded) {
        await sendOrderStatusEmail(emails, order!);
        await sendOrderStatusSms(tx, order!);
      } else {
        await sendDoublePaymentRefundEmail(emails, {
          to: order!.email,
          customerName: order!.customerName,
          orderReference: order!.reference,
          amount: refund.amount,
        });
      }
    });
    return { reference: refund.reference, amount: refund.amount, refundId: refund.refundId };
  });
}
