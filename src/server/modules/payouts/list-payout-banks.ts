import { MOBILE_MONEY_NAMES, type PayoutAccountType } from '../../../shared/payouts/payout-words';
import type { PayoutBank } from '../../../shared/payouts/payouts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { providerFailure } from './provider-failure';

/**
 * The providers or banks a vendor's payout may go to, from the payment provider's list for Ghana;
 * mobile money providers under the names people know them by (MTN MoMo, Telecel Cash, AT Money).
 */
export async function listPayoutBanks(
  provider: PaymentProvider,
  type: PayoutAccountType,
): Promise<PayoutBank[]> {
  try {
    const banks = await provider.listBanks(type);
    return banks.map((bank) => ({
      code: bank.code,
      name: type === 'mobile_money' ? (MOBILE_MONEY_NAMES[bank.code] ?? bank.name) : bank.name,
    }));
  } catch (error) {
    providerFailure(error, 'The list could not be loaded');
  }
}
