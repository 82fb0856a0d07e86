import { type SQL, sql } from 'drizzle-orm';
import {
  type AdminRequestPage,
  type AdminRequestSummary,
  type AdminRequestsQuery,
  REQUESTS_PAGE_SIZE,
} from '../../../shared/requests/admin-requests';
import type { RequestKind } from '../../../shared/requests/request-kinds';
import { REQUEST_STATUSES, type RequestStatus } from '../../../shared/requests/request-status';
import { requestStatusLabel } from '../../../shared/requests/track-messages';
import { VENDOR_STATUS_LABELS } from '../../../shared/vendors/vendor-messages';
import { type Db, queryRows } from '../../db/client';
import { INBOX, type InboxRow } from '../../lib/inbox-query';
import { containsPattern, phoneSearchDigits } from '../../lib/search-patterns';

/** The search: reference, name, e-mail or phone; a phone also by its digits ("024 123" finds 0241234567). */
function searchCondition(q: string): SQL {
  const pattern = containsPattern(q);
  const text = sql`(reference ILIKE ${pattern} OR name ILIKE ${pattern} OR email ILIKE ${pattern} OR phone ILIKE ${pattern})`;
  const digits = phoneSearchDigits(q);
  if (!digits) return text;
  return sql`(${text} OR regexp_replace(phone, '\\D', '', 'g') LIKE ${containsPattern(digits)})`;
}

function where(query: AdminRequestsQuery): SQL {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(sql`kind = ${query.kind}`);
  if (query.status) conditions.push(sql`status = ${query.status}`);
  if (query.q) conditions.push(searchCondition(query.q));
  return conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The status in its own table's words: DHL's "Picked up", a vendor's "Pending verification". */
function sourceStatusLabel(kind: string, status: string): string {
  if (kind === 'vendor') return VENDOR_STATUS_LABELS[status] ?? requestStatusLabel(status);
  if (kind === 'dhl') return requestStatusLabel(status);
  return REQUEST_STATUSES.labels[status as RequestStatus] ?? requestStatusLabel(status);
}

export function toRequestSummary(row: InboxRow): AdminRequestSummary {
  return {
    kind: row.kind as RequestKind,
    reference: row.reference,
    status: row.status as RequestStatus,
    sourceStatusLabel: sourceStatusLabel(row.kind, row.source_status),
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** One page of the inbox: every kind of request, newest first, filtered and searched in SQL. */
export async function listAdminRequests(db: Db, query: AdminRequestsQuery): Promise<AdminRequestPage> {
  const filter = where(query);
  const [rows, [counted]] = await Promise.all([
    queryRows<InboxRow>(
      db,
      sql`SELECT * FROM ${INBOX} ${filter}
          ORDER BY created_at DESC, reference DESC
          LIMIT ${REQUESTS_PAGE_SIZE} OFFSET ${(query.page - 1) * REQUESTS_PAGE_SIZE}`,
    ),
    queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM ${INBOX} ${filter}`),
  ]);
  return {
    requests: rows.map(toRequestSummary),
    page: query.page,
    pageSize: REQUESTS_PAGE_SIZE,
    total: counted!.total,
  };
}
