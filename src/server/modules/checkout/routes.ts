import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_CART_PAYMENT_VERIFY,
  API_CHECKOUT_ORDERS,
  API_CHECKOUT_PAYMENT,
  API_ORDER_PAYMENT,
  API_PAYMENT_WEBHOOK,
  API_VERIFY_PAYMENT,
} from '../../../shared/api-paths';
import {
  CHECKOUT_MESSAGES,
  type CheckoutOrderCreated,
  type PaymentStarted,
  type VerifiedPayment,
} from '../../../shared/checkout/checkout-messages';
import {
  checkoutOrderSchema,
  startOrderPaymentSchema,
  startPaymentSchema,
} from '../../../shared/checkout/checkout-order';
import type { CartPaymentVerified } from '../../../shared/orders/order';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, parseInput } from '../../errors';
import type { Auth } from '../../lib/auth/auth';
import { getSessionUser } from '../../lib/auth/guards';
import { answerOnce } from '../../lib/idempotency';
import { isOrderLinkToken } from '../../lib/order-link';
import { enforceRateLimit } from '../../lib/rate-limiter';
import { createCheckoutOrder } from './create-checkout-order';
import { handleWebhook } from './handle-webhook';
import { startOrderPayment } from './start-order-payment';
import { startPayment } from './start-payment';
import { verifyCartPayment } from './verify-cart-payment';
import { verifyPayment } from './verify-payment';

const RATE_WINDOW_SECONDS = 10 * 60;
// Paystack's events are small; this leaves room for metadata.
const WEBHOOK_BODY_LIMIT = 64 * 1024;

export function registerCheckoutRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; config: Config; provider: PaymentProvider },
) {
  const { auth, db, config, provider } = deps;
  const callbackUrl = `${config.publicUrl}/payment-success`;

  /** Per client address: generous, since many shoppers share one mobile network address. */
  const limitPerIp = (request: FastifyRequest, key: string, what: string) =>
    enforceRateLimit(
      db,
      `checkout:${key}:ip:${request.ip}`,
      { limit: config.checkoutLimitPerIp, windowSeconds: RATE_WINDOW_SECONDS },
      what,
    );
  const settleDeps = (request: FastifyRequest) => ({
    db,
    provider,
    log: request.log,
    publicUrl: config.publicUrl,
    mailDomain: config.mailDomain,
    orderLinkSecret: config.authSecret,
  });

  // A checkout sent offline waits in the shopper's device and may be sent twice (the page and the
  // worker, or a lost answer): one order per Idempotency-Key (docs/decisions/046, 056).
  app.post(API_CHECKOUT_ORDERS, async (request, reply): Promise<CheckoutOrderCreated> => {
    const input = parseInput(checkoutOrderSchema, request.body);
    try {
      await limitPerIp(request, 'orders', 'orders');
      const user = await getSessionUser(auth, request);
      const userId = user?.id ?? null;
      return await answerOnce(db, request, reply, { userId, status: 201 }, (transaction) =>
        transaction((tx) => createCheckoutOrder(tx, { userId, input, mailDomain: config.mailDomain })),
      );
    } catch (error) {
      if (error instanceof AppError) throw error;
      // No payment is started when the order could not be saved (docs/product/cart-and-checkout.md, "The drop-shipping checkout").
      request.log.error({ err: error }, 'could not save a drop-shipping order');
      throw new AppError(503, 'ORDER_SAVE_FAILED', CHECKOUT_MESSAGES.saveFailed);
    }
  });

  app.post<{ Params: { orderId: string } }>(
    API_CHECKOUT_PAYMENT,
    async (request): Promise<PaymentStarted> => {
      await limitPerIp(request, 'payments', 'payment attempts');
      const { resumeToken } = parseInput(startPaymentSchema, request.body);
      return startPayment(db, provider, { orderId: request.params.orderId, resumeToken, callbackUrl });
    },
  );

  app.post<{ Params: { reference: string } }>(
    API_VERIFY_PAYMENT,
    async (request): Promise<VerifiedPayment> => {
      await limitPerIp(request, 'verify', 'payment checks');
      return verifyPayment(settleDeps(request), request.params.reference);
    },
  );

  /** "Pay now" on an unpaid order (a cart checkout or a drop-shipping order): a new attempt. */
  app.post<{ Params: { reference: string } }>(API_ORDER_PAYMENT, async (request): Promise<PaymentStarted> => {
    await limitPerIp(request, 'payments', 'payment attempts');
    const { reference } = request.params;
    const input = parseInput(startOrderPaymentSchema, request.body ?? {});
    const user = await getSessionUser(auth, request);
    return startOrderPayment(db, provider, {
      reference,
      userId: user?.id ?? null,
      hasLinkToken: isOrderLinkToken(config.authSecret, reference, input.token),
      input,
      publicUrl: config.publicUrl,
      orderLinkSecret: config.authSecret,
    });
  });

  app.post<{ Params: { reference: string } }>(
    API_CART_PAYMENT_VERIFY,
    async (request): Promise<CartPaymentVerified> => {
      await limitPerIp(request, 'verify', 'payment checks');
      return verifyCartPayment(settleDeps(request), request.params.reference);
    },
  );

  // The webhook needs the body exactly as sent (the signature covers its bytes), so this scope
  // keeps every body as a Buffer instead of parsing it.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(API_PAYMENT_WEBHOOK, async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await handleWebhook(settleDeps(request), rawBody, request.headers['x-paystack-signature']);
      return { received: true };
    });
  });
}
