import { sql } from 'drizzle-orm';
import { ACTIVITY_PAGE_SIZE, type ActivityPage } from '../../../shared/admin/admin-activity';
import { type Db, queryRows } from '../../db/client';
import { activityChanges, activitySentence } from './activity-words';

interface Row {
  id: string;
  admin_username: string;
  action: string;
  entity_type: string;
  entity_id: string;
  subject: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  created_at: Date | string;
  total: number;
}

/**
 * One page of the activity log, newest first, each entry as a sentence with its changed fields in
 * words. A deal or product is named by the name the entry wrote, else its current name, else (once
 * removed) the name the log last wrote; a review by its deal's or product's; a message by its address.
 */
export async function listAdminActivity(db: Db, options: { page: number }): Promise<ActivityPage> {
  const { page } = options;
  const rows = await queryRows<Row>(
    db,
    sql`
    SELECT a.id, a.admin_username, a.action, a.entity_type, a.entity_id, a.before, a.after, a.created_at,
           coalesce(a.after->>'name', a.before->>'name', d.name, p.name, rd.name, rp.name, e.to_address, s.to_number,
             -- A record removed since: its name as the log last wrote it.
             (SELECT coalesce(o.after->>'name', o.before->>'name') FROM admin_activity o
              WHERE o.entity_type = a.entity_type AND o.entity_id = a.entity_id
                AND (o.after ? 'name' OR o.before ? 'name')
              ORDER BY o.created_at DESC LIMIT 1)) AS subject,
           count(*) OVER ()::int AS total
    FROM admin_activity a
    LEFT JOIN deals d ON a.entity_type = 'deal' AND d.id::text = a.entity_id
    LEFT JOIN dropshipping_products p ON a.entity_type = 'dropshipping_product' AND p.id::text = a.entity_id
    -- A review is named by its deal or product.
    LEFT JOIN reviews rv ON a.entity_type = 'review' AND rv.id::text = a.entity_id
    LEFT JOIN deals rd ON rd.id = rv.deal_id
    LEFT JOIN dropshipping_products rp ON rp.id = rv.product_id
    LEFT JOIN email_outbox e ON a.entity_type = 'email' AND e.id::text = a.entity_id
    LEFT JOIN sms_outbox s ON a.entity_type = 'sms' AND s.id::text = a.entity_id
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT ${ACTIVITY_PAGE_SIZE} OFFSET ${(page - 1) * ACTIVITY_PAGE_SIZE}`,
  );
  const total =
    rows[0]?.total ??
    (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM admin_activity`))[0]!.n;
  return {
    entries: rows.map((row) => {
      const record = {
        adminUsername: row.admin_username,
        action: row.action,
        entityType: row.entity_type,
        entityId: row.entity_id,
        subject: row.subject,
        before: row.before,
        after: row.after,
      };
      return {
        id: row.id,
        sentence: activitySentence(record),
        changes: activityChanges(record),
        adminUsername: record.adminUsername,
        action: record.action,
        entityType: record.entityType,
        entityId: record.entityId,
        before: record.before,
        after: record.after,
        createdAt: new Date(row.created_at).toISOString(),
      };
    }),
    page,
    pageSize: ACTIVITY_PAGE_SIZE,
    total,
  };
}
