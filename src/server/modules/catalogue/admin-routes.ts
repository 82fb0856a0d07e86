import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API_ADMIN_PRODUCT,
  API_ADMIN_PRODUCT_PRICE_ADJUSTMENT_PREVIEW,
  API_ADMIN_PRODUCT_PRICE_ADJUSTMENT_UNDO,
  API_ADMIN_PRODUCT_PRICE_ADJUSTMENTS,
  API_ADMIN_PRODUCTS,
} from '../../../shared/api-paths';
import {
  ADMIN_PRODUCT_MESSAGES,
  adminProductQuerySchema,
  PRODUCT_FORM_MESSAGES,
  priceAdjustmentSchema,
  productFormSchema,
} from '../../../shared/catalogue/admin-product';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../../db/client';
import { notFound, parseInput } from '../../errors';
import { currentAdmin } from '../../lib/current-admin';
import { assertStoredImages } from '../../lib/stored-images';
import { adjustProductPrices } from './adjust-product-prices';
import { createProduct } from './create-product';
import { deleteProduct } from './delete-product';
import { listAdminProducts } from './list-admin-products';
import { listLastPriceAdjustments } from './list-last-price-adjustments';
import { previewPriceAdjustment } from './preview-price-adjustment';
import { undoPriceAdjustment } from './undo-price-adjustment';
import { updateProduct } from './update-product';

const productId = z.uuid();

function idParam(params: unknown, message: string = ADMIN_PRODUCT_MESSAGES.notFound): string {
  const { id } = params as { id: string };
  if (!productId.safeParse(id).success) throw notFound(message);
  return id;
}

/**
 * The drop-shipping admin (docs/product/admin.md, "Drop-shipping products"): the product table, Add, Edit, Delete and the
 * bulk price adjustment; registered inside the admin plugin only. The shop's catalogue hears of
 * every change through the table's NOTIFY trigger (see catalogue-changes.ts).
 */
export function registerAdminProductRoutes(app: FastifyInstance, deps: { db: Db; storage: Storage }) {
  const { db, storage } = deps;
  // The shop's own uploads, or links to images on other websites (docs/product/admin.md, "Drop-shipping products").
  const imageRule = { field: 'imageUrls', message: PRODUCT_FORM_MESSAGES.imageLinks, external: true };

  app.get(API_ADMIN_PRODUCTS, async (request) =>
    listAdminProducts(db, parseInput(adminProductQuerySchema, request.query)),
  );

  app.post(API_ADMIN_PRODUCTS, async (request, reply) => {
    const input = parseInput(productFormSchema, request.body);
    assertStoredImages(storage, input.imageUrls, imageRule);
    const product = await createProduct(db, { input, admin: currentAdmin(request) });
    return reply.status(201).send({ product });
  });

  app.put(API_ADMIN_PRODUCT, async (request) => {
    const id = idParam(request.params);
    const input = parseInput(productFormSchema, request.body);
    assertStoredImages(storage, input.imageUrls, imageRule);
    return { product: await updateProduct(db, { id, input, admin: currentAdmin(request) }) };
  });

  app.delete(API_ADMIN_PRODUCT, async (request, reply) => {
    await deleteProduct(db, { id: idParam(request.params), admin: currentAdmin(request) });
    return reply.status(204).send();
  });

  // A bulk change is previewed, then applied, and the country's latest one can be undone.
  app.get(API_ADMIN_PRODUCT_PRICE_ADJUSTMENTS, async () => listLastPriceAdjustments(db));

  app.post(API_ADMIN_PRODUCT_PRICE_ADJUSTMENT_PREVIEW, async (request) =>
    previewPriceAdjustment(db, parseInput(priceAdjustmentSchema, request.body)),
  );

  app.post(API_ADMIN_PRODUCT_PRICE_ADJUSTMENTS, async (request) => {
    const input = parseInput(priceAdjustmentSchema, request.body);
    return adjustProductPrices(db, { input, admin: currentAdmin(request) });
  });

  app.post(API_ADMIN_PRODUCT_PRICE_ADJUSTMENT_UNDO, async (request) => {
    const id = idParam(request.params, ADMIN_PRODUCT_MESSAGES.adjustmentNotFound);
    return undoPriceAdjustment(db, { id, admin: currentAdmin(request) });
  });
}
