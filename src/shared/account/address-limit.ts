// Apart from account.ts, so that the account page reads the limit without zod in its first load.

/** How many delivery addresses one account keeps: enough for home, work, family; not a database. */
export const MAX_SAVED_ADDRESSES = 10;
export const ADDRESS_LIMIT_MESSAGE = `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Delete one you no longer use to add another.`;
