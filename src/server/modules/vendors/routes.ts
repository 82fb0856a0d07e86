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
import { unauthorized } from '../../errors';
import { acceptSubmission, type RequestSubmission } from '../../lib/accept-submission';
import type { Auth } from '../../lib/auth/auth';
import { getSessionUser, requireUser } from '../../lib/auth/guards';
import { SUBMISSION_BODY_LIMIT } from '../../lib/submission-limits';
import { getMyVendorProfile } from './get-my-vendor-profile';
import { listVendorCategories } from './list-vendor-categories';
import { registerVendor } from './register-vendor';

const VENDOR_REGISTRATION: RequestSubmission<typeof vendorRegistrationSchema, string> = {
  kind: 'vendor',
  schema: vendorRegistrationSchema,
  store: registerVendor,
  contact: (input) => ({
    email: input.businessEmail,
    phone: input.businessPhone ?? input.contactPersonPhone,
  }),
  nextStep: VENDOR_MESSAGES.nextStep,
};

export function registerVendorRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db; config: Config }) {
  const { auth, db } = deps;

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
      return acceptSubmission(deps, request, reply, user.id, VENDOR_REGISTRATION);
    },
  );
}
