-- An SMS due now (a new one, or one an admin retried) wakes the deliver-sms job on every instance
-- at once (docs/decisions/038), as migration 0010 does for e-mail. Sent at commit only.
CREATE OR REPLACE FUNCTION notify_sms_outbox_queued() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sms_outbox_queued', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sms_outbox_queued_notify ON sms_outbox;
--> statement-breakpoint
CREATE TRIGGER sms_outbox_queued_notify
AFTER INSERT OR UPDATE OF status ON sms_outbox
FOR EACH ROW WHEN (NEW.status = 'pending' AND NEW.next_attempt_at <= now())
EXECUTE FUNCTION notify_sms_outbox_queued();
