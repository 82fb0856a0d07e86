import { z } from 'zod';
import { ORDER_KINDS } from '../orders/order-status';
import { looksLikeStoredUpload } from '../uploads/image-links';
import {
  MAX_REVIEW_PHOTOS,
  REVIEW_MESSAGES,
  REVIEW_REJECTION_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_SORTS,
  REVIEW_TEXT_MAX,
} from './review';

const sorts = REVIEW_SORTS.map((sort) => sort.value) as ['newest', 'helpful'];

/** A shopper's review of one delivered line (POST /api/reviews); the token is the order link's. */
export const submitReviewSchema = z.object({
  reference: z.string({ error: REVIEW_MESSAGES.orderNotFound }).min(1, REVIEW_MESSAGES.orderNotFound).max(40),
  token: z.string().max(200).optional(),
  lineId: z.uuid({ error: REVIEW_MESSAGES.lineNotFound }),
  rating: z
    .number({ error: 'Please choose from 1 to 5 stars' })
    .int('Please choose from 1 to 5 stars')
    .min(1, 'Please choose from 1 to 5 stars')
    .max(5, 'Please choose from 1 to 5 stars'),
  body: z
    .string()
    .trim()
    .max(REVIEW_TEXT_MAX, `Please keep your review under ${REVIEW_TEXT_MAX} characters`)
    .default(''),
  photoUrls: z
    .array(z.string().refine(looksLikeStoredUpload, REVIEW_MESSAGES.photoNotStored), {
      error: REVIEW_MESSAGES.photoNotStored,
    })
    .max(MAX_REVIEW_PHOTOS, `Up to ${MAX_REVIEW_PHOTOS} photos`)
    .default([]),
});
export type SubmitReviewInput = z.input<typeof submitReviewSchema>;

/** GET /api/reviews: one listing's published reviews. */
export const listingReviewsQuerySchema = z.object({
  kind: z.enum(ORDER_KINDS, { error: 'Unknown kind of listing' }),
  id: z.uuid({ error: 'Unknown listing' }),
  sort: z.enum(sorts, { error: 'Unknown sort' }).default('newest'),
  page: z.coerce.number({ error: 'Unknown page' }).int().min(1).max(10_000).default(1),
});

/** The admin's list: one status at a time. */
export const adminReviewsQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected'], { error: 'Unknown status' }).default('pending'),
  page: z.coerce.number({ error: 'Unknown page' }).int().min(1).max(10_000).default(1),
});

/** Approve or reject several reviews at once; a rejection says why. */
export const moderateReviewsSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: 'Unknown review' }))
      .min(1, 'Please choose at least one review')
      .max(100),
    action: z.enum(['approve', 'reject'], { error: 'Please choose approve or reject' }),
    reason: z.string().trim().max(REVIEW_REJECTION_MAX).default(''),
  })
  .refine((input) => input.action === 'approve' || input.reason.length >= 3, {
    message: 'Please say why the review is not published',
    path: ['reason'],
  });

export const reviewReplySchema = z.object({
  reply: z
    .string({ error: 'Please write your reply' })
    .trim()
    .min(2, 'Please write your reply')
    .max(REVIEW_REPLY_MAX, `Please keep your reply under ${REVIEW_REPLY_MAX} characters`),
});
