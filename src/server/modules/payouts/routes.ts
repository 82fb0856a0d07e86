import type { FastifyInstance } from 'fastify';
import {
  API_SELLER_MONEY,
  API_SELLER_MONEY_STATEMENT,
  API_SELLER_PAYOUT_ACCOUNT,
  API_SELLER_PAYOUT_BANKS,
} from '../../../shared/api-paths';
import {
  bankListQuerySchema,
  type PayoutAccountView,
  type PayoutBank,
  payoutAccountSchema,
  type SellerMoney,
  statementQuerySchema,
} from '../../../shared/payouts/payouts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Db } from '../../db/client';
import { parseInput } from '../../errors';
import { currentSeller } from '../../lib/current-seller';
import { exportStatementCsv } from './export-statement-csv';
import { getSellerMoney } from './get-seller-money';
import { listPayoutBanks } from './list-payout-banks';
import { savePayoutAccount } from './save-payout-account';

/**
 * The seller center's Money page (docs/decisions/068), inside the seller API's scope (its guard has
 * run): each route reads only the signed-in seller's
 * own vendor, so no vendor can name another's ledger or account; no route writes a ledger entry
 * or a commission.
 */
export function registerSellerMoneyRoutes(
  app: FastifyInstance,
  deps: { db: Db; paymentProvider: PaymentProvider },
) {
  const { db, paymentProvider: provider } = deps;

  app.get(API_SELLER_MONEY, async (request): Promise<SellerMoney> => {
    const vendor = currentSeller(request);
    return getSellerMoney(db, vendor);
  });

  app.get(API_SELLER_MONEY_STATEMENT, async (request, reply) => {
    const vendor = currentSeller(request);
    const { week } = parseInput(statementQuerySchema, request.query);
    const csv = await exportStatementCsv(db, vendor.id, week);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ghanamart-statement-${week}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.get(API_SELLER_PAYOUT_BANKS, async (request): Promise<{ banks: PayoutBank[] }> => {
    const { type } = parseInput(bankListQuerySchema, request.query);
    return { banks: await listPayoutBanks(provider, type) };
  });

  app.put(API_SELLER_PAYOUT_ACCOUNT, async (request): Promise<{ account: PayoutAccountView }> => {
    const vendor = currentSeller(request);
    const input = parseInput(payoutAccountSchema, request.body);
    return { account: await savePayoutAccount(db, provider, vendor, input) };
  });
}
