import { eq } from 'drizzle-orm';
import type { AdminRequestDetail, RequestUpdate } from '../../../shared/requests/admin-requests';
import {
  canMoveRequest,
  isInboxManaged,
  isRequestStatus,
  REQUEST_ADMIN_MESSAGES,
  refusedTransitionMessage,
} from '../../../shared/requests/request-status';
import { kindOfReference } from '../../../shared/requests/track-messages';
import type { Db } from '../../db/client';
import { deliveryRequests, serviceRequests } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { getAdminRequest } from './get-admin-request';

export interface UpdateAdminRequestOptions {
  reference: string;
  input: RequestUpdate;
  admin: AdminActor;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
interface Changeable {
  status: string;
  adminNote: string | null;
}

/** The row's status and note, locked; then the write. Delivery requests and service requests alike. */
function tableOf(tx: Tx, reference: string, isDelivery: boolean) {
  if (isDelivery) {
    const where = eq(deliveryRequests.reference, reference);
    return {
      read: () =>
        tx
          .select({ status: deliveryRequests.status, adminNote: deliveryRequests.adminNote })
          .from(deliveryRequests)
          .where(where)
          .for('update'),
      write: (changes: Changeable) =>
        tx
          .update(deliveryRequests)
          .set({ ...changes, updatedAt: new Date() })
          .where(where),
    };
  }
  const where = eq(serviceRequests.reference, reference);
  return {
    read: () =>
      tx
        .select({ status: serviceRequests.status, adminNote: serviceRequests.adminNote })
        .from(serviceRequests)
        .where(where)
        .for('update'),
    write: (changes: Changeable) =>
      tx
        .update(serviceRequests)
        .set({ ...changes, updatedAt: new Date() })
        .where(where),
  };
}

/**
 * The inbox's change: a new status (only as the shared transition rule allows; the same status is
 * no change) and the internal note, logged in the same transaction. DHL shipments and vendor
 * registrations are changed in their own views and refused here.
 */
export async function updateAdminRequest(
  db: Db,
  options: UpdateAdminRequestOptions,
): Promise<AdminRequestDetail> {
  const { reference, input, admin } = options;
  const kind = kindOfReference(reference);
  if (!kind) throw notFound(REQUEST_ADMIN_MESSAGES.notFound);
  if (!isInboxManaged(kind))
    throw new AppError(409, 'MANAGED_ELSEWHERE', REQUEST_ADMIN_MESSAGES.managedElsewhere);
  await db.transaction(async (tx) => {
    const table = tableOf(tx, reference, kind === 'delivery');
    const [current] = await table.read();
    if (!current) throw notFound(REQUEST_ADMIN_MESSAGES.notFound);
    const from = isRequestStatus(current.status) ? current.status : 'received';
    if (input.status !== current.status && !canMoveRequest(from, input.status)) {
      const message = refusedTransitionMessage(from, input.status);
      throw new AppError(409, 'INVALID_TRANSITION', message, { status: message });
    }
    const changes = { status: input.status, adminNote: input.adminNote };
    await table.write(changes);
    await recordAdminActivity(tx, {
      admin,
      action: 'request.update',
      entityType: kind,
      entityId: reference,
      before: { status: current.status, adminNote: current.adminNote },
      after: changes,
    });
  });
  return getAdminRequest(db, reference);
}
