import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  API_ORDER_REVIEWS,
  API_REVIEW_HELPFUL,
  API_REVIEW_PHOTOS,
  API_REVIEWS,
} from '../../../shared/api-paths';
import {
  type ListingReviewsResponse,
  MAX_REVIEW_PHOTOS,
  type OrderReviewsResponse,
  REVIEW_MESSAGES,
  type ReviewPhotosResponse,
  type SubmitReviewResponse,
} from '../../../shared/reviews/review';
import { listingReviewsQuerySchema, submitReviewSchema } from '../../../shared/reviews/review-input';
import { IMAGE_UPLOAD_MESSAGES, MAX_IMAGE_BYTES } from '../../../shared/uploads/image-upload';
import type { Storage } from '../../adapters/storage/storage';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, notFound, parseInput } from '../../errors';
import type { Auth } from '../../lib/auth/auth';
import { getSessionUser } from '../../lib/auth/guards';
import { isOrderLinkToken } from '../../lib/order-link';
import { enforceRateLimit } from '../../lib/rate-limiter';
import { assertStoredImages } from '../../lib/stored-images';
import { type CheckedImage, checkImage, imageRefusal, storeImage } from '../uploads/store-image';
import { findOrderLines, type OrderBuyer } from './find-order-lines';
import { listListingReviews } from './list-listing-reviews';
import { listOrderReviews } from './list-order-reviews';
import { submitReview } from './submit-review';
import { voteHelpful } from './vote-helpful';

const reviewId = z.uuid();
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** Photo uploads per address: a review takes three at most. */
const PHOTO_LIMIT = { limit: 30, windowSeconds: 10 * 60 };

/** Reviews from buyers (docs/decisions/070): the order page's panel, the listings' lists, votes. */
export async function registerReviewRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; config: Config; storage: Storage },
) {
  const { auth, db, config, storage } = deps;

  /** The buyer of the order: its owner signed in, or whoever holds its link's token. */
  async function buyerOf(
    request: FastifyRequest,
    reference: string,
    token: string | undefined,
  ): Promise<OrderBuyer> {
    const user = await getSessionUser(auth, request);
    return {
      reference,
      userId: user?.id ?? null,
      hasLinkToken: isOrderLinkToken(config.authSecret, reference, token),
    };
  }

  app.get<{ Params: { reference: string }; Querystring: { token?: unknown } }>(
    API_ORDER_REVIEWS,
    async (request): Promise<OrderReviewsResponse> => {
      const buyer = await buyerOf(request, request.params.reference, text(request.query.token));
      return { lines: await listOrderReviews(db, buyer) };
    },
  );

  app.post(API_REVIEWS, async (request, reply): Promise<SubmitReviewResponse> => {
    const input = parseInput(submitReviewSchema, request.body);
    assertStoredImages(storage, input.photoUrls, {
      field: 'photoUrls',
      message: REVIEW_MESSAGES.photoNotStored,
      external: false,
    });
    const buyer = await buyerOf(request, input.reference, input.token);
    const review = await submitReview(db, buyer, input);
    reply.status(201);
    return { review };
  });

  app.get(API_REVIEWS, async (request): Promise<ListingReviewsResponse> => {
    const query = parseInput(listingReviewsQuerySchema, request.query);
    return listListingReviews(db, query);
  });

  app.post<{ Params: { id: string } }>(API_REVIEW_HELPFUL, async (request) => {
    const user = await getSessionUser(auth, request);
    if (!user) throw new AppError(401, 'UNAUTHORIZED', REVIEW_MESSAGES.signInToVote);
    if (!reviewId.safeParse(request.params.id).success) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    return voteHelpful(db, { reviewId: request.params.id, userId: user.id });
  });

  // A review's photos, sent before the review: only the order's buyer may send them, each checked
  // by content and re-encoded like the admin's (uploads/store-image.ts).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      preservePath: true,
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        files: MAX_REVIEW_PHOTOS,
        fields: 0,
        parts: MAX_REVIEW_PHOTOS,
        headerPairs: 50,
      },
    });
    scope.post<{ Querystring: { reference?: unknown; token?: unknown } }>(
      API_REVIEW_PHOTOS,
      async (request): Promise<ReviewPhotosResponse> => {
        const reference = text(request.query.reference) ?? '';
        await findOrderLines(db, await buyerOf(request, reference, text(request.query.token)));
        await enforceRateLimit(db, `review-photos:${request.ip}`, PHOTO_LIMIT, 'photo uploads');
        if (!request.isMultipart()) throw imageRefusal(IMAGE_UPLOAD_MESSAGES.noFile);
        const checked: CheckedImage[] = [];
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            checked.push(await checkImage(await part.toBuffer()));
          }
        } catch (error) {
          if (error instanceof AppError) throw error;
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageRefusal(IMAGE_UPLOAD_MESSAGES.tooLarge);
          if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
            throw imageRefusal(`You can add up to ${MAX_REVIEW_PHOTOS} photos.`);
          throw error;
        }
        if (checked.length === 0) throw imageRefusal(IMAGE_UPLOAD_MESSAGES.noFile);
        const urls: string[] = [];
        for (const image of checked) urls.push(await storeImage(storage, image));
        return { urls };
      },
    );
  });
}
