/**
 * The shop's identity in one place: its name, promise and how to reach it. The contact details are
 * placeholders for the operator to replace at deployment.
 */
export { documentTitle, SITE_NAME, SITE_TAGLINE } from '@shared/site';

export const PROMO_BANNER_TEXT = 'Up to 90% off + free delivery on orders over ₵100';

export const CONTACT = {
  phone: '+233 30 290 0000',
  phoneHref: 'tel:+233302900000',
  phone2: '+233 24 400 0000',
  phone2Href: 'tel:+233244000000',
  email: 'support@ghanamart.com.gh',
  emailHref: 'mailto:support@ghanamart.com.gh',
  whatsapp: '+233 55 000 0000',
  whatsappHref: 'https://wa.me/233550000000',
  location: 'Accra, Ghana',
} as const;

/** Monday-Friday 8-18, Saturday 9-16, Sunday closed (docs/product/shop-and-pages.md, "Business hours"). */
export const BUSINESS_HOURS = [
  { days: 'Monday - Friday', hours: '8:00 AM - 6:00 PM' },
  { days: 'Saturday', hours: '9:00 AM - 4:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

export const COPYRIGHT_YEAR = 2026;
