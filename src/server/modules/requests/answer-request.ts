import { toGhanaPhone } from '../../../shared/phone';
import { QUOTE_MESSAGES } from '../../../shared/quotes/quote-texts';
import { REQUEST_ADMIN_MESSAGES } from '../../../shared/requests/request-status';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { recordRequestEvent, tellRequester } from '../../lib/request-events';
import { requestThreadUrl } from '../../lib/request-link';
import { findRequester } from '../../lib/requester';

export interface AnswerRequestOptions {
  reference: string;
  message: string;
  admin: AdminActor;
  publicUrl: string;
  linkSecret: string;
}

/**
 * The admin answers a request: the answer joins its thread and goes to the requester by e-mail (in
 * full) and SMS (a line and the link), with the link to read it and answer back, in one transaction.
 * A requester with neither an e-mail nor a Ghana phone cannot be answered: refused, nothing stored.
 */
export async function answerRequest(db: Db, options: AnswerRequestOptions): Promise<void> {
  const { reference, message, admin } = options;
  await db.transaction(async (tx) => {
    const requester = await findRequester(tx, reference);
    if (!requester) throw notFound(REQUEST_ADMIN_MESSAGES.notFound);
    if (!requester.email && !toGhanaPhone(requester.phone)) {
      throw new AppError(409, 'NO_CONTACT', QUOTE_MESSAGES.noContact);
    }
    await recordRequestEvent(tx, reference, { type: 'answer', body: message, adminId: admin.id });
    await recordAdminActivity(tx, {
      admin,
      action: 'request.answer',
      entityType: 'request',
      entityId: reference,
      before: { answer: null },
      after: { answer: message },
    });
    await tellRequester(tx, requester, {
      subject: `Our answer about ${reference}`,
      paragraphs: [
        `About your ${requester.kindLabel.toLowerCase()} ${reference}:`,
        message,
        'You can answer us from the link below.',
      ],
      sms: `we answered your ${requester.kindLabel.toLowerCase()} ${reference}. Read it and reply:`,
      action: {
        label: 'Read and reply',
        url: requestThreadUrl(options.publicUrl, options.linkSecret, reference),
      },
    });
  });
}
