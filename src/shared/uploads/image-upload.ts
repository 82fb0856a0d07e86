/**
 * Images are stored as WebP at a few widths with the width in the name
 * (`/uploads/images/<random>-640.webp` next to `-320.webp` and `-1024.webp`); the database keeps the
 * 640 URL and the shop's `srcset` names the others (src/web/lib/images.ts).
 */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const STORED_IMAGE_WIDTH: ImageWidth = 640;

/** At most 6 images per deal, JPEG, PNG or WebP (docs/product/admin.md, "Deals"). */
export const MAX_DEAL_IMAGES = 6;
export const TOO_MANY_IMAGES_MESSAGE = 'Too many images: You can only upload up to 6 images.';

/** One uploaded file at most; larger files are refused before they are decoded. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decoded pixels at most (about 40 megapixels): a small file declaring a huge picture is refused. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** What the file picker offers; the server decides by the file's content, never by this. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

export const IMAGE_UPLOAD_MESSAGES = {
  notAnImage: 'Images must be JPEG, PNG or WebP files.',
  tooLarge: 'Each image must be 10 MB or smaller.',
  tooManyPixels: 'The image is too large: at most 40 megapixels.',
  unreadable: 'The image could not be read.',
  noFile: 'Please choose an image to upload.',
  badName: 'The file name is not allowed.',
} as const;

/** POST /api/admin/uploads/images: the stored URL of each file, in the order sent. */
export interface ImageUploadResponse {
  urls: string[];
}
