import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import { AppError } from '../../errors';

/** A provider that could not be reached, or refused, in words for the person who asked. */
export function providerFailure(error: unknown, what: string): never {
  if (!(error instanceof PaymentProviderError)) throw error;
  if (error.kind === 'unreachable') {
    throw new AppError(
      502,
      'PROVIDER_UNREACHABLE',
      `${what}: the payment provider could not be reached. Please try again.`,
    );
  }
  throw new AppError(400, 'PROVIDER_REFUSED', `${what}: ${error.message}`);
}
