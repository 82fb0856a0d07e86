import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RequestKind, SubmittedRequest } from '../../shared/requests/request-kinds';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { parseInput } from '../errors';
import { answerOnce } from './idempotency';
import { sendRequestConfirmation } from './send-request-confirmation';
import { limitSubmissions } from './submission-limits';

/**
 * A kind of request a customer submits and the shop stores (a service form, a DHL pickup, a vendor
 * registration): its shared schema, the operation that stores it, and what the confirmation says.
 */
export interface RequestSubmission<
  Schema extends z.ZodType = z.ZodType,
  UserId extends string | null = string | null,
> {
  kind: RequestKind;
  schema: Schema;
  /** The operation: stores the checked request in the submission's transaction, returns its reference. */
  store(db: Db, options: { userId: UserId; input: z.output<Schema> }): Promise<{ reference: string }>;
  /** Where the confirmation goes: the e-mail and phone the customer gave (either may be missing). */
  contact(input: z.output<Schema>): { email: string | null; phone: string | null };
  /** The confirmation's "what happens next", in the spec's words. */
  nextStep: string;
}

/**
 * The one way a request is submitted, once the route has read who sends it (null for a guest) and
 * refused whoever may not: answered once per Idempotency-Key (a replay answers the first answer
 * without counting again), counted against the sender's address, checked with the shared schema,
 * then stored and confirmed by e-mail and SMS in one transaction, answered 201 with its reference.
 */
export async function acceptSubmission<Schema extends z.ZodType, UserId extends string | null>(
  deps: { db: Db; config: Config },
  request: FastifyRequest,
  reply: FastifyReply,
  userId: UserId,
  submission: RequestSubmission<Schema, UserId>,
): Promise<SubmittedRequest> {
  const { db, config } = deps;
  return answerOnce(db, request, reply, { userId, status: 201 }, async (transaction) => {
    await limitSubmissions(db, config, request);
    const input = parseInput(submission.schema, request.body);
    return transaction(async (tx) => {
      const { reference } = await submission.store(tx, { userId, input });
      const { email, phone } = submission.contact(input);
      await sendRequestConfirmation(tx, {
        to: email,
        phone,
        kind: submission.kind,
        reference,
        nextStep: submission.nextStep,
        publicUrl: config.publicUrl,
      });
      return { reference };
    });
  });
}
