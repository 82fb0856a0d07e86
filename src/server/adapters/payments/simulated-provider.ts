import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simulatedPayments } from '../../db/schema';
import {
  type PaymentProvider,
  PaymentProviderError,
  type PayoutBankEntry,
  type ProviderTransaction,
} from './payment-provider';
import { signWebhook } from './webhook-signature';

export type SimulatedPayment = typeof simulatedPayments.$inferSelect;

export const SIMULATED_PAGE_PREFIX = '/payments/simulated';

/**
 * The default provider when no Paystack key is set: it behaves like Paystack from the shop's side
 * (a hosted page, a callback with `reference` and `trxref`, a signed `charge.success` webhook,
 * verification by reference), and keeps its own record of each transaction in
 * `simulated_payments`, apart from our orders, so verification really asks it
 * (docs/decisions/011). The hosted page is in simulated-payment-page.ts.
 */
export interface SimulatedProvider extends PaymentProvider {
  readonly name: 'simulated';
  find(reference: string): Promise<SimulatedPayment | undefined>;
  /** The shopper's answer on the hosted page; an approved payment stays approved. */
  settle(
    reference: string,
    outcome: 'success' | 'failed' | 'abandoned',
  ): Promise<SimulatedPayment | undefined>;
}

/** Ghana's list as Paystack gives it (codes and names), for the simulated provider's `/bank`. */
const SIMULATED_BANKS: Record<'mobile_money' | 'ghipss', PayoutBankEntry[]> = {
  mobile_money: [
    { code: 'MTN', name: 'MTN' },
    { code: 'VOD', name: 'Telecel Ghana' },
    { code: 'ATL', name: 'AirtelTigo' },
  ],
  ghipss: [
    { code: '280100', name: 'Access Bank' },
    { code: '130100', name: 'Ecobank Ghana' },
    { code: '040100', name: 'GCB Bank' },
    { code: '300300', name: 'Fidelity Bank' },
    { code: '020100', name: 'Standard Chartered Bank' },
  ],
};

/**
 * The signed `transfer.success` the simulated provider reports for a transfer it made, as Paystack
 * posts it: the shop delivers it to its own webhook, so a simulated payout settles on the same path.
 */
export function simulatedTransferWebhook(
  provider: SimulatedProvider,
  transfer: { reference: string; amountPesewas: number; transferCode: string },
): { body: string; signature: string } {
  const body = JSON.stringify({
    event: 'transfer.success',
    data: {
      amount: transfer.amountPesewas,
      currency: 'GHS',
      domain: 'test',
      reference: transfer.reference,
      source: 'balance',
      status: 'success',
      transfer_code: transfer.transferCode,
      transferred_at: new Date().toISOString(),
    },
  });
  return { body, signature: signWebhook(body, provider.webhookSecret) };
}

export function isSimulatedProvider(provider: PaymentProvider): provider is SimulatedProvider {
  return provider.name === 'simulated' && 'settle' in provider;
}

/** The webhook key, derived from the auth secret so that it is never a known constant. */
export function simulatedWebhookSecret(authSecret: string): string {
  return crypto.createHmac('sha256', authSecret).update('simulated-payment-webhooks').digest('hex');
}

export function createSimulatedProvider(options: {
  db: Db;
  publicUrl: string;
  authSecret: string;
}): SimulatedProvider {
  const { db, publicUrl } = options;

  async function find(reference: string) {
    const [row] = await db.select().from(simulatedPayments).where(eq(simulatedPayments.reference, reference));
    return row;
  }

  return {
    name: 'simulated',
    webhookSecret: simulatedWebhookSecret(options.authSecret),

    async initialize(payment) {
      if (!Number.isSafeInteger(payment.amountPesewas) || payment.amountPesewas <= 0) {
        throw new PaymentProviderError('Invalid amount', 'refused');
      }
      const inserted = await db
        .insert(simulatedPayments)
        .values({
          reference: payment.reference,
          amountPesewas: payment.amountPesewas,
          currency: payment.currency,
          email: payment.email,
          channels: payment.channels,
          callbackUrl: payment.callbackUrl,
          metadata: payment.metadata,
        })
        .onConflictDoNothing()
        .returning({ reference: simulatedPayments.reference });
      // As Paystack does: a reference is used once.
      if (inserted.length === 0) throw new PaymentProviderError('Duplicate Transaction Reference', 'refused');
      return {
        authorizationUrl: `${publicUrl}${SIMULATED_PAGE_PREFIX}/${encodeURIComponent(payment.reference)}`,
      };
    },

    async verify(reference): Promise<ProviderTransaction | null> {
      const row = await find(reference);
      if (!row) return null;
      return {
        reference: row.reference,
        status: row.status,
        amountPesewas: row.amountPesewas,
        currency: row.currency,
      };
    },

    async refund(refund) {
      const [row] = await db
        .update(simulatedPayments)
        .set({ refundedAt: sql`now()`, refundedPesewas: refund.amountPesewas })
        .where(
          sql`${simulatedPayments.reference} = ${refund.reference} AND ${simulatedPayments.status} = 'success'
              AND ${simulatedPayments.refundedAt} IS NULL AND ${simulatedPayments.amountPesewas} >= ${refund.amountPesewas}`,
        )
        .returning();
      if (row) return { refundId: `SIMREF-${row.reference}` };
      const existing = await find(refund.reference);
      // Paystack's words for the same refusals.
      if (existing?.refundedAt)
        throw new PaymentProviderError('Transaction has been fully reversed', 'refused');
      if (existing?.status === 'success') {
        throw new PaymentProviderError('Refund amount cannot be more than the transaction amount', 'refused');
      }
      throw new PaymentProviderError('Transaction not found', 'refused');
    },

    async listBanks(type) {
      return SIMULATED_BANKS[type];
    },

    // The simulated provider knows no account's name: the name the vendor typed stands.
    async resolveAccount() {
      return null;
    },

    async createTransferRecipient(recipient) {
      const bank = SIMULATED_BANKS[recipient.type].find((entry) => entry.code === recipient.bankCode);
      if (!bank) throw new PaymentProviderError('Unknown bank code', 'refused');
      const code = crypto
        .createHash('sha256')
        .update(`${recipient.type}:${recipient.bankCode}:${recipient.accountNumber}`)
        .digest('hex')
        .slice(0, 15);
      return { recipientCode: `RCP_sim${code}`, accountName: null, bankName: bank.name };
    },

    // The same reference makes the same transfer, as Paystack's idempotent reference does.
    async initiateTransfer(transfer) {
      if (!Number.isSafeInteger(transfer.amountPesewas) || transfer.amountPesewas <= 0) {
        throw new PaymentProviderError('Invalid amount', 'refused');
      }
      return { transferCode: `TRF_sim_${transfer.reference}`, status: 'pending' };
    },

    // Its transfers are made as they are asked for: one that was asked for is known.
    async verifyTransfer() {
      return null;
    },

    find,

    async settle(reference, outcome) {
      const [row] = await db
        .update(simulatedPayments)
        .set({
          status: outcome,
          ...(outcome === 'success' && { paidAt: sql`now()` }),
        })
        .where(
          sql`${simulatedPayments.reference} = ${reference} AND ${simulatedPayments.status} <> 'success'`,
        )
        .returning();
      return row ?? find(reference);
    },
  };
}
