import { z } from 'zod';
import { DEAL_NOT_FOUND_MESSAGE } from './deal';

// Apart from deal.ts, so that the web's first load can use the deal types without zod.
/** A deal id in a request body: the form of the database's ids. */
export const dealIdSchema = z.guid({
  error: (issue) => (issue.input === undefined ? 'Please choose a deal.' : DEAL_NOT_FOUND_MESSAGE),
});
