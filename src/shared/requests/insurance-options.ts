/**
 * The insurance request's choices and texts (docs/product/services.md, "Insurance"). No zod here: the page
 * shows them at first render.
 */
export const INSURANCE_TYPES = [
  { value: 'motor', label: 'Motor Insurance' },
  { value: 'travel', label: 'Travel Insurance' },
  { value: 'property', label: 'Property Insurance' },
  { value: 'life', label: 'Life Insurance' },
  { value: 'health', label: 'Health Insurance' },
] as const;

/** The document delivery windows (they differ from Shop for Me's). */
export const INSURANCE_DELIVERY_TIMES = [
  { value: 'morning', label: 'Morning (8AM-12PM)' },
  { value: 'afternoon', label: 'Afternoon (12PM-4PM)' },
  { value: 'evening', label: 'Evening (4PM-8PM)' },
  { value: 'anytime', label: 'Anytime' },
] as const;

export const INSURANCE_MESSAGES = {
  successTitle: 'Insurance Request Submitted!',
  success:
    "We'll contact you within 24 hours to process your insurance request and arrange document delivery.",
  failureTitle: 'Error',
  // The spec shows no failure wording; this follows the other forms.
  failure: 'Failed to submit your insurance request. Please try again.',
} as const;
