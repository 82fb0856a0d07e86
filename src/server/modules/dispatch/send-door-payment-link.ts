import { eq } from 'drizzle-orm';
import { formatCedis, toPesewas } from '../../../shared/money';
import { DEAL_ORDER_PAYMENT_METHOD } from '../../../shared/orders/order';
import { RIDER_ADMIN_MESSAGES } from '../../../shared/riders/rider-words';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { queueSms } from '../../adapters/sms/queue-sms';
import type { Db } from '../../db/client';
import { cartCheckouts, deliveryJobs, paymentAttempts } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { orderPageUrl } from '../../lib/order-link';
import { openPaymentPage, PAYMENT_CHANNELS } from '../checkout/open-payment-page';
import { createCartPaymentReference } from '../checkout/start-cart-payment';

/**
 * A pay-on-delivery deal order paid by mobile money at the door (docs/decisions/067): a payment
 * attempt of the order for its total, the provider's payment page for mobile money, and its link
 * texted to the receiver. The payment settles through the one payment path (settleCartPayment),
 * which marks the order paid and leaves the job nothing to collect.
 */
export async function sendDoorPaymentLink(
  db: Db,
  provider: PaymentProvider,
  options: { jobId: string; admin: AdminActor; publicUrl: string; orderLinkSecret: string },
): Promise<{ reference: string }> {
  const [job] = await db.select().from(deliveryJobs).where(eq(deliveryJobs.id, options.jobId));
  if (!job) throw notFound(RIDER_ADMIN_MESSAGES.jobNotFound);
  if (job.kind !== 'deal_order') throw new AppError(409, 'NOT_DEAL_ORDER', RIDER_ADMIN_MESSAGES.notDealOrder);
  const [checkout] = await db
    .select()
    .from(cartCheckouts)
    .where(eq(cartCheckouts.reference, job.subjectReference));
  if (
    !checkout ||
    checkout.paidAt !== null ||
    checkout.paymentMethod !== DEAL_ORDER_PAYMENT_METHOD ||
    toPesewas(job.cashDue) === 0 ||
    job.status === 'delivered' ||
    job.status === 'cancelled'
  ) {
    throw new AppError(409, 'NO_CASH_TO_PAY', RIDER_ADMIN_MESSAGES.noCashToPay);
  }
  const reference = createCartPaymentReference();
  const amountPesewas = toPesewas(checkout.totalAmount);
  await db.insert(paymentAttempts).values({
    reference,
    cartCheckoutId: checkout.id,
    provider: provider.name,
    amountPesewas,
    currency: 'GHS',
  });
  const started = await openPaymentPage(db, provider, {
    reference,
    amountPesewas,
    email: checkout.email,
    channels: PAYMENT_CHANNELS.mobile_money,
    callbackUrl: orderPageUrl(options.publicUrl, options.orderLinkSecret, checkout.reference),
    metadata: { order_reference: checkout.reference, at_the_door: 'yes' },
  });
  await db.transaction(async (tx) => {
    await queueSms(tx, {
      to: job.receiverPhone,
      text: `GhanaMart: pay ${formatCedis(checkout.totalAmount)} for order ${checkout.reference} by mobile money here: ${started.authorizationUrl}`,
    });
    await recordAdminActivity(tx, {
      admin: options.admin,
      action: 'delivery_job.payment_link',
      entityType: 'delivery_job',
      entityId: job.subjectReference,
      before: {},
      after: { paymentReference: reference, amount: checkout.totalAmount },
    });
  });
  return { reference };
}
