import type { FastifyInstance } from 'fastify';
import { API_MY_VENDOR_PROFILE, API_VENDOR_CATEGORIES, API_VENDORS } from '../../../shared/api-paths';
import type { SubmittedRequest } from '../../../shared/requests/request-kinds';
import {
  type MyVendorProfileResponse,
  VENDOR_MESSAGES,
  type VendorCategoriesResponse,
} from '../../../shared/vendors/vendor-messages';
import { vendorRegistrationSchema } from '../../../shared/vendors/vendor-registration';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { parseInput, unauthorized } from '../../errors';
import { answerOnce } from '../../lib/idempotency';
import { sendRequestConfirmation } from '../../lib/send-request-confirmation';
import { limitSubmissions, SUBMISSION_BODY_LIMIT } from '../../lib/submission-limits';
import type { Auth } from '../auth/auth';
import { getSessionUser, requireUser } from '../auth/guards';
import { getMyVendorProfile } from './get-my-vendor-profile';
import { listVendorCategories } from './list-vendor-categories';
import { registerVendor } from './register-vendor';

export function registerVendorRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db; config: Config }) {
  const { auth, db, config } = deps;

  app.get(API_VENDOR_CATEGORIES, async (): Promise<VendorCategoriesResponse> => {
    return { categories: await listVendorCategories(db) };
  });

  app.get(API_MY_VENDOR_PROFILE, async (request): Promise<MyVendorProfileResponse> => {
    const user = await requireUser(auth, request);
    return { vendor: await getMyVendorProfile(db, user.id) };
  });

  /** Signed-in users only (docs/product/services.md, "Vendor registration"), with the spec's message for guests. */
  app.post(
    API_VENDORS,
    { bodyLimit: SUBMISSION_BODY_LIMIT },
    async (request, reply): Promise<SubmittedRequest> => {
      const user = await getSessionUser(auth, request);
      if (!user) throw unauthorized(VENDOR_MESSAGES.auth);
      return answerOnce(db, request, reply, { userId: user.id, status: 201 }, async (transaction) => {
        await limitSubmissions(db, config, request);
        const input = parseInput(vendorRegistrationSchema, request.body);
        return transaction(async (tx) => {
          const { reference } = await registerVendor(tx, { userId: user.id, input });
          await sendRequestConfirmation(tx, {
            to: input.businessEmail,
            phone: input.businessPhone ?? input.contactPersonPhone,
            kind: 'vendor',
            reference,
            nextStep: VENDOR_MESSAGES.nextStep,
            publicUrl: config.publicUrl,
          });
          return { reference };
        });
      });
    },
  );
}
