-- Messages written before the outbox was a queue were already handled (kept in the outbox, or sent
-- inline over SMTP): they must not be sent again.
UPDATE email_outbox SET status = 'sent', sent_at = created_at;
--> statement-breakpoint
-- A message due now (a new one, or one an admin retried) wakes the deliver-email job on every
-- instance at once (docs/decisions/033). Sent at commit only: a rolled-back message wakes nobody.
-- pg_notify folds identical payloads of one transaction into one notification.
CREATE OR REPLACE FUNCTION notify_email_outbox_queued() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('email_outbox_queued', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS email_outbox_queued_notify ON email_outbox;
--> statement-breakpoint
CREATE TRIGGER email_outbox_queued_notify
AFTER INSERT OR UPDATE OF status ON email_outbox
FOR EACH ROW WHEN (NEW.status = 'pending' AND NEW.next_attempt_at <= now())
EXECUTE FUNCTION notify_email_outbox_queued();
