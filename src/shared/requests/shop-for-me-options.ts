/**
 * The Shop for Me form's choices and toasts (docs/product/services.md, "Shop for Me"). No zod here: the page
 * shows them at first render.
 */
export const SHOPPING_TYPES = [
  { value: 'foodstuffs', label: 'Foodstuffs' },
  { value: 'groceries', label: 'Groceries' },
  { value: 'both', label: 'Both' },
] as const;

/** The delivery windows (they differ from the insurance ones). */
export const SHOP_FOR_ME_DELIVERY_TIMES = [
  { value: 'morning', label: 'Morning (8AM-12PM)' },
  { value: 'afternoon', label: 'Afternoon (12PM-5PM)' },
  { value: 'evening', label: 'Evening (5PM-8PM)' },
  { value: 'anytime', label: 'Anytime' },
] as const;

export const SHOP_FOR_ME_MESSAGES = {
  // The spec shows no success wording: ours says what happens next.
  successTitle: 'Shopping Request Submitted!',
  success:
    "We've received your shopping list. We'll call you to confirm your items and the service fee, then shop and deliver on your chosen date.",
  failureTitle: 'Error',
  failure: 'Failed to submit your shopping request. Please try again.',
} as const;
