import type { FastifyInstance } from 'fastify';
import { API_WISHLIST, API_WISHLIST_DEAL } from '../../../shared/api-paths';
import type { Wishlist } from '../../../shared/wishlist/wishlist';
import type { Db } from '../../db/client';
import type { Auth } from '../../lib/auth/auth';
import { requireUser } from '../../lib/auth/guards';
import { addToWishlist } from './add-to-wishlist';
import { listWishlist } from './list-wishlist';
import { removeFromWishlist } from './remove-from-wishlist';

type DealParams = { Params: { dealId: string } };

/** The signed-in user's wishlist. Changes answer with the whole list, for the web's cache. */
export function registerWishlistRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db }) {
  const { auth, db } = deps;

  app.get(API_WISHLIST, async (request): Promise<Wishlist> => {
    const user = await requireUser(auth, request);
    return listWishlist(db, user.id);
  });

  app.put<DealParams>(API_WISHLIST_DEAL, async (request): Promise<Wishlist> => {
    const user = await requireUser(auth, request);
    await addToWishlist(db, { userId: user.id, dealId: request.params.dealId });
    return listWishlist(db, user.id);
  });

  app.delete<DealParams>(API_WISHLIST_DEAL, async (request): Promise<Wishlist> => {
    const user = await requireUser(auth, request);
    await removeFromWishlist(db, { userId: user.id, dealId: request.params.dealId });
    return listWishlist(db, user.id);
  });
}
