import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_CART_CHECKOUT,
  API_DELIVERY_FEES,
  API_ORDER,
  API_ORDER_CANCEL,
  API_ORDERS,
} from '../../../shared/api-paths';
import type { DeliveryFeesResponse } from '../../../shared/orders/delivery-fee';
import {
  type CreateOrderResponse,
  createOrderSchema,
  DEAL_ORDER_PAYMENT_METHOD,
  type MyOrdersResponse,
  type PlaceCartOrderResponse,
  placeCartOrderSchema,
} from '../../../shared/orders/order';
import { ORDER_AUTH_MESSAGE } from '../../../shared/orders/order-messages';
import type { OrderPageResponse } from '../../../shared/orders/order-page';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, parseInput } from '../../errors';
import type { Auth, SessionUser } from '../../lib/auth/auth';
import { getSessionUser, requireUser } from '../../lib/auth/guards';
import { answerOnce } from '../../lib/idempotency';
import { isOrderLinkToken, orderPageUrl } from '../../lib/order-link';
import { enforceRateLimit, type RateLimitRule } from '../../lib/rate-limiter';
import { cancelMyOrder } from './cancel-my-order';
import { createOrder } from './create-order';
import { getDeliveryFees } from './get-delivery-fees';
import { getOrderPage } from './get-order-page';
import { listMyOrders } from './list-my-orders';
import { placeCartOrder } from './place-cart-order';
import { sendOrderConfirmation } from './send-order-confirmation';

export function registerOrderRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db; config: Config }) {
  const { auth, db, config } = deps;
  // Orders and checkouts per user, together (ORDER_LIMIT_PER_USER): a shopper places a handful; a
  // script that floods the shop with pay-on-delivery orders (each one a delivery attempt) is stopped.
  const orderLimit: RateLimitRule = { limit: config.orderLimitPerUser, windowSeconds: 10 * 60 };
  const orderUrl = (reference: string) => orderPageUrl(config.publicUrl, config.authSecret, reference);

  /** The signed-in shopper, within their order limit; 401 with the order dialog's message. */
  async function orderingUser(request: FastifyRequest): Promise<SessionUser> {
    const user = await getSessionUser(auth, request);
    if (!user) throw new AppError(401, 'UNAUTHORIZED', ORDER_AUTH_MESSAGE);
    await enforceRateLimit(db, `orders:user:${user.id}`, orderLimit, 'orders');
    return user;
  }

  app.post(API_ORDERS, async (request, reply): Promise<CreateOrderResponse> => {
    const user = await orderingUser(request);
    return answerOnce(db, request, reply, { userId: user.id, status: 201 }, async (transaction) => {
      const input = parseInput(createOrderSchema, request.body);
      return transaction(async (tx) => {
        const placed = await createOrder(tx, { userId: user.id, email: user.email, input });
        // Paid online, the confirmation goes out once the payment settles (ADR 040).
        if (placed.paymentMethod === DEAL_ORDER_PAYMENT_METHOD) {
          await sendOrderConfirmation(tx, {
            to: user.email,
            ...placed,
            landmark: input.landmark,
            gpsAddress: input.gpsAddress,
            orderUrl: orderUrl(placed.reference),
          });
        }
        return placed;
      });
    });
  });

  app.post(API_CART_CHECKOUT, async (request, reply): Promise<PlaceCartOrderResponse> => {
    const user = await orderingUser(request);
    return answerOnce(db, request, reply, { userId: user.id, status: 201 }, async (transaction) => {
      const delivery = parseInput(placeCartOrderSchema, request.body);
      return transaction(async (tx) => {
        const checkout = await placeCartOrder(tx, { userId: user.id, email: user.email, delivery });
        // Paid online, the confirmation goes out once the payment settles (ADR 040).
        if (checkout.paymentMethod === DEAL_ORDER_PAYMENT_METHOD) {
          await sendOrderConfirmation(tx, {
            to: user.email,
            ...checkout,
            landmark: delivery.landmark,
            gpsAddress: delivery.gpsAddress,
            orderUrl: orderUrl(checkout.reference),
          });
        }
        return checkout;
      });
    });
  });

  /** Every region's delivery fee and the free-delivery threshold: the cart and its checkout show them. */
  app.get(API_DELIVERY_FEES, async (): Promise<DeliveryFeesResponse> => getDeliveryFees(db));

  app.get(API_ORDERS, async (request): Promise<MyOrdersResponse> => {
    const user = await requireUser(auth, request);
    return { orders: await listMyOrders(db, user.id) };
  });

  /** One order's page: its owner, or whoever holds the e-mail link's token (ADR 037). */
  app.get<{ Params: { reference: string }; Querystring: { token?: unknown } }>(
    API_ORDER,
    async (request): Promise<OrderPageResponse> => {
      const { reference } = request.params;
      const token = typeof request.query.token === 'string' ? request.query.token : undefined;
      const user = await getSessionUser(auth, request);
      const order = await getOrderPage(db, {
        reference,
        userId: user?.id ?? null,
        hasLinkToken: isOrderLinkToken(config.authSecret, reference, token),
        mailDomain: config.mailDomain,
        codeSecret: config.authSecret,
      });
      return { order };
    },
  );

  /** The owner cancels a pay-on-delivery order while it is pending. */
  app.post<{ Params: { reference: string } }>(API_ORDER_CANCEL, async (request) => {
    const user = await requireUser(auth, request);
    await cancelMyOrder(db, { reference: request.params.reference, userId: user.id });
    return { cancelled: true };
  });
}
