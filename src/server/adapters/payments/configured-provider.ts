import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createPaystackProvider } from './paystack-provider';
import { createSimulatedProvider } from './simulated-provider';

/** The provider the config names: the app takes payments with it, the reconciler verifies with it. */
export function createConfiguredPaymentProvider(config: Config, db: Db): PaymentProvider {
  return config.payments.provider === 'paystack'
    ? createPaystackProvider({
        secretKey: config.payments.paystackSecretKey!,
        baseUrl: config.payments.paystackBaseUrl,
      })
    : createSimulatedProvider({ db, publicUrl: config.publicUrl, authSecret: config.authSecret });
}
