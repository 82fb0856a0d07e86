import { z } from 'zod';
import {
  LONG_TEXT_MAX,
  optionalChoice,
  optionalEmail,
  optionalText,
  optionalUrl,
  requiredText,
} from '../requests/fields';
import { BUSINESS_TYPES } from './vendor-messages';

const EMAIL_MESSAGE = 'Please enter a valid email address';
const URL_MESSAGE = 'Please enter a valid website address (e.g. https://mybusiness.com.gh)';
const CATEGORY_MESSAGE = 'Please choose categories from the list';
export const MAX_VENDOR_CATEGORIES = 20;

/**
 * Vendor registration (docs/product/services.md, "Vendor registration"). Business name and business e-mail are required;
 * the contact e-mail must be an e-mail and the website a URL; categories are ids of active vendor
 * categories (checked by the server).
 */
export const vendorRegistrationSchema = z.object({
  businessName: requiredText('Business name is required', { max: 150 }),
  businessType: optionalChoice(BUSINESS_TYPES.values, 'Please select a business type from the list'),
  businessRegistrationNumber: optionalText(50),
  businessAddress: optionalText(500),
  businessPhone: optionalText(30),
  businessEmail: z
    .string({ error: 'Business email is required' })
    .trim()
    .min(1, 'Business email is required')
    .pipe(z.email(EMAIL_MESSAGE).max(254, EMAIL_MESSAGE)),
  contactPersonName: optionalText(100),
  contactPersonPhone: optionalText(30),
  contactPersonEmail: optionalEmail(EMAIL_MESSAGE),
  businessDescription: optionalText(LONG_TEXT_MAX),
  // Only http and https: the admin will open it as a link, so never `javascript:`.
  websiteUrl: optionalUrl(URL_MESSAGE),
  categoryIds: z
    .array(z.uuid(CATEGORY_MESSAGE), { error: CATEGORY_MESSAGE })
    .max(MAX_VENDOR_CATEGORIES, `Choose at most ${MAX_VENDOR_CATEGORIES} categories`)
    .optional()
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type VendorRegistrationInput = z.input<typeof vendorRegistrationSchema>;
export type VendorRegistration = z.output<typeof vendorRegistrationSchema>;
