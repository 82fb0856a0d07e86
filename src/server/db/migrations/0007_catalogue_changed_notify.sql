-- Catalogue changes (hand-written): every statement that changes drop-shipping products announces
-- itself on the `catalogue_changed` channel, whichever app instance (or admin tool) ran it, so that
-- each instance empties its catalogue page cache instead of serving old prices for up to 30 s.
-- One notification per statement (a bulk price change of 25,000 rows sends one, not 25,000);
-- PostgreSQL delivers it when the writing transaction commits, never for a rolled-back change, and
-- folds identical notifications of one transaction into one.
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_OP);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalogue_changed_notify ON dropshipping_products;
--> statement-breakpoint
CREATE TRIGGER catalogue_changed_notify
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dropshipping_products
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
