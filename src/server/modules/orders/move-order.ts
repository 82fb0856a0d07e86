import type { AdminOrder, OrderStatusChangeInput } from '../../../shared/orders/admin-orders';
import type { OrderKind } from '../../../shared/orders/order-status';
import type { Db } from '../../db/client';
import type { AdminActor } from '../../lib/admin-activity';
import { changeOrderStatus } from './change-order-status';
import { getAdminOrder } from './list-admin-orders';
import { sendOrderStatusEmail } from './send-order-status-email';
import { sendOrderStatusSms } from './send-order-status-sms';

export interface MoveOrderOptions {
  kind: OrderKind;
  id: string;
  input: { status: string; note: string | null; lineIds?: OrderStatusChangeInput['lineIds'] };
  admin: AdminActor;
  mailDomain: string;
  publicUrl: string;
}

/**
 * The admin's status change of an order, all in one transaction: the move (the whole order, or the
 * lines named), then one e-mail and one SMS to the shopper saying what moved. Answers the order as
 * it is now.
 */
export function moveOrder(db: Db, options: MoveOrderOptions): Promise<AdminOrder> {
  const { kind, id, input, admin, mailDomain, publicUrl } = options;
  return db.transaction(async (tx) => {
    const change = await changeOrderStatus(tx, { kind, id, input, admin });
    const order = (await getAdminOrder(tx, kind, id, mailDomain))!;
    const moved = { to: change.to, lineIds: change.movedLineIds, wholeOrder: change.wholeOrder };
    await sendOrderStatusEmail({ db: tx, publicUrl }, order, moved);
    await sendOrderStatusSms(tx, order, moved);
    return order;
  });
}
