import type { FastifyInstance } from 'fastify';
import { API_DHL_SHIPMENTS } from '../../../shared/api-paths';
import { DHL_MESSAGES } from '../../../shared/dhl/dhl-messages';
import { dhlShipmentSchema } from '../../../shared/dhl/dhl-shipment';
import type { SubmittedRequest } from '../../../shared/requests/request-kinds';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { acceptSubmission, type RequestSubmission } from '../../lib/accept-submission';
import type { Auth } from '../../lib/auth/auth';
import { getSessionUser } from '../../lib/auth/guards';
import { SUBMISSION_BODY_LIMIT } from '../../lib/submission-limits';
import { createDhlShipment } from './create-dhl-shipment';

const DHL_SHIPMENT: RequestSubmission<typeof dhlShipmentSchema> = {
  kind: 'dhl',
  schema: dhlShipmentSchema,
  store: createDhlShipment,
  contact: (input) => ({ email: input.email, phone: input.contactNumber }),
  nextStep: DHL_MESSAGES.success,
};

export function registerDhlRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db; config: Config }) {
  /** The public DHL pickup and shipping form; guests welcome (docs/product/services.md, "DHL pickup and shipping"). */
  app.post(
    API_DHL_SHIPMENTS,
    { bodyLimit: SUBMISSION_BODY_LIMIT },
    async (request, reply): Promise<SubmittedRequest> => {
      const user = await getSessionUser(deps.auth, request);
      return acceptSubmission(deps, request, reply, user?.id ?? null, DHL_SHIPMENT);
    },
  );
}
