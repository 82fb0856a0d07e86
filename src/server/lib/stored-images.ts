import { isExternalImageLink, isUploadKey } from '../../shared/uploads/image-links';
import type { Storage } from '../adapters/storage/storage';
import { AppError } from '../errors';

/** A file of this shop's storage: its public address, then a key it could have given. */
export function isStoredImage(storage: Storage, url: string): boolean {
  const prefix = storage.publicUrl('');
  return url.startsWith(prefix) && isUploadKey(url.slice(prefix.length));
}

/**
 * Refuses (400, naming `field`) an image address the shared schema let through by its shape only:
 * an upload's address must be this shop's storage's (`/uploads/` or its bucket), not another
 * origin followed by a key. With `external`, an https link to another website's image passes too
 * (drop-shipping products, docs/product/admin.md, "Drop-shipping products").
 */
export function assertStoredImages(
  storage: Storage,
  urls: readonly (string | null)[],
  rule: { field: string; message: string; external: boolean },
): void {
  const foreign = urls.some(
    (url) => url !== null && !isStoredImage(storage, url) && !(rule.external && isExternalImageLink(url)),
  );
  if (foreign) throw new AppError(400, 'VALIDATION_ERROR', rule.message, { [rule.field]: rule.message });
}

/** The refusal (400, naming `field`) of an address that is not one of this shop's own uploads, or null. */
export function storedImageRefusal(storage: Storage, url: string, field: string): AppError | null {
  if (isStoredImage(storage, url)) return null;
  const message = 'The photo must be one taken with this app. Please take it again.';
  return new AppError(400, 'VALIDATION_ERROR', message, { [field]: message });
}
