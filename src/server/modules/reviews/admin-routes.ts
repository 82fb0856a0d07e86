import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API_ADMIN_REVIEW_REPLY,
  API_ADMIN_REVIEWS,
  API_ADMIN_REVIEWS_MODERATE,
} from '../../../shared/api-paths';
import { type AdminReviewsResponse, REVIEW_MESSAGES } from '../../../shared/reviews/review';
import {
  adminReviewsQuerySchema,
  moderateReviewsSchema,
  reviewReplySchema,
} from '../../../shared/reviews/review-input';
import type { Db } from '../../db/client';
import { notFound, parseInput } from '../../errors';
import { currentAdmin } from '../../lib/current-admin';
import { listAdminReviews } from './list-admin-reviews';
import { moderateReviews } from './moderate-reviews';
import { replyToReview } from './reply-to-review';

const reviewId = z.uuid();

/** Review moderation and the shop's replies; registered inside the admin plugin only. */
export function registerAdminReviewRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  app.get(API_ADMIN_REVIEWS, async (request): Promise<AdminReviewsResponse> => {
    const query = parseInput(adminReviewsQuerySchema, request.query);
    return listAdminReviews(db, query);
  });

  app.post(API_ADMIN_REVIEWS_MODERATE, async (request) => {
    const input = parseInput(moderateReviewsSchema, request.body);
    return moderateReviews(db, { ...input, admin: currentAdmin(request) });
  });

  app.post<{ Params: { id: string } }>(API_ADMIN_REVIEW_REPLY, async (request) => {
    if (!reviewId.safeParse(request.params.id).success) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    const { reply } = parseInput(reviewReplySchema, request.body);
    return {
      reply: await replyToReview(db, {
        reviewId: request.params.id,
        reply,
        replier: { as: 'shop', admin: currentAdmin(request) },
      }),
    };
  });
}
