import { QUOTE_MESSAGES } from '../../../shared/quotes/quote-texts';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { recordRequestEvent } from '../../lib/request-events';
import { isRequestLinkToken } from '../../lib/request-link';
import { findRequester } from '../../lib/requester';
import { matchesContact } from './match-contact';

export interface ReplyOptions {
  reference: string;
  message: string;
  /** The link's token, or the phone number or e-mail the requester typed on /track. */
  token?: string;
  contact?: string;
  linkSecret: string;
}

/**
 * The requester answers the shop on the request's thread, from the link in the shop's message or
 * after finding the request on /track; the admin reads it in the request's view. Anyone else gets
 * the same 404 as for an unknown reference.
 */
export async function replyToRequest(db: Db, options: ReplyOptions): Promise<void> {
  const requester = await findRequester(db, options.reference);
  const allowed =
    requester &&
    (isRequestLinkToken(options.linkSecret, options.reference, options.token) ||
      (options.contact !== undefined &&
        matchesContact(options.contact, { emails: [requester.email], phones: [requester.phone] })));
  if (!allowed) throw notFound(QUOTE_MESSAGES.notFound);
  await recordRequestEvent(db, requester.reference, { type: 'reply', body: options.message });
}
