import {
  type PaymentProvider,
  PaymentProviderError,
  PROVIDER_UNREACHABLE_MESSAGE,
} from '../../adapters/payments/payment-provider';
import { AppError } from '../../errors';
import { type SettleDeps, type Settlement, settlePayment } from './settle-payment';

/**
 * A shopper back from the provider: the attempt is asked about and settled through the same path
 * as the webhook. null when the provider knows no transaction for it yet; 502 in words when the
 * provider cannot be reached (the shopper retries from the same page).
 */
export async function settleFromProvider(
  deps: SettleDeps & { provider: PaymentProvider },
  reference: string,
): Promise<Settlement | null> {
  let transaction: Awaited<ReturnType<PaymentProvider['verify']>>;
  try {
    transaction = await deps.provider.verify(reference);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ err: error, reference }, 'payment verification could not reach the provider');
    throw new AppError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', PROVIDER_UNREACHABLE_MESSAGE);
  }
  return transaction ? settlePayment(deps, { ...transaction, reference }) : null;
}
