import type { FastifyInstance } from 'fastify';
import {
  API_ADMIN_LANDED_COST_RATES,
  API_ADMIN_REQUEST,
  API_ADMIN_REQUESTS,
} from '../../../shared/api-paths';
import { adminRequestsQuerySchema, requestUpdateSchema } from '../../../shared/requests/admin-requests';
import { landedCostRatesSchema } from '../../../shared/requests/landed-cost-schemas';
import { REQUEST_ADMIN_MESSAGES } from '../../../shared/requests/request-status';
import { normalizeReference, REFERENCE_PATTERN } from '../../../shared/requests/track-messages';
import type { Db } from '../../db/client';
import { notFound, parseInput } from '../../errors';
import { currentAdmin } from '../../lib/current-admin';
import { getAdminRequest } from './get-admin-request';
import { getLandedCostRates } from './get-landed-cost-rates';
import { listAdminRequests } from './list-admin-requests';
import { updateAdminRequest } from './update-admin-request';
import { updateLandedCostRates } from './update-landed-cost-rates';

function referenceParam(params: unknown): string {
  const reference = normalizeReference((params as { reference: string }).reference);
  if (!REFERENCE_PATTERN.test(reference)) throw notFound(REQUEST_ADMIN_MESSAGES.notFound);
  return reference;
}

/** The requests inbox; registered inside the admin plugin only. */
export function registerAdminRequestRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

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

  // The Shop & Ship landed-cost rates (docs/decisions/042): all of them at once, checked, logged.
  app.get(API_ADMIN_LANDED_COST_RATES, async () => getLandedCostRates(db));

  app.put(API_ADMIN_LANDED_COST_RATES, async (request) => {
    const rates = parseInput(landedCostRatesSchema, request.body);
    return updateLandedCostRates(db, { rates, admin: currentAdmin(request) });
  });
}
