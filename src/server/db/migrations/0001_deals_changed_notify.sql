-- Live deal updates (SSE): every change to a deal is announced on the `deals_changed` channel,
-- whichever app instance (or admin tool) wrote it. The payload carries only the operation and the
-- id, far below NOTIFY's 8000-byte limit; listeners read the row themselves. Notifications are
-- delivered when the writing transaction commits, never for a rolled-back change.
CREATE OR REPLACE FUNCTION notify_deals_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'deals_changed',
    json_build_object('op', TG_OP, 'id', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS deals_changed_notify ON deals;
--> statement-breakpoint
CREATE TRIGGER deals_changed_notify
AFTER INSERT OR UPDATE OR DELETE ON deals
FOR EACH ROW EXECUTE FUNCTION notify_deals_changed();
