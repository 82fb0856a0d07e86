import { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { isValidWebhookSignature } from '../../adapters/payments/webhook-signature';
import { AppError } from '../../errors';
import { assertStorableInput } from '../../lib/storable-input';
import { type SettleDeps, settlePayment } from './settle-payment';

const chargeSuccess = z.object({
  event: z.literal('charge.success'),
  data: z.object({
    reference: z.string(),
    status: z.string().default('success'),
    amount: z.number().int(),
    currency: z.string(),
  }),
});

/**
 * Paystack's webhook: the raw body must carry a valid `x-paystack-signature`, else 401 and nothing
 * happens. A `charge.success` makes the same paid transition as verification (amount and currency
 * checked); every other event, and an unknown reference, is acknowledged and ignored. Text that
 * cannot be stored (a NUL in the reference) is refused with 400, so nothing changes.
 */
export async function handleWebhook(
  deps: SettleDeps & { provider: PaymentProvider },
  rawBody: Buffer,
  signature: unknown,
): Promise<void> {
  if (!isValidWebhookSignature(rawBody, signature, deps.provider.webhookSecret)) {
    throw new AppError(401, 'INVALID_SIGNATURE', 'Invalid signature');
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    deps.log.warn('signed webhook with an unreadable body');
    return;
  }
  // Kept raw for its signature, this body missed the guard every parsed body passes.
  assertStorableInput(body);
  const parsed = chargeSuccess.safeParse(body);
  if (!parsed.success) return;
  const { reference, status, amount, currency } = parsed.data.data;
  const settlement = await settlePayment(deps, { reference, status, amountPesewas: amount, currency });
  if (settlement.outcome === 'unknown') deps.log.info({ reference }, 'webhook for an unknown reference');
}
