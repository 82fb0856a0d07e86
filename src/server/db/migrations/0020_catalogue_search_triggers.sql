-- The catalogue search's narrow table (hand-written; docs/decisions/045): one row per product,
-- with its search_text and the columns the catalogue filters on. The search finds its matches
-- here and nowhere else, so this table must equal its projection of dropshipping_products after
-- every statement:
-- - an insert adds its rows in one statement-level pass (the 50,000-product seed is one
--   INSERT … SELECT per batch, not one trigger call per row);
-- - an update copies the columns when any of them changed: a row-level trigger, so that a bulk
--   price change of 25,000 products (which changes none of them) queues nothing, where a
--   statement-level one would copy all 25,000 rows into a transition table (and a trigger with
--   a column list may not have one);
-- - a deleted product's row goes by the foreign key.
CREATE OR REPLACE FUNCTION catalogue_search_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_search (product_id, is_active, country, category, search_text)
  SELECT added.id, added.is_active, added.country, added.category, added.search_text FROM added;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalogue_search_add ON dropshipping_products;
--> statement-breakpoint
CREATE TRIGGER catalogue_search_add
AFTER INSERT ON dropshipping_products REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_search_add();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_search_copy() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_search
  SET is_active = NEW.is_active, country = NEW.country, category = NEW.category,
      search_text = NEW.search_text
  WHERE product_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalogue_search_copy ON dropshipping_products;
--> statement-breakpoint
CREATE TRIGGER catalogue_search_copy
AFTER UPDATE ON dropshipping_products
FOR EACH ROW
WHEN ((OLD.is_active, OLD.country, OLD.category, OLD.search_text)
      IS DISTINCT FROM (NEW.is_active, NEW.country, NEW.category, NEW.search_text))
EXECUTE FUNCTION catalogue_search_copy();
--> statement-breakpoint
-- The trigram index takes new entries into its pending list (GIN's fastupdate), up to 4 MB before
-- it merges them. The planner counts each pending page as a random read: after the fill (241
-- pages at 50,000 products) it chose a scan of the whole table for most terms (40 ms where the
-- index takes 5), and PGlite, which never vacuums, would keep such a list for good. So every
-- statement that writes here merges it at once: for a 500-product batch of the seed that is
-- about what the merges cost anyway (50,000 products: 4.8 s against 4.2), for one product a
-- millisecond or two. (fastupdate off instead: 70 s for the same 50,000.)
CREATE OR REPLACE FUNCTION catalogue_search_merge_pending() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM gin_clean_pending_list('catalogue_search_text_idx'::regclass);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalogue_search_merge_pending ON catalogue_search;
--> statement-breakpoint
CREATE TRIGGER catalogue_search_merge_pending
AFTER INSERT OR UPDATE ON catalogue_search
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_search_merge_pending();
--> statement-breakpoint
INSERT INTO catalogue_search (product_id, is_active, country, category, search_text)
SELECT id, is_active, country, category, search_text FROM dropshipping_products
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Statistics at once: until autovacuum gets to it the planner would guess the table's size.
ANALYZE catalogue_search;
