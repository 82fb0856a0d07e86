import { sql } from 'drizzle-orm';
import type { OrderKind } from '../../shared/orders/order-status';
import { queueEmail } from '../adapters/mail/queue-email';
import { renderEmail } from '../adapters/mail/render-email';
import { queueSms } from '../adapters/sms/queue-sms';
import { type Db, queryRows } from '../db/client';
import { reviewInvitations } from '../db/schema';
import { orderPageUrl } from '../lib/order-link';
import { isSubstituteEmail } from '../lib/substitute-email';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Asked a day after delivery; a line delivered longer ago than this is not asked any more. */
const ASK_AFTER_MS = DAY_MS;
const ASK_UNTIL_MS = 14 * DAY_MS;
/** Lines asked per run: the hourly runs catch up with the rest. */
const BATCH = 200;

interface DueLine {
  kind: OrderKind;
  line_id: string;
  reference: string;
  item: string;
  name: string;
  phone: string;
  email: string | null;
}

/**
 * A day after a line was delivered, asks its buyer by SMS and e-mail to rate it, with the order
 * page's link (its token: no sign-in needed). Once per line: the invitation row is written in the
 * messages' transaction, and a line reviewed already is not asked.
 */
export async function inviteReviewers(
  db: Db,
  deps: { publicUrl: string; orderLinkSecret: string; mailDomain: string },
  options: { now: Date },
): Promise<{ invited: number }> {
  const from = new Date(options.now.getTime() - ASK_UNTIL_MS);
  const until = new Date(options.now.getTime() - ASK_AFTER_MS);
  const due = await queryRows<DueLine>(
    db,
    sql`
    SELECT h.order_kind AS kind, h.order_id AS line_id,
           coalesce(o.checkout_reference, d.reference, d.payment_reference) AS reference,
           coalesce(o.deal_name, d.product_name) AS item,
           coalesce(o.delivery_name, d.full_name) AS name,
           coalesce(o.delivery_phone, d.phone) AS phone,
           coalesce(c.email, d.email) AS email
    FROM (SELECT order_kind, order_id, max(created_at) AS delivered_at FROM order_status_history
          WHERE to_status = 'delivered' AND created_at >= ${from} AND created_at <= ${until}
          GROUP BY order_kind, order_id) h
    LEFT JOIN orders o ON h.order_kind = 'deal' AND o.id = h.order_id AND o.status = 'delivered'
    LEFT JOIN cart_checkouts c ON c.reference = o.checkout_reference
    LEFT JOIN dropshipping_orders d ON h.order_kind = 'dropshipping' AND d.id = h.order_id AND d.status = 'delivered'
    WHERE (o.id IS NOT NULL OR d.id IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM review_invitations i WHERE i.order_kind = h.order_kind AND i.order_line_id = h.order_id)
      AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.listing_kind = h.order_kind AND r.order_line_id = h.order_id)
    ORDER BY h.delivered_at
    LIMIT ${BATCH}`,
  );
  let invited = 0;
  for (const line of due) {
    if (!line.reference) continue;
    const asked = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviewInvitations)
        .values({ orderKind: line.kind, orderLineId: line.line_id })
        .onConflictDoNothing()
        .returning({ id: reviewInvitations.orderLineId });
      if (!row) return false;
      const url = `${orderPageUrl(deps.publicUrl, deps.orderLinkSecret, line.reference)}#reviews`;
      await queueSms(tx, {
        to: line.phone,
        text: `GhanaMart: how is your ${line.item}? Rate it in a minute: ${url}`,
      });
      if (line.email && !isSubstituteEmail(line.email, deps.mailDomain)) {
        await queueEmail(
          tx,
          renderEmail({
            to: line.email,
            subject: `How is your ${line.item}?`,
            paragraphs: [
              `Hello ${line.name}, your ${line.item} (order ${line.reference}) was delivered yesterday.`,
              'Would you rate it? Your stars and a few words help other shoppers choose, and help the seller do better.',
            ],
            action: { label: 'Rate your item', url },
          }),
        );
      }
      return true;
    });
    if (asked) invited += 1;
  }
  return { invited };
}
