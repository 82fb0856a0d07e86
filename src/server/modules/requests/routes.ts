import type { FastifyInstance } from 'fastify';
import { API_DELIVERY_REQUEST, API_LANDED_COST_RATES, API_TRACK_REQUEST } from '../../../shared/api-paths';
import { deliveryRequestSchema } from '../../../shared/requests/delivery';
import { DELIVERY_MESSAGES } from '../../../shared/requests/delivery-options';
import type { SubmittedRequest } from '../../../shared/requests/request-kinds';
import { trackRequestSchema } from '../../../shared/requests/track';
import type { TrackResponse } from '../../../shared/requests/track-messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { parseInput } from '../../errors';
import { acceptSubmission, type RequestSubmission } from '../../lib/accept-submission';
import type { Auth } from '../../lib/auth/auth';
import { getSessionUser } from '../../lib/auth/guards';
import { enforceRateLimit } from '../../lib/rate-limiter';
import { SUBMISSION_BODY_LIMIT } from '../../lib/submission-limits';
import { createDeliveryRequest } from './create-delivery-request';
import { getLandedCostRates } from './get-landed-cost-rates';
import { SERVICE_REQUEST_FORMS } from './service-request-forms';
import { trackRequest } from './track-request';

const DELIVERY_REQUEST: RequestSubmission<typeof deliveryRequestSchema> = {
  kind: 'delivery',
  schema: deliveryRequestSchema,
  store: createDeliveryRequest,
  contact: (input) => ({ email: input.senderEmail, phone: input.senderPhone }),
  nextStep: DELIVERY_MESSAGES.nextStep,
};

/** A lookup is a reference and a phone number or e-mail. */
const TRACK_BODY_LIMIT = 2 * 1024;

export function registerRequestRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db; config: Config }) {
  const { auth, db, config } = deps;

  for (const form of SERVICE_REQUEST_FORMS) {
    app.post(
      form.path,
      { bodyLimit: SUBMISSION_BODY_LIMIT },
      async (request, reply): Promise<SubmittedRequest> => {
        const user = await getSessionUser(auth, request);
        return acceptSubmission(deps, request, reply, user?.id ?? null, form);
      },
    );
  }

  // Delivery requests have a table of their own (docs/product/services.md, "Delivery request"), with the same limits.
  app.post(
    API_DELIVERY_REQUEST,
    { bodyLimit: SUBMISSION_BODY_LIMIT },
    async (request, reply): Promise<SubmittedRequest> => {
      const user = await getSessionUser(auth, request);
      return acceptSubmission(deps, request, reply, user?.id ?? null, DELIVERY_REQUEST);
    },
  );

  // The rates the Shop & Ship pages estimate with; the server estimates again when it stores.
  app.get(API_LANDED_COST_RATES, async () => getLandedCostRates(db));

  // POST, not GET: the phone number or e-mail stays out of URLs and access logs. Every lookup counts
  // against the address, so references cannot be guessed by trying many.
  app.post(API_TRACK_REQUEST, { bodyLimit: TRACK_BODY_LIMIT }, async (request): Promise<TrackResponse> => {
    await enforceRateLimit(db, `track:ip:${request.ip}`, config.trackLimits, 'lookups');
    const input = parseInput(trackRequestSchema, request.body);
    return { request: await trackRequest(db, input) };
  });
}
