/**
 * The default image for a product whose image is missing or fails to load. Apart from the sample
 * deals (samples.ts): a page that shows one image need not load them.
 */
export const PLACEHOLDER_IMAGE_URL = '/uploads/seed/placeholder-640.webp';
