import { QUOTE_MESSAGES } from '../../../shared/quotes/quote-texts';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { isRequestLinkToken } from '../../lib/request-link';
import { findRequester, type Requester } from '../../lib/requester';

export interface RequestAccess {
  reference: string;
  /** The signed-in user, or null. */
  userId: string | null;
  /** The token of the link in the requester's messages, if the request carries one. */
  token: string | undefined;
  linkSecret: string;
}

/**
 * The request, for its requester only: the account that sent it, or whoever holds its messages'
 * link. Anyone else gets the same 404 as for a reference that does not exist.
 */
export async function findOwnRequest(db: Db, access: RequestAccess): Promise<Requester> {
  const requester = await findRequester(db, access.reference);
  const allowed =
    requester &&
    ((access.userId !== null && requester.userId === access.userId) ||
      isRequestLinkToken(access.linkSecret, access.reference, access.token));
  if (!allowed) throw notFound(QUOTE_MESSAGES.notFound);
  return requester;
}
