-- Hand-written: delivery requests used "pending" for a new request; the request statuses of the
-- admin inbox (src/shared/requests/request-status.ts) call it "received", as service_requests do.
UPDATE "delivery_requests" SET "status" = 'received' WHERE "status" = 'pending';
