import { and, eq, sql } from 'drizzle-orm';
import {
  isLastStage,
  nextStages,
  QUOTE_MESSAGES,
  STAGE_LABELS,
  STAGE_NEWS,
  type Stage,
} from '../../../shared/quotes/quote-texts';
import { REQUEST_ADMIN_MESSAGES } from '../../../shared/requests/request-status';
import { queueSms } from '../../adapters/sms/queue-sms';
import type { Db } from '../../db/client';
import { deliveryRequests, requestQuotes, serviceRequests } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { recordRequestEvent } from '../../lib/request-events';
import { quotePageUrl } from '../../lib/request-link';
import { findRequester } from '../../lib/requester';

export interface MoveStageOptions {
  reference: string;
  stage: Stage;
  admin: AdminActor;
  publicUrl: string;
  linkSecret: string;
}

/**
 * A paid request moves on to a later step of its kind (purchased, shipped, in Ghana…): the step
 * joins its history, the requester gets an SMS, and the last step completes the request, in one
 * transaction. A step that is not ahead of the current one is refused.
 */
export async function moveRequestStage(db: Db, options: MoveStageOptions): Promise<void> {
  const { reference, stage, admin } = options;
  await db.transaction(async (tx) => {
    const requester = await findRequester(tx, reference);
    if (!requester) throw notFound(REQUEST_ADMIN_MESSAGES.notFound);
    const [quote] = await tx
      .select()
      .from(requestQuotes)
      .where(and(eq(requestQuotes.requestReference, reference), eq(requestQuotes.status, 'paid')))
      .for('update');
    if (!quote || !nextStages(requester.kind, quote.stage as Stage).includes(stage)) {
      throw new AppError(409, 'STAGE_REFUSED', QUOTE_MESSAGES.stageRefused, {
        stage: QUOTE_MESSAGES.stageRefused,
      });
    }
    await tx
      .update(requestQuotes)
      .set({ stage, updatedAt: sql`now()` })
      .where(eq(requestQuotes.id, quote.id));
    await recordRequestEvent(tx, reference, { type: 'status', stage, adminId: admin.id });
    await recordAdminActivity(tx, {
      admin,
      action: 'request.stage',
      entityType: 'request',
      entityId: reference,
      before: { stage: quote.stage },
      after: { stage },
    });
    if (isLastStage(requester.kind, stage)) {
      if (requester.kind === 'delivery') {
        await tx
          .update(deliveryRequests)
          .set({ status: 'completed', updatedAt: sql`now()` })
          .where(eq(deliveryRequests.reference, reference));
      } else if (requester.kind !== 'dhl') {
        await tx
          .update(serviceRequests)
          .set({ status: 'completed', updatedAt: sql`now()` })
          .where(eq(serviceRequests.reference, reference));
      }
    }
    await queueSms(tx, {
      to: requester.phone,
      text: `GhanaMart: ${reference} is now ${STAGE_LABELS[stage]}. ${STAGE_NEWS[stage] ?? ''} ${quotePageUrl(options.publicUrl, options.linkSecret, reference)}`.replace(
        / {2,}/g,
        ' ',
      ),
    });
  });
}
