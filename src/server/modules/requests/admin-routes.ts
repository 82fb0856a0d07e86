import type { FastifyInstance } from 'fastify';
import {
  API_ADMIN_LANDED_COST_RATES,
  API_ADMIN_REQUEST,
  API_ADMIN_REQUEST_ANSWERS,
  API_ADMIN_REQUEST_QUOTES,
  API_ADMIN_REQUEST_REFUND,
  API_ADMIN_REQUEST_STAGE,
  API_ADMIN_REQUESTS,
} from '../../../shared/api-paths';
import { answerRequestSchema, moveStageSchema, writeQuoteSchema } from '../../../shared/quotes/quote';
import { adminRequestsQuerySchema, requestUpdateSchema } from '../../../shared/requests/admin-requests';
import { landedCostRatesSchema } from '../../../shared/requests/landed-cost-schemas';
import { REQUEST_ADMIN_MESSAGES } from '../../../shared/requests/request-status';
import { normalizeReference, REFERENCE_PATTERN } from '../../../shared/requests/track-messages';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound, parseInput } from '../../errors';
import { currentAdmin } from '../../lib/current-admin';
import { answerRequest } from './answer-request';
import { getAdminRequest } from './get-admin-request';
import { getLandedCostRates } from './get-landed-cost-rates';
import { listAdminRequests } from './list-admin-requests';
import { moveRequestStage } from './move-request-stage';
import { refundQuotePayment } from './refund-quote-payment';
import { updateAdminRequest } from './update-admin-request';
import { updateLandedCostRates } from './update-landed-cost-rates';
import { writeQuote } from './write-quote';

function referenceParam(params: unknown): string {
  const reference = normalizeReference((params as { reference: string }).reference);
  if (!REFERENCE_PATTERN.test(reference)) throw notFound(REQUEST_ADMIN_MESSAGES.notFound);
  return reference;
}

/** The requests inbox; registered inside the admin plugin only. */
export function registerAdminRequestRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; paymentProvider: PaymentProvider },
) {
  const { db, config, paymentProvider } = deps;
  const links = { publicUrl: config.publicUrl, linkSecret: config.authSecret };

  app.get(API_ADMIN_REQUESTS, async (request) => {
    return listAdminRequests(db, parseInput(adminRequestsQuerySchema, request.query));
  });

  app.get(API_ADMIN_REQUEST, async (request) => {
    return { request: await getAdminRequest(db, referenceParam(request.params)) };
  });

  app.patch(API_ADMIN_REQUEST, async (request) => {
    const reference = referenceParam(request.params);
    const input = parseInput(requestUpdateSchema, request.body);
    return { request: await updateAdminRequest(db, { reference, input, admin: currentAdmin(request) }) };
  });

  // A quote on any request but a vendor registration, sent to the requester; again to reissue it.
  app.post(API_ADMIN_REQUEST_QUOTES, async (request, reply) => {
    const reference = referenceParam(request.params);
    const input = parseInput(writeQuoteSchema, request.body);
    await writeQuote(db, { reference, input, admin: currentAdmin(request), ...links });
    reply.code(201);
    return { request: await getAdminRequest(db, reference) };
  });

  // A paid request's next step (purchased, shipped…), texted to the requester.
  app.post(API_ADMIN_REQUEST_STAGE, async (request) => {
    const reference = referenceParam(request.params);
    const { stage } = parseInput(moveStageSchema, request.body);
    await moveRequestStage(db, { reference, stage, admin: currentAdmin(request), ...links });
    return { request: await getAdminRequest(db, reference) };
  });

  // An answer on the request's thread, sent by e-mail and SMS.
  app.post(API_ADMIN_REQUEST_ANSWERS, async (request, reply) => {
    const reference = referenceParam(request.params);
    const { message } = parseInput(answerRequestSchema, request.body);
    await answerRequest(db, { reference, message, admin: currentAdmin(request), ...links });
    reply.code(201);
    return { request: await getAdminRequest(db, reference) };
  });

  // A quote's payment paid back through the provider.
  app.post<{ Params: { reference: string; paymentReference: string } }>(
    API_ADMIN_REQUEST_REFUND,
    async (request) => {
      const reference = referenceParam(request.params);
      const { refundId } = await refundQuotePayment(db, paymentProvider, {
        reference,
        paymentReference: request.params.paymentReference,
        admin: currentAdmin(request),
        ...links,
      });
      return { refundId, request: await getAdminRequest(db, reference) };
    },
  );

  // The Shop & Ship landed-cost rates (docs/decisions/042): all of them at once, checked, logged.
  app.get(API_ADMIN_LANDED_COST_RATES, async () => getLandedCostRates(db));

  app.put(API_ADMIN_LANDED_COST_RATES, async (request) => {
    const rates = parseInput(landedCostRatesSchema, request.body);
    return updateLandedCostRates(db, { rates, admin: currentAdmin(request) });
  });
}
