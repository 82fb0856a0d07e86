import {
  API_SHOP_SHIP_CHINA_REQUEST,
  API_SHOP_SHIP_DUBAI_REQUEST,
  API_SHOP_SHIP_USA_REQUEST,
} from '../api-paths';

/**
 * The Shop & Ship forms (USA, China, Dubai), one form with a few fields per origin
 * (docs/product/services.md, "Shop & Ship"). No zod here: the pages show these at first render.
 */
export const URGENCY_VALUES = ['standard', 'express', 'urgent'] as const;
type Urgency = (typeof URGENCY_VALUES)[number];

const urgencies = (standard: string, express: string, urgent: string) =>
  [
    { value: 'standard', label: `Standard (${standard})` },
    { value: 'express', label: `Express (${express})` },
    { value: 'urgent', label: `Urgent (${urgent})` },
  ] as const satisfies readonly { value: Urgency; label: string }[];

const FAILURE = {
  failureTitle: 'Error',
  failure: 'Failed to submit your request. Please try again.',
} as const;

export const SHOP_AND_SHIP_ORIGINS = {
  usa: {
    path: API_SHOP_SHIP_USA_REQUEST,
    country: 'the USA',
    urgencies: urgencies('2-3 weeks', '1-2 weeks', '3-7 days'),
    messages: {
      successTitle: 'Request Submitted!',
      success: "We'll review your request and get back to you within 24 hours with a quote.",
      ...FAILURE,
    },
  },
  china: {
    path: API_SHOP_SHIP_CHINA_REQUEST,
    country: 'China',
    urgencies: urgencies('3-4 weeks', '2-3 weeks', '1-2 weeks'),
    messages: {
      successTitle: 'Request Submitted!',
      success: "We'll review your request and get back to you within 24 hours with a quote.",
      ...FAILURE,
    },
  },
  dubai: {
    path: API_SHOP_SHIP_DUBAI_REQUEST,
    country: 'Dubai',
    urgencies: urgencies('7-14 days', '3-7 days', '1-3 days'),
    messages: {
      // The spec shows no wording, only the promise of contact within 24 hours.
      successTitle: 'Dubai Request Submitted!',
      success: "We'll contact you within 24 hours with a quote for your order from Dubai.",
      ...FAILURE,
    },
  },
} as const;
export type ShopAndShipOrigin = keyof typeof SHOP_AND_SHIP_ORIGINS;

/** Links pasted into the USA and China forms, one per line. */
export const PRODUCT_LINKS_MAX = 20;
