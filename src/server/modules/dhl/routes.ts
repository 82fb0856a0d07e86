import type { FastifyInstance } from 'fastify';
import { API_DHL_SHIPMENTS } from '../../../shared/api-paths';
import { DHL_MESSAGES } from '../../../shared/dhl/dhl-messages';
import { dhlShipmentSchema } from '../../../shared/dhl/dhl-shipment';
import type { SubmittedRequest } from '../../../shared/requests/request-kinds';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { parseInput } from '../../errors';
import { answerOnce } from '../../lib/idempotency';
import { sendRequestConfirmation } from '../../lib/send-request-confirmation';
import { limitSubmissions, SUBMISSION_BODY_LIMIT } from '../../lib/submission-limits';
import type { Auth } from '../auth/auth';
import { getSessionUser } from '../auth/guards';
import { createDhlShipment } from './create-dhl-shipment';

export function registerDhlRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db; config: Config }) {
  const { auth, db, config } = deps;

  /** The public DHL pickup and shipping form; guests welcome (docs/product/services.md, "DHL pickup and shipping"). */
  app.post(
    API_DHL_SHIPMENTS,
    { bodyLimit: SUBMISSION_BODY_LIMIT },
    async (request, reply): Promise<SubmittedRequest> => {
      const user = await getSessionUser(auth, request);
      return answerOnce(
        db,
        request,
        reply,
        { userId: user?.id ?? null, status: 201 },
        async (transaction) => {
          await limitSubmissions(db, config, request);
          const input = parseInput(dhlShipmentSchema, request.body);
          return transaction(async (tx) => {
            const { reference } = await createDhlShipment(tx, { userId: user?.id ?? null, input });
            await sendRequestConfirmation(tx, {
              to: input.email,
              phone: input.contactNumber,
              kind: 'dhl',
              reference,
              nextStep: DHL_MESSAGES.success,
              publicUrl: config.publicUrl,
            });
            return { reference };
          });
        },
      );
    },
  );
}
