import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Brings the delivery jobs up to date with what is to be delivered (docs/decisions/067), run by the
 * dispatch view before it reads, the shop's orders collected at its pickup address: one job per subject (the unique kind + reference makes it
 * idempotent, whoever runs it at the same time) for each deal order confirmed, drop-shipping order
 * in Ghana, and delivery or shop-for-me request the admin accepted (in progress or quoted). A job
 * not on its way yet whose subject was cancelled is cancelled; an order paid online meanwhile (a
 * mobile-money payment at the door) has nothing left to collect. Each insert starts from the
 * statuses' indexes and skips subjects that have their job, so a read costs what is new.
 */
export async function createDeliveryJobs(
  db: Db,
  shopPickup: { address: string; city: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO delivery_jobs (kind, subject_reference, pickup_address, pickup_city, receiver_name,
        receiver_phone, dropoff_region, dropoff_city, dropoff_address, landmark, gps_address, cash_due)
      SELECT 'deal_order', c.reference, ${shopPickup.address}, ${shopPickup.city}, l.delivery_name,
        l.delivery_phone, c.region, '', l.delivery_address, c.landmark, c.gps_address,
        CASE WHEN c.payment_method = 'pay_on_delivery' AND c.paid_at IS NULL THEN c.total_amount ELSE 0 END
      FROM cart_checkouts c
      JOIN LATERAL (
        SELECT o.delivery_name, o.delivery_phone, o.delivery_address FROM orders o
        WHERE o.checkout_reference = c.reference ORDER BY o.created_at, o.id LIMIT 1
      ) l ON true
      WHERE c.reference IN (
        SELECT o.checkout_reference FROM orders o WHERE o.status IN ('confirmed', 'out_for_delivery')
      ) AND NOT EXISTS (
        SELECT 1 FROM delivery_jobs j WHERE j.kind = 'deal_order' AND j.subject_reference = c.reference
      )
      ON CONFLICT (kind, subject_reference) DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO delivery_jobs (kind, subject_reference, pickup_address, pickup_city, receiver_name,
        receiver_phone, dropoff_city, dropoff_address, landmark, gps_address, cash_due)
      SELECT 'dropshipping_order', d.reference, ${shopPickup.address}, ${shopPickup.city}, d.full_name,
        d.phone, d.city, d.address, d.landmark, d.gps_address, 0
      FROM dropshipping_orders d
      WHERE d.status IN ('in_ghana', 'out_for_delivery') AND d.reference IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM delivery_jobs j WHERE j.kind = 'dropshipping_order' AND j.subject_reference = d.reference
      )
      ON CONFLICT (kind, subject_reference) DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO delivery_jobs (kind, subject_reference, pickup_address, pickup_city, receiver_name,
        receiver_phone, dropoff_city, dropoff_address, landmark, cash_due, window_start)
      SELECT 'delivery_request', r.reference, r.sender_pickup_address || coalesce(' (' || r.sender_landmark || ')', ''),
        r.sender_city, r.receiver_name, r.receiver_phone, r.receiver_city, r.receiver_delivery_address,
        r.receiver_landmark, 0,
        CASE WHEN r.preferred_pickup_time ~ '^\\d{2}:\\d{2}$'
          THEN (r.preferred_pickup_date + r.preferred_pickup_time::time) AT TIME ZONE 'Africa/Accra' END
      FROM delivery_requests r
      WHERE r.status IN ('in_progress', 'quoted')
      ON CONFLICT (kind, subject_reference) DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO delivery_jobs (kind, subject_reference, pickup_address, pickup_city, receiver_name,
        receiver_phone, dropoff_city, dropoff_address, cash_due, window_start, window_end)
      SELECT 'shop_for_me', s.reference, coalesce(s.details->>'marketLocation', ''), '',
        coalesce(s.details->>'clientName', s.name), coalesce(s.details->>'clientPhone', s.phone, ''), '',
        coalesce(s.details->>'clientAddress', ''), 0,
        CASE WHEN s.details->>'deliveryDate' ~ '^\\d{4}-\\d{2}-\\d{2}$'
          THEN (s.details->>'deliveryDate')::date::timestamp AT TIME ZONE 'Africa/Accra' END,
        CASE WHEN s.details->>'deliveryDate' ~ '^\\d{4}-\\d{2}-\\d{2}$'
          THEN ((s.details->>'deliveryDate')::date + 1)::timestamp AT TIME ZONE 'Africa/Accra' END
      FROM service_requests s
      WHERE s.kind = 'shop_for_me' AND s.status IN ('in_progress', 'quoted')
      ON CONFLICT (kind, subject_reference) DO NOTHING`);
    await tx.execute(sql`
      UPDATE delivery_jobs j SET status = 'cancelled', updated_at = now()
      WHERE j.status IN ('unassigned', 'assigned', 'failed') AND (
        (j.kind = 'deal_order' AND NOT EXISTS (
          SELECT 1 FROM orders o WHERE o.checkout_reference = j.subject_reference AND o.status <> 'cancelled'))
        OR (j.kind = 'dropshipping_order' AND EXISTS (
          SELECT 1 FROM dropshipping_orders d
          WHERE d.reference = j.subject_reference AND d.status IN ('cancelled', 'refund_due', 'refunded')))
        OR (j.kind = 'delivery_request' AND EXISTS (
          SELECT 1 FROM delivery_requests r WHERE r.reference = j.subject_reference AND r.status = 'cancelled'))
        OR (j.kind = 'shop_for_me' AND EXISTS (
          SELECT 1 FROM service_requests s WHERE s.reference = j.subject_reference AND s.status = 'cancelled')))`);
    await tx.execute(sql`
      UPDATE delivery_jobs j SET cash_due = 0, updated_at = now()
      WHERE j.kind = 'deal_order' AND j.cash_due > 0 AND j.status NOT IN ('delivered', 'cancelled')
        AND EXISTS (SELECT 1 FROM cart_checkouts c WHERE c.reference = j.subject_reference AND c.paid_at IS NOT NULL)`);
  });
}
