-- Riders deliver (docs/decisions/067). A day's cash figures are frozen once the office has taken a
-- hand-in for it: a delivered job of that rider and Accra day keeps its cash due, cash collected,
-- delivery time and status, whoever writes (the rider's app, an admin, a payment settling).
CREATE OR REPLACE FUNCTION refuse_handed_in_cash_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'delivered' AND OLD.rider_id IS NOT NULL AND OLD.delivered_at IS NOT NULL
    AND (NEW.status IS DISTINCT FROM OLD.status
      OR NEW.cash_due IS DISTINCT FROM OLD.cash_due
      OR NEW.cash_collected IS DISTINCT FROM OLD.cash_collected
      OR NEW.delivered_at IS DISTINCT FROM OLD.delivered_at
      OR NEW.rider_id IS DISTINCT FROM OLD.rider_id)
    AND EXISTS (
      SELECT 1 FROM cash_handins h
      WHERE h.rider_id = OLD.rider_id
        AND h.day = (OLD.delivered_at AT TIME ZONE 'Africa/Accra')::date
    ) THEN
    RAISE EXCEPTION 'The cash of this delivery was handed in and can no longer change.'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'delivery_jobs_cash_handed_in';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS delivery_jobs_cash_frozen ON delivery_jobs;
--> statement-breakpoint
CREATE TRIGGER delivery_jobs_cash_frozen
BEFORE UPDATE ON delivery_jobs
FOR EACH ROW EXECUTE FUNCTION refuse_handed_in_cash_change();
--> statement-breakpoint
-- Live dispatch (SSE): every change to a job is announced on `delivery_jobs_changed` with its id;
-- the admin's dispatch view reads the list again.
CREATE OR REPLACE FUNCTION notify_delivery_jobs_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'delivery_jobs_changed',
    json_build_object('op', TG_OP, 'id', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS delivery_jobs_changed_notify ON delivery_jobs;
--> statement-breakpoint
CREATE TRIGGER delivery_jobs_changed_notify
AFTER INSERT OR UPDATE OR DELETE ON delivery_jobs
FOR EACH ROW EXECUTE FUNCTION notify_delivery_jobs_changed();
