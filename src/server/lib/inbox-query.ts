import { type SQL, sql } from 'drizzle-orm';
import { DHL_INBOX_STATUS, VENDOR_INBOX_STATUS } from '../../shared/requests/request-status';

/** `CASE column WHEN 'own' THEN 'request status' … END`, from one of the shared mappings. */
function inboxStatus(column: SQL, mapping: Record<string, string>): SQL {
  const whens = Object.entries(mapping).map(([own, status]) => sql`WHEN ${own} THEN ${status}`);
  return sql`(CASE ${column} ${sql.join(whens, sql` `)} ELSE 'received' END)`;
}

/**
 * Every stored request as one relation over the tables' common columns: kind, reference, the
 * request status it means, its own status, the requester's name, e-mail and phone, and the dates.
 * A query over it keeps its WHERE inside each branch (PostgreSQL pushes filters into UNION ALL),
 * so a kind filter reads one table and "newest first" merges the tables' created_at indexes.
 */
export const INBOX = sql`(
  SELECT 'delivery'::text AS kind, reference, status, status AS source_status,
         sender_name AS name, sender_email AS email, sender_phone AS phone, created_at, updated_at
    FROM delivery_requests
  UNION ALL
  SELECT 'dhl'::text, tracking_id, ${inboxStatus(sql`status`, DHL_INBOX_STATUS)}, status,
         full_name, email, contact_number, created_at, updated_at
    FROM dhl_shipments
  UNION ALL
  SELECT 'vendor'::text, reference, ${inboxStatus(sql`status`, VENDOR_INBOX_STATUS)}, status,
         business_name, business_email, business_phone, created_at, updated_at
    FROM vendor_profiles
  UNION ALL
  SELECT kind, reference, status, status, name, email, phone, created_at, updated_at
    FROM service_requests
) AS inbox`;

/** One row of INBOX as the drivers return it. */
export interface InboxRow {
  kind: string;
  reference: string;
  status: string;
  source_status: string;
  name: string;
  email: string | null;
  phone: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}
