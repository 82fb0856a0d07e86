import { z } from 'zod';
import {
  type InitializePayment,
  type InitiateTransfer,
  type PaymentProvider,
  PaymentProviderError,
  PROVIDER_UNREACHABLE_MESSAGE,
  type ProviderTransaction,
  type RefundPayment,
  type TransferRecipientInput,
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
const bankListResponse = z.object({
  status: z.literal(true),
  data: z.array(
    z.object({
      name: z.string(),
      code: z.string(),
      type: z.string().optional(),
      active: z.boolean().optional(),
    }),
  ),
});
const resolveResponse = z.object({
  status: z.literal(true),
  data: z.object({ account_name: z.string() }),
});
const recipientResponse = z.object({
  status: z.literal(true),
  data: z.object({
    recipient_code: z.string().min(1),
    details: z.object({ account_name: z.string().nullable(), bank_name: z.string() }),
  }),
});
const transferResponse = z.object({
  status: z.literal(true),
  data: z.object({ transfer_code: z.string().min(1), status: z.string() }),
});
const transferVerifyResponse = z.object({
  status: z.literal(true),
  data: z.object({ reference: z.string(), transfer_code: z.string().min(1), status: z.string() }),
});
const errorResponse = z.object({ message: z.string().min(1) });

/** Paystack's Transactions API: initialize, then verify by reference (docs/decisions/011); and refunds. */
export function createPaystackProvider(options: PaystackOptions): PaymentProvider {
  const { secretKey, baseUrl } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** Paystack's refusal in its own words, or unreachable when it answered nothing we can read. */
  function failure(httpStatus: number, json: unknown): PaymentProviderError {
    const message = errorResponse.safeParse(json).data?.message;
    if (httpStatus >= 500 || !message) {
      return new PaymentProviderError(message ?? PROVIDER_UNREACHABLE_MESSAGE, 'unreachable');
    }
    return new PaymentProviderError(message, 'refused');
  }

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

    async listBanks(type) {
      // The mobile money providers by their own filter; the banks are the rest of Ghana's list.
      const query = new URLSearchParams({ currency: 'GHS', ...(type === 'mobile_money' && { type }) });
      const { httpStatus, json } = await call('GET', `/bank?${query}`);
      const parsed = bankListResponse.safeParse(json);
      if (httpStatus !== 200 || !parsed.success) throw failure(httpStatus, json);
      return parsed.data.data
        .filter((bank) => bank.active !== false)
        .filter((bank) => (type === 'mobile_money' ? true : bank.type !== 'mobile_money'))
        .map((bank) => ({ code: bank.code, name: bank.name }));
    },

    async resolveAccount(account) {
      const query = new URLSearchParams({
        account_number: account.accountNumber,
        bank_code: account.bankCode,
      });
      const { httpStatus, json } = await call('GET', `/bank/resolve?${query}`);
      const parsed = resolveResponse.safeParse(json);
      if (httpStatus === 200 && parsed.success) return parsed.data.data.account_name;
      // Paystack cannot resolve every kind of account: the name the vendor typed stands then.
      if (httpStatus === 404 || httpStatus === 400) {
        const message = errorResponse.safeParse(json).data?.message ?? '';
        if (/could not resolve|unknown bank|not supported/i.test(message)) return null;
      }
      throw failure(httpStatus, json);
    },

    async createTransferRecipient(recipient: TransferRecipientInput) {
      const { httpStatus, json } = await call('POST', '/transferrecipient', {
        type: recipient.type,
        name: recipient.name,
        account_number: recipient.accountNumber,
        bank_code: recipient.bankCode,
        currency: 'GHS',
        description: recipient.description,
      });
      const parsed = recipientResponse.safeParse(json);
      if ((httpStatus === 200 || httpStatus === 201) && parsed.success) {
        const { recipient_code, details } = parsed.data.data;
        return {
          recipientCode: recipient_code,
          accountName: details.account_name,
          bankName: details.bank_name,
        };
      }
      throw failure(httpStatus, json);
    },

    async initiateTransfer(transfer: InitiateTransfer) {
      const { httpStatus, json } = await call('POST', '/transfer', {
        source: 'balance',
        amount: transfer.amountPesewas,
        recipient: transfer.recipientCode,
        reference: transfer.reference,
        reason: transfer.reason,
        currency: 'GHS',
      });
      const parsed = transferResponse.safeParse(json);
      if (httpStatus === 200 && parsed.success) {
        return { transferCode: parsed.data.data.transfer_code, status: parsed.data.data.status };
      }
      throw failure(httpStatus, json);
    },

    async verifyTransfer(reference: string) {
      const { httpStatus, json } = await call('GET', `/transfer/verify/${encodeURIComponent(reference)}`);
      const parsed = transferVerifyResponse.safeParse(json);
      if (httpStatus === 200 && parsed.success) {
        if (parsed.data.data.reference !== reference) {
          throw new PaymentProviderError('The payment provider answered about another transfer.', 'refused');
        }
        return { transferCode: parsed.data.data.transfer_code, status: parsed.data.data.status };
      }
      if (httpStatus === 400 || httpStatus === 404) return null;
      throw failure(httpStatus, json);
    },
  };
}
