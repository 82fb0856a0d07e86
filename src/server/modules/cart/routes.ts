import type { FastifyInstance } from 'fastify';
import { API_CART, API_CART_ITEM, API_CART_ITEMS } from '../../../shared/api-paths';
import { addCartItemSchema, type Cart, setCartItemQuantitySchema } from '../../../shared/cart/cart';
import type { Db } from '../../db/client';
import { parseInput } from '../../errors';
import type { Auth } from '../../lib/auth/auth';
import { requireUser } from '../../lib/auth/guards';
import { answerOnce } from '../../lib/idempotency';
import { addCartItem } from './add-cart-item';
import { clearCart } from './clear-cart';
import { getCart } from './get-cart';
import { removeCartItem } from './remove-cart-item';
import { setCartItemQuantity } from './set-cart-item-quantity';

type ItemParams = { Params: { itemId: string } };

/** The signed-in user's cart. Every change answers with the whole cart, for the web's cache. */
export function registerCartRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db }) {
  const { auth, db } = deps;

  app.get(API_CART, async (request): Promise<Cart> => {
    const user = await requireUser(auth, request);
    return getCart(db, user.id);
  });

  // Adding adds to the quantity: a change made offline and sent again carries its Idempotency-Key,
  // so it never adds twice (docs/decisions/046).
  app.post(API_CART_ITEMS, async (request, reply): Promise<Cart> => {
    const user = await requireUser(auth, request);
    return answerOnce(db, request, reply, { userId: user.id, status: 200 }, async (transaction) => {
      const input = parseInput(addCartItemSchema, request.body);
      return transaction(async (tx) => {
        await addCartItem(tx, { userId: user.id, ...input });
        return getCart(tx, user.id);
      });
    });
  });

  app.patch<ItemParams>(API_CART_ITEM, async (request): Promise<Cart> => {
    const user = await requireUser(auth, request);
    const { quantity } = parseInput(setCartItemQuantitySchema, request.body);
    await setCartItemQuantity(db, { userId: user.id, itemId: request.params.itemId, quantity });
    return getCart(db, user.id);
  });

  app.delete<ItemParams>(API_CART_ITEM, async (request): Promise<Cart> => {
    const user = await requireUser(auth, request);
    await removeCartItem(db, { userId: user.id, itemId: request.params.itemId });
    return getCart(db, user.id);
  });

  app.delete(API_CART, async (request): Promise<Cart> => {
    const user = await requireUser(auth, request);
    await clearCart(db, user.id);
    return getCart(db, user.id);
  });
}
