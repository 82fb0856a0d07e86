-- Hand-written: delivery requests used "pending" for a new request; the request statuses of the
-- admin inbox (src/shared/requests/request-status.ts) call it "received", as service_requests do.
UPDATE "delivery_requests" SET "status" = 'received' WHERE "status" = 'pending';
--> statement-breakpoint
-- Hand-written: demo deal orders were seeded as "completed", which the order status rule
-- (src/shared/orders/order-status.ts) calls "delivered".
UPDATE "orders" SET "status" = 'delivered' WHERE "status" = 'completed';
