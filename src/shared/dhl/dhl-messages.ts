/**
 * The DHL form's toasts and suggestions (docs/product/services.md, "DHL pickup and shipping"). No zod here: the page shows them
 * at first load (the rules are in dhl-shipment.ts).
 */
export const DHL_MESSAGES = {
  successTitle: 'DHL Shipping Request Submitted!',
  success: "We'll contact you within 24 hours to confirm pickup and provide a quote.",
  failureTitle: 'Error',
  failure: 'Failed to submit shipping request. Please try again.',
} as const;

/** Where parcels from Ghana most often go; the destination field accepts any country. */
export const COMMON_DESTINATIONS = [
  'United States',
  'United Kingdom',
  'Canada',
  'Germany',
  'Netherlands',
  'Italy',
  'France',
  'China',
  'United Arab Emirates',
  'South Africa',
  'Nigeria',
  "Côte d'Ivoire",
  'Togo',
  'Australia',
] as const;
