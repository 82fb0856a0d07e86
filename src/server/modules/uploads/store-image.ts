import crypto from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import {
  IMAGE_UPLOAD_MESSAGES,
  IMAGE_WIDTHS,
  type ImageWidth,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  STORED_IMAGE_WIDTH,
} from '../../../shared/uploads/image-upload';
import type { Storage } from '../../adapters/storage/storage';
import { AppError } from '../../errors';

const WEBP_QUALITY = 80;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** The format a file's first bytes announce (its magic number); null for anything else. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** A refused upload: 400 with the message people see, under the form's `images` field. */
export const imageRefusal = (message: string) =>
  new AppError(400, 'INVALID_IMAGE', message, { images: message });

/** An upload that passed every check, already encoded: WebP at each width the shop's `srcset` names. */
export interface CheckedImage {
  variants: { width: ImageWidth; webp: Buffer }[];
}

/**
 * Accepts a file by its content only (the name and declared type are never read): JPEG, PNG or
 * WebP magic bytes, at most MAX_IMAGE_BYTES, a declared size within MAX_IMAGE_PIXELS (checked from
 * the header before any decoding), and pixels that decode without error. Throws a 400 otherwise.
 * Only the pixels are encoded: EXIF, ICC, XMP and anything hidden in or appended to the file are
 * left behind.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw imageRefusal(IMAGE_UPLOAD_MESSAGES.tooLarge);
  const format = sniffImageFormat(bytes);
  if (!format) throw imageRefusal(IMAGE_UPLOAD_MESSAGES.notAnImage);
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    // The header alone: its declared size is checked below, before any pixel is decoded.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw imageRefusal(IMAGE_UPLOAD_MESSAGES.unreadable);
  }
  // The header's own word must match the magic bytes.
  if (metadata.format !== format) throw imageRefusal(IMAGE_UPLOAD_MESSAGES.notAnImage);
  if (!metadata.width || !metadata.height) throw imageRefusal(IMAGE_UPLOAD_MESSAGES.unreadable);
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    throw imageRefusal(IMAGE_UPLOAD_MESSAGES.tooManyPixels);
  }
  try {
    // Decoding every pixel is what proves the file is an image and not only a header.
    const variants = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        webp: await sharp(bytes, options)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      })),
    );
    return { variants };
  } catch {
    throw imageRefusal(IMAGE_UPLOAD_MESSAGES.unreadable);
  }
}

function imageKey(name: string, width: ImageWidth): string {
  return `images/${name}-${width}.webp`;
}

/**
 * Stores a checked image under a random name (nothing of the uploaded name is kept) and returns the
 * URL the database keeps (the 640 one). A failed write removes what was written.
 */
export async function storeImage(storage: Storage, image: CheckedImage): Promise<string> {
  const name = crypto.randomUUID();
  const written: string[] = [];
  try {
    for (const { width, webp } of image.variants) {
      const key = imageKey(name, width);
      await storage.put(key, webp, 'image/webp');
      written.push(key);
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
  return storage.publicUrl(imageKey(name, STORED_IMAGE_WIDTH));
}
