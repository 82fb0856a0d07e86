/**
 * Spec 2, sections 5 and 8: the order dialog's texts. The toast titles ("Missing Information",
 * "Authentication Required") are the web's; the API answers with the messages. Apart from
 * order.ts so that pages can show them without loading zod.
 */
export const ORDER_MISSING_FIELDS_MESSAGE = 'Please fill in all required fields.';
export const ORDER_AUTH_MESSAGE = 'Please log in to place an order.';
export const CART_EMPTY_MESSAGE = 'Your cart is empty';
