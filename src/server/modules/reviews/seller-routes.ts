import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_SELLER_REVIEW_REPLY, API_SELLER_REVIEWS } from '../../../shared/api-paths';
import { type AdminReviewsResponse, REVIEW_MESSAGES } from '../../../shared/reviews/review';
import { adminReviewsQuerySchema, reviewReplySchema } from '../../../shared/reviews/review-input';
import type { Db } from '../../db/client';
import { notFound, parseInput } from '../../errors';
import { currentSeller } from '../../lib/current-seller';
import { listAdminReviews } from './list-admin-reviews';
import { replyToReview } from './reply-to-review';

const reviewId = z.uuid();

/**
 * A seller's published reviews of their own listings, and their one reply to each: inside the seller
 * API's scope, whose guard has run.
 */
export function registerSellerReviewRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  app.get(API_SELLER_REVIEWS, async (request): Promise<AdminReviewsResponse> => {
    const vendor = currentSeller(request);
    const { page } = parseInput(adminReviewsQuerySchema, request.query);
    return listAdminReviews(db, { status: 'approved', page, vendorId: vendor.id });
  });

  app.post<{ Params: { id: string } }>(API_SELLER_REVIEW_REPLY, async (request) => {
    const vendor = currentSeller(request);
    if (!reviewId.safeParse(request.params.id).success) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    const { reply } = parseInput(reviewReplySchema, request.body);
    return {
      reply: await replyToReview(db, {
        reviewId: request.params.id,
        reply,
        replier: { as: 'vendor', vendorId: vendor.id, businessName: vendor.businessName },
      }),
    };
  });
}
