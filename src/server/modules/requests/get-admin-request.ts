import { asc, eq, sql } from 'drizzle-orm';
import type { AdminRequestDetail, RequestField } from '../../../shared/requests/admin-requests';
import type { LandedCostEstimate } from '../../../shared/requests/landed-cost';
import type { RequestKind } from '../../../shared/requests/request-kinds';
import { isInboxManaged, REQUEST_ADMIN_MESSAGES } from '../../../shared/requests/request-status';
import { kindOfReference } from '../../../shared/requests/track-messages';
import { type Db, queryRows } from '../../db/client';
import {
  deliveryRequests,
  dhlShipments,
  serviceRequests,
  users,
  vendorCategories,
  vendorCategoryAssignments,
  vendorProfiles,
} from '../../db/schema';
import { notFound } from '../../errors';
import { INBOX, type InboxRow } from '../../lib/inbox-query';
import { getRequestQuoting } from './get-request-quoting';
import { toRequestSummary } from './list-admin-requests';
import { requestFields } from './request-field-words';
import { fieldValue } from './request-fields';

/** Columns that are bookkeeping, not something the requester submitted. */
function submitted<Row extends Record<string, unknown>>(row: Row, omit: (keyof Row)[]) {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !omit.includes(key)));
}

interface Submitted {
  fields: RequestField[];
  adminNote: string | null;
  landedCost?: LandedCostEstimate | null;
}

async function deliveryFields(db: Db, reference: string): Promise<Submitted | null> {
  const [row] = await db.select().from(deliveryRequests).where(eq(deliveryRequests.reference, reference));
  if (!row) return null;
  const fields = submitted(row, [
    'id',
    'reference',
    'status',
    'userId',
    'adminNote',
    'createdAt',
    'updatedAt',
  ]);
  return { fields: requestFields('delivery', fields), adminNote: row.adminNote };
}

async function dhlFields(db: Db, reference: string): Promise<Submitted | null> {
  const [row] = await db.select().from(dhlShipments).where(eq(dhlShipments.trackingId, reference));
  if (!row) return null;
  const fields = submitted(row, [
    'id',
    'trackingId',
    'status',
    'userId',
    'adminNotes',
    'createdAt',
    'updatedAt',
  ]);
  return {
    fields: requestFields('dhl', fields),
    adminNote: row.adminNotes,
  };
}

async function vendorFields(db: Db, reference: string): Promise<Submitted | null> {
  const [row] = await db
    .select({ profile: vendorProfiles, accountEmail: users.email })
    .from(vendorProfiles)
    .innerJoin(users, eq(users.id, vendorProfiles.userId))
    .where(eq(vendorProfiles.reference, reference));
  if (!row) return null;
  const categories = await db
    .select({ name: vendorCategories.name })
    .from(vendorCategoryAssignments)
    .innerJoin(vendorCategories, eq(vendorCategories.id, vendorCategoryAssignments.vendorCategoryId))
    .where(eq(vendorCategoryAssignments.vendorProfileId, row.profile.id))
    .orderBy(asc(vendorCategories.name));
  const { profile } = row;
  const fields = submitted(profile, ['id', 'reference', 'status', 'userId', 'createdAt', 'updatedAt']);
  return {
    fields: [
      ...requestFields('vendor', fields),
      { label: 'Categories', value: fieldValue(categories.map((category) => category.name)) },
      { label: 'Account e-mail', value: row.accountEmail },
    ],
    adminNote: null,
  };
}

async function serviceFields(db: Db, reference: string, kind: RequestKind): Promise<Submitted | null> {
  const [row] = await db
    .select({ details: serviceRequests.details, adminNote: serviceRequests.adminNote })
    .from(serviceRequests)
    .where(eq(serviceRequests.reference, reference));
  if (!row) return null;
  // The Shop & Ship estimate is shown as its own table, not as a field of JSON.
  const { landedCost, ...details } = row.details as Record<string, unknown>;
  return {
    fields: requestFields(kind, details),
    adminNote: row.adminNote,
    ...(landedCost !== undefined && { landedCost: landedCost as LandedCostEstimate | null }),
  };
}

function submittedFields(db: Db, reference: string, kind: RequestKind) {
  if (kind === 'delivery') return deliveryFields(db, reference);
  if (kind === 'dhl') return dhlFields(db, reference);
  if (kind === 'vendor') return vendorFields(db, reference);
  return serviceFields(db, reference, kind);
}

/** A request as the inbox's detail shows it: every submitted field, its note and its status. */
export async function getAdminRequest(db: Db, reference: string): Promise<AdminRequestDetail> {
  const kind = kindOfReference(reference);
  if (!kind) throw notFound(REQUEST_ADMIN_MESSAGES.notFound);
  const [[row], details] = await Promise.all([
    queryRows<InboxRow>(db, sql`SELECT * FROM ${INBOX} WHERE reference = ${reference} AND kind = ${kind}`),
    submittedFields(db, reference, kind),
  ]);
  if (!row || !details) throw notFound(REQUEST_ADMIN_MESSAGES.notFound);
  return {
    ...toRequestSummary(row),
    ...details,
    managedHere: isInboxManaged(kind),
    quoting: await getRequestQuoting(db, reference),
  };
}
