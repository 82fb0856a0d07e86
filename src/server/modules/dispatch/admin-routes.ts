import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API_ADMIN_CASH,
  API_ADMIN_CASH_HANDINS,
  API_ADMIN_DISPATCH,
  API_ADMIN_DISPATCH_ASSIGN,
  API_ADMIN_DISPATCH_EVENTS,
  API_ADMIN_DISPATCH_PAYMENT_LINK,
} from '../../../shared/api-paths';
import { todayInGhana } from '../../../shared/requests/today';
import { assignJobsSchema, cashHandinSchema, cashQuerySchema } from '../../../shared/riders/rider-admin';
import { RIDER_ADMIN_MESSAGES } from '../../../shared/riders/rider-words';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError, notFound, parseInput, SERVICE_UNAVAILABLE_MESSAGE } from '../../errors';
import { currentAdmin } from '../../lib/current-admin';
import { assignJobs } from './assign-jobs';
import { createDispatchEventsHub } from './dispatch-events-hub';
import { listCashDays } from './list-cash-days';
import { listDispatch } from './list-dispatch';
import { recordCashHandin } from './record-cash-handin';
import { sendDoorPaymentLink } from './send-door-payment-link';

const jobId = z.uuid();
const MAX_UNSENT_BYTES = 64 * 1024;
const RECONNECT_MS = 3000;

/** Dispatch and cash on delivery (docs/decisions/067); inside the admin plugin only. */
export function registerAdminDispatchRoutes(
  app: FastifyInstance,
  deps: { database: Database; config: Config; paymentProvider: PaymentProvider },
) {
  const { database, config, paymentProvider } = deps;
  const { db } = database;
  const hub = createDispatchEventsHub({ database, log: app.log });
  app.addHook('preClose', async () => hub.close());

  app.get(API_ADMIN_DISPATCH, async () => listDispatch(db, { shopPickup: config.shopPickup }));

  app.post(API_ADMIN_DISPATCH_ASSIGN, async (request) => {
    const input = parseInput(assignJobsSchema, request.body);
    return assignJobs(db, { ...input, admin: currentAdmin(request) });
  });

  app.post(API_ADMIN_DISPATCH_PAYMENT_LINK, async (request) => {
    const { id } = request.params as { id: string };
    if (!jobId.safeParse(id).success) throw notFound(RIDER_ADMIN_MESSAGES.jobNotFound);
    return sendDoorPaymentLink(db, paymentProvider, {
      jobId: id,
      admin: currentAdmin(request),
      publicUrl: config.publicUrl,
      orderLinkSecret: config.authSecret,
    });
  });

  app.get(API_ADMIN_CASH, async (request) => {
    const { day } = parseInput(cashQuerySchema, request.query);
    return listCashDays(db, day ?? todayInGhana());
  });

  app.post(API_ADMIN_CASH_HANDINS, async (request, reply) => {
    const input = parseInput(cashHandinSchema, request.body);
    return reply.status(201).send(await recordCashHandin(db, { input, admin: currentAdmin(request) }));
  });

  // The dispatch view's live updates: "changed" whenever a job changes (assigned, picked up, …).
  app.get(API_ADMIN_DISPATCH_EVENTS, async (request, reply) => {
    try {
      await hub.ready();
    } catch (error) {
      request.log.error({ err: error }, 'cannot listen to delivery job changes');
      throw new AppError(503, 'SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE);
    }
    reply.hijack();
    const res = reply.raw;
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) res.setHeader(name, value);
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
    const unsubscribe = hub.subscribe({
      write(frame) {
        if (res.destroyed) return;
        if (res.writableLength > MAX_UNSENT_BYTES) return void res.destroy();
        res.write(frame);
      },
      end() {
        res.end();
      },
    });
    res.on('close', unsubscribe);
    if (res.destroyed) unsubscribe();
  });
}
