/**
 * The order dialog's texts (docs/product/cart-and-checkout.md, "Complete Your Order"). The toast titles ("Missing Information",
 * "Authentication Required") are the web's; the API answers with the messages. Apart from
 * order.ts so that pages can show them without loading zod.
 */
export const ORDER_MISSING_FIELDS_MESSAGE = 'Please fill in all required fields.';
export const ORDER_AUTH_MESSAGE = 'Please log in to place an order.';
export const CART_EMPTY_MESSAGE = 'Your cart is empty';
