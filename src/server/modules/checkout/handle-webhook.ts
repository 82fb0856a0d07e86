import { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { isValidWebhookSignature } from '../../adapters/payments/webhook-signature';
import { AppError } from '../../errors';
import { assertStorableInput } from '../../lib/storable-input';
import { settleTransfer } from '../payouts/settle-transfer';
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

// A payout's outcome (docs/decisions/068): Paystack posts every event to the one webhook address.
const transferOutcome = z.object({
  event: z.enum(['transfer.success', 'transfer.failed', 'transfer.reversed']),
  data: z.object({
    reference: z.string(),
    amount: z.number().int(),
    gateway_response: z.string().nullish(),
  }),
});

/**
 * Paystack's webhook: the raw body must carry a valid `x-paystack-signature`, else 401 and nothing
 * happens. A `charge.success` makes the same paid transition as verification (amount and currency
 * checked); a transfer's outcome settles the vendor's payout it was for; every other event, and an
 * unknown reference, is acknowledged and ignored. Text that cannot be stored (a NUL in the
 * reference) is refused with 400, so nothing changes.
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
  const transfer = transferOutcome.safeParse(body);
  if (transfer.success) {
    const { data } = transfer.data;
    await settleTransfer(deps, {
      event: transfer.data.event,
      reference: data.reference,
      amountPesewas: data.amount,
      reason: data.gateway_response || null,
    });
    return;
  }
  const parsed = chargeSuccess.safeParse(body);
  if (!parsed.success) return;
  const { reference, status, amount, currency } = parsed.data.data;
  const settlement = await settlePayment(deps, { reference, status, amountPesewas: amount, currency });
  if (settlement.outcome === 'unknown') deps.log.info({ reference }, 'webhook for an unknown reference');
}
