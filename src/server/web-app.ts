import type { FastifyInstance } from 'fastify';
import type { PaymentProviderName } from '../shared/checkout/payment-providers';
import { registerPageRoutes } from './modules/pages/routes';
import type { SharePreviews } from './modules/share/share-previews';
import { registerUploadRoutes } from './modules/uploads/routes';

/**
 * What the browser loads besides the API: the uploaded images kept on this machine, and the
 * built shop (its files, and its pages, rendered on the server where they can be).
 */
export function registerWebApp(
  app: FastifyInstance,
  options: {
    uploadsDir?: string;
    webDir?: string;
    paymentProvider: PaymentProviderName;
    /** Fills the deal and product pages' title, description and share tags. */
    sharePreviews: SharePreviews;
    publicUrl: string;
    /** The server renderer's module (see registerPageRoutes). */
    ssrEntry?: string;
  },
) {
  const { uploadsDir, ...pages } = options;
  if (uploadsDir) registerUploadRoutes(app, { uploadsDir });
  registerPageRoutes(app, pages);
}
