import { z } from 'zod';
import { PAYMENT_METHODS } from '../checkout/checkout-messages';
import { fromPesewas, toPesewas } from '../money';
import { LONG_TEXT_MAX, optionalText, requiredText } from '../requests/fields';
import { pickupDate } from '../requests/schedule-fields';
import { QUOTE_LINES, STAGE_LABELS, type Stage } from './quote-texts';

/** Cedis with at most two decimals, up to numeric(12,2)'s ten whole digits; blank is 0. */
const MONEY_TEXT = /^\d{1,10}(\.\d{1,2})?$/;
const lineAmount = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label}: please enter an amount in cedis (e.g. 250.00)` })
    .nullish()
    .transform((value, context) => {
      const text = value === null || value === undefined ? '' : String(value).trim();
      if (text === '') return '0.00';
      if (!MONEY_TEXT.test(text)) {
        context.addIssue({
          code: 'custom',
          message: `${label}: please enter an amount in cedis (e.g. 250.00)`,
        });
        return z.NEVER;
      }
      return fromPesewas(toPesewas(text));
    });

/**
 * POST /api/admin/requests/:reference/quotes: the quote's lines in GH₵ (blank is nothing), the last
 * day it may be paid (today or later, in Ghana) and a note the requester reads.
 */
export const writeQuoteSchema = z
  .object({
    itemCost: lineAmount('Item cost'),
    freight: lineAmount('Freight'),
    dutyAndLevies: lineAmount('Duty and levies'),
    serviceFee: lineAmount('Service fee'),
    delivery: lineAmount('Delivery'),
    validUntil: pickupDate(
      'Please choose the last day the quote can be paid',
      'The quote must be valid until today or a later day.',
    ),
    note: optionalText(LONG_TEXT_MAX),
  })
  .refine((quote) => QUOTE_LINES.some(({ key }) => toPesewas(quote[key]) > 0), {
    message: 'Please enter at least one amount: the total must be more than GH₵ 0.00.',
    path: ['itemCost'],
  });
export type WriteQuoteInput = z.input<typeof writeQuoteSchema>;
export type WriteQuote = z.output<typeof writeQuoteSchema>;

/** The link's token, for a requester who is not signed in. */
const token = z.string().max(200).optional();

/** POST /api/quotes/:reference/payment. */
export const payQuoteSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Please choose mobile money or card' }),
  token,
});
export type PayQuoteInput = z.input<typeof payQuoteSchema>;

/** POST /api/quotes/:reference/decline. */
export const declineQuoteSchema = z.object({
  reason: requiredText('Please tell us why you decline the quote', { max: 1000 }),
  token,
});
export type DeclineQuoteInput = z.input<typeof declineQuoteSchema>;

/** POST /api/admin/requests/:reference/answers. */
export const answerRequestSchema = z.object({
  message: requiredText('Please write the answer', { max: LONG_TEXT_MAX }),
});
export type AnswerRequestInput = z.input<typeof answerRequestSchema>;

/** The requester's answer as the form checks it. */
export const replyMessageSchema = z.object({
  message: requiredText('Please write your answer', { max: LONG_TEXT_MAX }),
});

/** POST /api/requests/:reference/replies: the requester's answer, with the link's token or the contact /track asked. */
export const replyToRequestSchema = replyMessageSchema
  .extend({
    token,
    contact: z.string().trim().max(254).optional(),
  })
  .refine((reply) => Boolean(reply.token || reply.contact), {
    message: 'Please open the link in your message, or look the request up again.',
    path: ['message'],
  });
export type ReplyToRequestInput = z.input<typeof replyToRequestSchema>;

const STAGES = Object.keys(STAGE_LABELS) as [Stage, ...Stage[]];

/** POST /api/admin/requests/:reference/stage: where a paid request is now. */
export const moveStageSchema = z.object({
  stage: z.enum(STAGES, { error: 'Please choose a step' }),
});
export type MoveStageInput = z.input<typeof moveStageSchema>;
