-- Every order has its reference for its whole life (hand-written; docs/decisions/060).
--
-- A drop-shipping order's is its first payment attempt's (its payment reference when it has no
-- attempt on record, as the demo orders; a new DSP- one when it has neither).
UPDATE dropshipping_orders d
SET reference = COALESCE(
  (SELECT a.reference FROM payment_attempts a WHERE a.order_id = d.id ORDER BY a.created_at, a.id LIMIT 1),
  d.payment_reference,
  (
    SELECT 'DSP-' || string_agg(
      substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1) || CASE WHEN i IN (4, 8, 12) THEN '-' ELSE '' END,
      '' ORDER BY i
    )
    -- d.id ties the draw to the row, so that each order gets its own.
    FROM generate_series(1, 16) AS i WHERE d.id IS NOT NULL
  )
)
WHERE d.reference IS NULL;
--> statement-breakpoint
-- Every deal order line belongs to an order: a cart_checkouts row
-- with its ORD- reference. Lines placed before checkouts existed (and the demo data) had none and
-- read "No reference yet"; each becomes an order of its own, paid on delivery, with no delivery fee
-- and no region on record. The next migration then makes the reference required.
DO $$
DECLARE
  line record;
  ref text;
BEGIN
  FOR line IN
    SELECT o.id, o.user_id, u.email, o.total_amount, o.payment_method, o.created_at
    FROM orders o JOIN users u ON u.id = o.user_id
    WHERE o.checkout_reference IS NULL
    ORDER BY o.created_at, o.id
  LOOP
    LOOP
      ref := 'ORD-' || (
        SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
        FROM generate_series(1, 6)
      );
      EXIT WHEN NOT EXISTS (SELECT 1 FROM cart_checkouts WHERE reference = ref);
    END LOOP;
    INSERT INTO cart_checkouts
      (reference, user_id, email, region, subtotal, delivery_fee, total_amount, payment_method, created_at)
    VALUES
      (ref, line.user_id, line.email, '', line.total_amount, 0, line.total_amount, line.payment_method, line.created_at);
    UPDATE orders SET checkout_reference = ref WHERE id = line.id;
  END LOOP;
END;
$$;
