import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_DELIVERY_REQUEST,
  API_LANDED_COST_RATES,
  API_QUOTE,
  API_QUOTE_DECLINE,
  API_QUOTE_PAYMENT,
  API_QUOTE_PAYMENT_VERIFY,
  API_REQUEST_REPLIES,
  API_TRACK_REQUEST,
} from '../../../shared/api-paths';
import type { PaymentStarted } from '../../../shared/checkout/checkout-messages';
import { declineQuoteSchema, payQuoteSchema, replyToRequestSchema } from '../../../shared/quotes/quote';
import type { QuotePageResponse } from '../../../shared/quotes/quote-texts';
import { deliveryRequestSchema } from '../../../shared/requests/delivery';
import { DELIVERY_MESSAGES } from '../../../shared/requests/delivery-options';
import type { SubmittedRequest } from '../../../shared/requests/request-kinds';
import { trackRequestSchema } from '../../../shared/requests/track';
import type { TrackResponse } from '../../../shared/requests/track-messages';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { parseInput } from '../../errors';
import { acceptSubmission, type RequestSubmission } from '../../lib/accept-submission';
import type { Auth } from '../../lib/auth/auth';
import { getSessionUser } from '../../lib/auth/guards';
import { enforceRateLimit } from '../../lib/rate-limiter';
import { SUBMISSION_BODY_LIMIT } from '../../lib/submission-limits';
import { createDeliveryRequest } from './create-delivery-request';
import { declineQuote } from './decline-quote';
import { getLandedCostRates } from './get-landed-cost-rates';
import { getQuotePage } from './get-quote-page';
import { replyToRequest } from './reply-to-request';
import { SERVICE_REQUEST_FORMS } from './service-request-forms';
import { startQuotePayment } from './start-quote-payment';
import { trackRequest } from './track-request';
import { verifyQuotePayment } from './verify-quote-payment';

const DELIVERY_REQUEST: RequestSubmission<typeof deliveryRequestSchema> = {
  kind: 'delivery',
  schema: deliveryRequestSchema,
  store: createDeliveryRequest,
  contact: (input) => ({ email: input.senderEmail, phone: input.senderPhone }),
  nextStep: DELIVERY_MESSAGES.nextStep,
};

/** A lookup is a reference and a phone number or e-mail. */
const TRACK_BODY_LIMIT = 2 * 1024;

/** A reply or a decline: a few lines of text. */
const MESSAGE_BODY_LIMIT = 16 * 1024;

export function registerRequestRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; config: Config; provider: PaymentProvider },
) {
  const { auth, db, config, provider } = deps;
  const linkSecret = config.authSecret;
  /** Who may see a request's quote: its account, or the holder of its messages' link. */
  const access = async (
    request: FastifyRequest<{ Params: { reference: string } }>,
    token: string | undefined,
  ) => {
    const user = await getSessionUser(auth, request);
    return { reference: request.params.reference, userId: user?.id ?? null, token, linkSecret };
  };
  const tokenOf = (query: unknown) => {
    const token = (query as { token?: unknown }).token;
    return typeof token === 'string' ? token : undefined;
  };

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
    return { request: await trackRequest(db, input, linkSecret) };
  });

  // The requester answers the shop, from the link in its message or after finding the request on
  // /track; counted like a lookup, since a contact detail can be tried.
  app.post<{ Params: { reference: string } }>(
    API_REQUEST_REPLIES,
    { bodyLimit: MESSAGE_BODY_LIMIT },
    async (request, reply) => {
      await enforceRateLimit(db, `track:ip:${request.ip}`, config.trackLimits, 'lookups');
      const input = parseInput(replyToRequestSchema, request.body);
      await replyToRequest(db, { reference: request.params.reference, ...input, linkSecret });
      reply.code(201);
      return { sent: true };
    },
  );

  app.get<{ Params: { reference: string } }>(API_QUOTE, async (request): Promise<QuotePageResponse> => {
    return getQuotePage(db, await access(request, tokenOf(request.query)));
  });

  app.post<{ Params: { reference: string } }>(API_QUOTE_PAYMENT, async (request): Promise<PaymentStarted> => {
    await enforceRateLimit(
      db,
      `checkout:payments:ip:${request.ip}`,
      { limit: config.checkoutLimitPerIp, windowSeconds: 10 * 60 },
      'payment attempts',
    );
    const input = parseInput(payQuoteSchema, request.body);
    return startQuotePayment(db, provider, {
      ...(await access(request, input.token)),
      paymentMethod: input.paymentMethod,
      publicUrl: config.publicUrl,
      mailDomain: config.mailDomain,
    });
  });

  app.post<{ Params: { reference: string; paymentReference: string } }>(
    API_QUOTE_PAYMENT_VERIFY,
    async (request) => {
      await enforceRateLimit(
        db,
        `checkout:verify:ip:${request.ip}`,
        { limit: config.checkoutLimitPerIp, windowSeconds: 10 * 60 },
        'payment checks',
      );
      const token = tokenOf(request.body ?? {});
      return verifyQuotePayment(
        {
          db,
          provider,
          log: request.log,
          publicUrl: config.publicUrl,
          mailDomain: config.mailDomain,
          orderLinkSecret: config.authSecret,
        },
        { ...(await access(request, token)), paymentReference: request.params.paymentReference },
      );
    },
  );

  app.post<{ Params: { reference: string } }>(
    API_QUOTE_DECLINE,
    { bodyLimit: MESSAGE_BODY_LIMIT },
    async (request) => {
      const input = parseInput(declineQuoteSchema, request.body);
      await declineQuote(db, { ...(await access(request, input.token)), reason: input.reason });
      return { declined: true };
    },
  );
}
