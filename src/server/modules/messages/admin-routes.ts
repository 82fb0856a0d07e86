import type { FastifyInstance } from 'fastify';
import { adminPageQuerySchema } from '../../../shared/admin/admin-activity';
import type { FailedMessagesPage } from '../../../shared/admin/failed-messages';
import { API_ADMIN_FAILED_MESSAGES, API_ADMIN_MESSAGE_RETRY } from '../../../shared/api-paths';
import type { Db } from '../../db/client';
import { parseInput } from '../../errors';
import { currentAdmin } from '../../lib/current-admin';
import { listFailedMessages } from './list-failed-messages';
import { retryMessage } from './retry-message';

/** Messages the shop could not deliver (docs/decisions/033); registered inside the admin plugin. */
export function registerAdminMessageRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  app.get(API_ADMIN_FAILED_MESSAGES, async (request): Promise<FailedMessagesPage> => {
    const { page } = parseInput(adminPageQuerySchema, request.query);
    return listFailedMessages(db, { page });
  });

  app.post(API_ADMIN_MESSAGE_RETRY, async (request) => {
    const { id } = request.params as { id: string };
    await retryMessage(db, { id, admin: currentAdmin(request) });
    return { retried: true };
  });
}
