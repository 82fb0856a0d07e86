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
import type { Auth } from '../../lib/auth/auth';
import { requireSeller } from '../../lib/auth/guards';
import { exportStatementCsv } from './export-statement-csv';
import { getSellerMoney } from './get-seller-money';
import { listPayoutBanks } from './list-payout-banks';
import { savePayoutAccount } from './save-payout-account';

/**
 * The seller center's Money page (docs/decisions/068): each route reads only the signed-in seller's
 * own vendor, so no vendor can name another's ledger or account; no route writes a ledger entry
 * or a commission.
 */
export function registerSellerMoneyRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; provider: PaymentProvider },
) {
  const { auth, db, provider } = deps;

  app.get(API_SELLER_MONEY, async (request): Promise<SellerMoney> => {
    const { vendor } = await requireSeller(auth, db, request);
    return getSellerMoney(db, vendor);
  });

  app.get(API_SELLER_MONEY_STATEMENT, async (request, reply) => {
    const { vendor } = await requireSeller(auth, db, request);
    const { week } = parseInput(statementQuerySchema, request.query);
    const csv = await exportStatementCsv(db, vendor.id, week);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ghanamart-statement-${week}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.get(API_SELLER_PAYOUT_BANKS, async (request): Promise<{ banks: PayoutBank[] }> => {
    await requireSeller(auth, db, request);
    const { type } = parseInput(bankListQuerySchema, request.query);
    return { banks: await listPayoutBanks(provider, type) };
  });

  app.put(API_SELLER_PAYOUT_ACCOUNT, async (request): Promise<{ account: PayoutAccountView }> => {
    const { vendor } = await requireSeller(auth, db, request);
    const input = parseInput(payoutAccountSchema, request.body);
    return { account: await savePayoutAccount(db, provider, vendor, input) };
  });
}
