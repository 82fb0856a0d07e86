import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { API_ADMIN_UPLOAD_IMAGES, API_SELLER_UPLOAD_IMAGES } from '../../../shared/api-paths';
import {
  IMAGE_UPLOAD_MESSAGES,
  type ImageUploadResponse,
  MAX_DEAL_IMAGES,
  MAX_IMAGE_BYTES,
  TOO_MANY_IMAGES_MESSAGE,
} from '../../../shared/uploads/image-upload';
import type { Storage } from '../../adapters/storage/storage';
import { AppError } from '../../errors';
import { type CheckedImage, checkImage, imageRefusal, storeImage } from './store-image';

/** A browser sends a bare file name; one with a path in it was written by hand. */
function isPlainFileName(name: string): boolean {
  return !/[/\\]/.test(name) && !name.includes('..') && ![...name].some((char) => char.charCodeAt(0) < 32);
}

/** POST /api/admin/uploads/images: the admin's deal and product images (registerImageUploadRoute). */
export async function registerAdminUploadRoutes(app: FastifyInstance, deps: { storage: Storage }) {
  await registerImageUploadRoute(app, { storage: deps.storage, path: API_ADMIN_UPLOAD_IMAGES });
}

/** POST /api/seller/uploads/images: a vendor's listing images, the same pipeline inside the seller plugin. */
export async function registerSellerUploadRoutes(app: FastifyInstance, deps: { storage: Storage }) {
  await registerImageUploadRoute(app, { storage: deps.storage, path: API_SELLER_UPLOAD_IMAGES });
}

/**
 * An image upload route: up to 6 images per request (multipart, field `images`), each checked by
 * content and re-encoded (store-image.ts). Every file is checked before any is stored, so a refused
 * request stores nothing. Registered inside a scope that has authorized the caller.
 */
async function registerImageUploadRoute(app: FastifyInstance, deps: { storage: Storage; path: string }) {
  await app.register(fastifyMultipart, {
    // The name as sent, so that a name with a path in it is refused rather than quietly cut.
    preservePath: true,
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: MAX_DEAL_IMAGES,
      fields: 0,
      parts: MAX_DEAL_IMAGES,
      headerPairs: 50,
    },
  });

  app.post(deps.path, async (request): Promise<ImageUploadResponse> => {
    if (!request.isMultipart()) throw imageRefusal(IMAGE_UPLOAD_MESSAGES.noFile);
    const checked: CheckedImage[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (!isPlainFileName(part.filename)) throw imageRefusal(IMAGE_UPLOAD_MESSAGES.badName);
        // Checked one at a time: at most one file's bytes are held besides the encoded results.
        checked.push(await checkImage(await part.toBuffer()));
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageRefusal(IMAGE_UPLOAD_MESSAGES.tooLarge);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
        throw imageRefusal(TOO_MANY_IMAGES_MESSAGE);
      throw error;
    }
    if (checked.length === 0) throw imageRefusal(IMAGE_UPLOAD_MESSAGES.noFile);
    const urls: string[] = [];
    for (const image of checked) urls.push(await storeImage(deps.storage, image));
    return { urls };
  });
}
