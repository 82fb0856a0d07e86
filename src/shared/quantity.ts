import { formatCount } from './counts';

/**
 * How many of one deal a shopper can order or keep in the cart. The spec sets the minimum (1); the
 * maximum is ours: a household quantity, so a typo (1000 instead of 10) or a script cannot create
 * an order the shop cannot deliver. More than that is a conversation with the vendor.
 */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

/**
 * "Quantity can be at most 10,000." Grouped by `formatCount`, not Intl: the message is built as the
 * deal page's chunk loads, and a page's first Intl call loads the locale's data in a long task.
 */
export const quantityAtMost = (max: number) => `Quantity can be at most ${formatCount(max)}.`;

export const QUANTITY_MESSAGES = {
  required: 'Please enter a quantity.',
  whole: 'Quantity must be a whole number.',
  min: `Quantity must be at least ${MIN_QUANTITY}.`,
  max: quantityAtMost(MAX_QUANTITY),
} as const;
