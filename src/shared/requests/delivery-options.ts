import { optionList } from './option-list';

/**
 * The delivery request's option lists and toasts (docs/product/services.md, "Delivery request"). No zod here: the page
 * renders them at first load (the rules are in delivery.ts).
 */
export const DELIVERY_CITIES = optionList({
  accra: 'Accra',
  kumasi: 'Kumasi',
  tamale: 'Tamale',
  'cape-coast': 'Cape Coast',
  takoradi: 'Takoradi',
});

export const PACKAGE_TYPES = optionList({
  document: 'Document',
  small_parcel: 'Small Parcel',
  medium_box: 'Medium Box',
  large_item: 'Large Item',
  fragile_item: 'Fragile Item',
  food_perishables: 'Food & Perishables',
});

export const TRANSPORT_TYPES = optionList({
  motorcycle: 'Motorcycle',
  mini_van: 'Mini Van',
  truck: 'Truck',
});

/** Regular is labelled 2-3 days (docs/product/services.md, "Delivery request"). */
export const URGENCY_LEVELS = optionList({
  regular: 'Regular (2-3 days)',
  same_day_express: 'Same-Day Express',
  scheduled_delivery: 'Scheduled Delivery',
});

export const DELIVERY_PAYMENT_METHODS = optionList({
  pay_on_delivery: 'Pay on Delivery',
  mobile_money: 'Mobile Money',
  card: 'Card',
});

/** The input steps (docs/product/services.md, "Delivery request") and the decimals the database keeps. */
export const WEIGHT_STEP = 0.1;
export const ITEM_VALUE_STEP = 0.01;

export const DELIVERY_MESSAGES = {
  successTitle: 'Delivery Request Submitted',
  success: "Your delivery request has been submitted successfully. You'll receive a tracking ID shortly.",
  failureTitle: 'Error',
  failure: 'Failed to submit delivery request. Please try again.',
  /** The confirmation e-mail's next step. */
  nextStep: "We'll contact you to confirm the pickup and send your tracking details.",
} as const;
