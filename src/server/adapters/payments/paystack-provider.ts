import { z } from 'zod';
import {
  type InitializePayment,
  type PaymentProvider,
  PaymentProviderError,
  PROVIDER_UNREACHABLE_MESSAGE,
  type ProviderTransaction,
  type RefundPayment,
} from './payment-provider';

export interface PaystackOptions {
  secretKey: string;
  /** https://api.paystack.co, or a stub in tests. */
  baseUrl: string;
  /** Each call gives up after this long: a slow provider must not hold the shopper's request. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

// Only what we read of Paystack's answers (vendor/paystack/openapi.yaml); other fields pass.
const initializeResponse = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.url(), reference: z.string() }),
});
const verifyResponse = z.object({
  status: z.literal(true),
  data: z.object({
    reference: z.string(),
    status: z.string(),
    amount: z.number().int(),
    currency: z.string(),
  }),
});
const refundResponse = z.object({
  status: z.literal(true),
  data: z.object({ id: z.number().int(), status: z.string() }),
});
const errorResponse = z.object({ message: z.string().min(1) });

/** Paystack's Transactions API: initialize, then verify by reference (docs/decisions/011); and refunds. */
export function createPaystackProvider(options: PaystackOptions): PaymentProvider {
  const { secretKey, baseUrl } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new PaymentProviderError(PROVIDER_UNREACHABLE_MESSAGE, 'unreachable');
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    return { httpStatus: response.status, json };
  }

  return {
    name: 'paystack',
    webhookSecret: secretKey,

    async initialize(payment: InitializePayment) {
      const { httpStatus, json } = await call('POST', '/transaction/initialize', {
        email: payment.email,
        amount: payment.amountPesewas,
        currency: payment.currency,
        reference: payment.reference,
        callback_url: payment.callbackUrl,
        channels: payment.channels,
        metadata: payment.metadata,
      });
      const parsed = initializeResponse.safeParse(json);
      if (httpStatus === 200 && parsed.success) {
        return { authorizationUrl: parsed.data.data.authorization_url };
      }
      if (httpStatus >= 500 && !errorResponse.safeParse(json).success) {
        throw new PaymentProviderError(PROVIDER_UNREACHABLE_MESSAGE, 'unreachable');
      }
      const message = errorResponse.safeParse(json).data?.message ?? 'Unknown error';
      throw new PaymentProviderError(message, 'refused');
    },

    async verify(reference: string): Promise<ProviderTransaction | null> {
      const { httpStatus, json } = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      const parsed = verifyResponse.safeParse(json);
      if (httpStatus === 200 && parsed.success) {
        const { data } = parsed.data;
        if (data.reference !== reference) {
          throw new PaymentProviderError('The payment provider answered about another payment.', 'refused');
        }
        return {
          reference: data.reference,
          status: data.status,
          amountPesewas: data.amount,
          currency: data.currency,
        };
      }
      // Paystack answers an unknown reference with 400 or 404 and `status: false`.
      if (httpStatus === 400 || httpStatus === 404) return null;
      const message = errorResponse.safeParse(json).data?.message ?? PROVIDER_UNREACHABLE_MESSAGE;
      throw new PaymentProviderError(message, httpStatus >= 500 ? 'unreachable' : 'refused');
    },

    async refund(refund: RefundPayment) {
      const { httpStatus, json } = await call('POST', '/refund', {
        transaction: refund.reference,
        amount: refund.amountPesewas,
        currency: refund.currency,
        merchant_note: refund.note,
      });
      const parsed = refundResponse.safeParse(json);
      if (httpStatus === 200 && parsed.success) return { refundId: String(parsed.data.data.id) };
      const message = errorResponse.safeParse(json).data?.message ?? PROVIDER_UNREACHABLE_MESSAGE;
      throw new PaymentProviderError(message, httpStatus >= 500 ? 'unreachable' : 'refused');
    },
  };
}
