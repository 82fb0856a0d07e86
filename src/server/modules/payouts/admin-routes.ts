import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API_ADMIN_COMMISSION_RATES,
  API_ADMIN_LINE_RETURN,
  API_ADMIN_PAYOUTS_RUN,
  API_ADMIN_VENDOR_BALANCES,
  API_ADMIN_VENDOR_COMMISSION,
  API_ADMIN_VENDOR_LEDGER,
  API_ADMIN_VENDOR_PAYOUT,
  API_PAYMENT_WEBHOOK,
} from '../../../shared/api-paths';
import { ORDER_KINDS } from '../../../shared/orders/order-status';
import {
  type AdminCommissionRates,
  type AdminVendorBalances,
  type AdminVendorLedger,
  commissionRatesUpdateSchema,
  lineReturnSchema,
  type PayoutsStarted,
  type PayoutView,
  vendorCommissionSchema,
} from '../../../shared/payouts/payouts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { isSimulatedProvider, simulatedTransferWebhook } from '../../adapters/payments/simulated-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound, parseInput } from '../../errors';
import { currentAdmin } from '../../lib/current-admin';
import { debitReturnedLine } from './debit-returned-line';
import { getCommissionRates } from './get-commission-rates';
import { getVendorLedger } from './get-vendor-ledger';
import { listVendorBalances } from './list-vendor-balances';
import { payOutDue } from './pay-out-due';
import { payOutVendor } from './pay-out-vendor';
import { setCommissionRates } from './set-commission-rates';
import { setVendorCommission } from './set-vendor-commission';

const orderKind = z.enum(ORDER_KINDS);

/** Commission rates, vendors' balances and payouts; registered inside the admin plugin only. */
export function registerAdminPayoutRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; paymentProvider: PaymentProvider },
) {
  const { db, paymentProvider } = deps;

  /**
   * The simulated provider's transfers succeed: it reports each one through the shop's own webhook,
   * signed, as Paystack would, so a simulated payout settles on the same path as a real one.
   */
  async function reportSimulatedTransfers(payouts: (PayoutView & { transferCode: string })[]) {
    if (!isSimulatedProvider(paymentProvider)) return;
    for (const payout of payouts) {
      const { body, signature } = simulatedTransferWebhook(paymentProvider, {
        reference: payout.reference,
        amountPesewas: Math.round(Number(payout.amount) * 100),
        transferCode: payout.transferCode,
      });
      const response = await app.inject({
        method: 'POST',
        url: API_PAYMENT_WEBHOOK,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        payload: body,
      });
      if (response.statusCode !== 200)
        app.log.warn({ reference: payout.reference }, 'simulated transfer webhook refused');
    }
  }

  app.get(API_ADMIN_COMMISSION_RATES, async (): Promise<AdminCommissionRates> => getCommissionRates(db));

  app.put(API_ADMIN_COMMISSION_RATES, async (request): Promise<AdminCommissionRates> => {
    const { rates } = parseInput(commissionRatesUpdateSchema, request.body);
    await setCommissionRates(db, { admin: currentAdmin(request), rates });
    return getCommissionRates(db);
  });

  app.put<{ Params: { id: string } }>(
    API_ADMIN_VENDOR_COMMISSION,
    async (request): Promise<AdminVendorLedger> => {
      const { percent } = parseInput(vendorCommissionSchema, request.body);
      await setVendorCommission(db, {
        admin: currentAdmin(request),
        vendorId: request.params.id,
        rateBasisPoints: percent,
      });
      return getVendorLedger(db, request.params.id);
    },
  );

  app.get(API_ADMIN_VENDOR_BALANCES, async (): Promise<AdminVendorBalances> => listVendorBalances(db));

  app.get<{ Params: { id: string } }>(
    API_ADMIN_VENDOR_LEDGER,
    async (request): Promise<AdminVendorLedger> => getVendorLedger(db, request.params.id),
  );

  app.post<{ Params: { id: string } }>(API_ADMIN_VENDOR_PAYOUT, async (request): Promise<PayoutsStarted> => {
    const payout = await payOutVendor(db, paymentProvider, {
      vendorId: request.params.id,
      admin: currentAdmin(request),
    });
    await reportSimulatedTransfers([payout]);
    return { payouts: [payout], skipped: [] };
  });

  app.post(API_ADMIN_PAYOUTS_RUN, async (request): Promise<PayoutsStarted> => {
    const started = await payOutDue(db, paymentProvider, currentAdmin(request));
    await reportSimulatedTransfers(started.payouts);
    return started;
  });

  app.post<{ Params: { kind: string; id: string } }>(API_ADMIN_LINE_RETURN, async (request) => {
    const kind = orderKind.safeParse(request.params.kind);
    if (!kind.success) throw notFound('This line has no delivered sale in a vendor’s ledger.');
    const { reason } = parseInput(lineReturnSchema, request.body);
    return debitReturnedLine(db, {
      kind: kind.data,
      lineId: request.params.id,
      reason,
      admin: currentAdmin(request),
    });
  });
}
