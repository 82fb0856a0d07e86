import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CART_CHECKOUT, API_ORDERS } from '../../../shared/api-paths';
import {
  type CreateOrderResponse,
  createOrderSchema,
  type MyOrdersResponse,
  type PlaceCartOrderResponse,
  placeCartOrderSchema,
} from '../../../shared/orders/order';
import { ORDER_AUTH_MESSAGE } from '../../../shared/orders/order-messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, parseInput } from '../../errors';
import { enforceRateLimit, type RateLimitRule } from '../../lib/rate-limiter';
import type { Auth, SessionUser } from '../auth/auth';
import { getSessionUser, requireUser } from '../auth/guards';
import { createOrder } from './create-order';
import { listMyOrders } from './list-my-orders';
import { placeCartOrder } from './place-cart-order';
import { sendOrderConfirmation } from './send-order-confirmation';

/**
 * Orders and checkouts per user, together: a shopper places a handful; a script that floods the
 * shop with pay-on-delivery orders (each one a delivery attempt) is stopped.
 */
export const ORDER_RATE_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 10 * 60 };

export function registerOrderRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db; config: Config }) {
  const { auth, db, config } = deps;
  const ordersUrl = `${config.publicUrl}/orders`;

  /** The signed-in shopper, within their order limit; 401 with the order dialog's message. */
  async function orderingUser(request: FastifyRequest): Promise<SessionUser> {
    const user = await getSessionUser(auth, request);
    if (!user) throw new AppError(401, 'UNAUTHORIZED', ORDER_AUTH_MESSAGE);
    await enforceRateLimit(db, `orders:user:${user.id}`, ORDER_RATE_LIMIT, 'orders');
    return user;
  }

  app.post(API_ORDERS, async (request, reply): Promise<CreateOrderResponse> => {
    const user = await orderingUser(request);
    const input = parseInput(createOrderSchema, request.body);
    const order = await db.transaction(async (tx) => {
      const order = await createOrder(tx, { userId: user.id, input });
      await sendOrderConfirmation(tx, {
        to: user.email,
        reference: order.reference,
        orders: [order],
        total: order.total,
        ordersUrl,
      });
      return order;
    });
    reply.status(201);
    return { order };
  });

  app.post(API_CART_CHECKOUT, async (request, reply): Promise<PlaceCartOrderResponse> => {
    const user = await orderingUser(request);
    const delivery = parseInput(placeCartOrderSchema, request.body);
    const checkout = await db.transaction(async (tx) => {
      const checkout = await placeCartOrder(tx, { userId: user.id, delivery });
      await sendOrderConfirmation(tx, { to: user.email, ...checkout, ordersUrl });
      return checkout;
    });
    reply.status(201);
    return checkout;
  });

  app.get(API_ORDERS, async (request): Promise<MyOrdersResponse> => {
    const user = await requireUser(auth, request);
    return { orders: await listMyOrders(db, user.id) };
  });
}
