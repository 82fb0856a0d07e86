import type { WriteQuote } from '../../../shared/quotes/quote';
import { QUOTE_MESSAGES } from '../../../shared/quotes/quote-texts';
import { REQUEST_ADMIN_MESSAGES } from '../../../shared/requests/request-status';
import { kindOfReference } from '../../../shared/requests/track-messages';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { AdminActor } from '../../lib/admin-activity';
import { issueQuote } from '../../lib/issue-quote';
import { findRequester } from '../../lib/requester';

export interface WriteQuoteOptions {
  reference: string;
  input: WriteQuote;
  admin: AdminActor;
  publicUrl: string;
  linkSecret: string;
}

/** The admin quotes a request (or reissues its quote): stored, logged and sent in one transaction. */
export async function writeQuote(db: Db, options: WriteQuoteOptions) {
  const { reference, input } = options;
  if (kindOfReference(reference) === 'vendor')
    throw new AppError(409, 'NOT_QUOTABLE', QUOTE_MESSAGES.notQuotable);
  await db.transaction(async (tx) => {
    const requester = await findRequester(tx, reference);
    if (!requester) throw notFound(REQUEST_ADMIN_MESSAGES.notFound);
    await issueQuote(tx, {
      requester,
      lines: input,
      validUntil: input.validUntil,
      note: input.note,
      admin: options.admin,
      publicUrl: options.publicUrl,
      linkSecret: options.linkSecret,
    });
  });
}
