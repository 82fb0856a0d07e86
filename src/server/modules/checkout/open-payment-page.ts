import { eq } from 'drizzle-orm';
import type { PaymentStarted } from '../../../shared/checkout/checkout-messages';
import {
  type InitializePayment,
  type PaymentChannel,
  type PaymentProvider,
  PaymentProviderError,
} from '../../adapters/payments/payment-provider';
import type { Db } from '../../db/client';
import { paymentAttempts } from '../../db/schema';
import { AppError } from '../../errors';

/** The provider page's channels for each online payment method (drop-shipping and deal orders). */
export const PAYMENT_CHANNELS: Record<'mobile_money' | 'debit_card', PaymentChannel[]> = {
  mobile_money: ['mobile_money'],
  debit_card: ['card'],
};

/**
 * Asks the provider for the payment page of an attempt already saved (ADR 010) and keeps its
 * address on the attempt. A provider's refusal marks the attempt `init_failed` and answers 502 with
 * the provider's words; the shopper starts another attempt to try again.
 */
export async function openPaymentPage(
  db: Db,
  provider: PaymentProvider,
  payment: Omit<InitializePayment, 'currency'>,
): Promise<PaymentStarted> {
  const { reference } = payment;
  try {
    const { authorizationUrl } = await provider.initialize({ ...payment, currency: 'GHS' });
    await db
      .update(paymentAttempts)
      .set({ authorizationUrl })
      .where(eq(paymentAttempts.reference, reference));
    return { reference, authorizationUrl };
  } catch (error) {
    const message = error instanceof PaymentProviderError ? error.message : 'Unknown error';
    await db
      .update(paymentAttempts)
      .set({ status: 'init_failed', failureMessage: message })
      .where(eq(paymentAttempts.reference, reference));
    if (!(error instanceof PaymentProviderError)) throw error;
    throw new AppError(502, 'PAYMENT_INIT_FAILED', message);
  }
}
