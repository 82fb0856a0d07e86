-- The active products of each category, counted as the catalogue changes rather than at each read
-- of the categories' list (hand-written). The list must give the same counts as counting the
-- active products, so this table must equal that count after every statement:
-- - an insert adds its active rows, a delete takes its active rows off: one statement-level pass
--   each (the seed is one INSERT … SELECT per batch, not one trigger call per row);
-- - an update changes the counts only when it moves a product in or out of a category or the
--   active catalogue: a row-level trigger with that condition, so that a bulk price change of
--   25,000 products queues nothing (a statement-level one would copy every updated row into a
--   transition table);
-- - a truncation empties it.
-- Each statement changes the counts in the order of the categories' names, so two writers that
-- touch the same categories wait for each other rather than deadlock; a category's row is a point
-- where concurrent writes to it queue, which the catalogue's few writers (admins, vendors'
-- listings) never notice.
CREATE OR REPLACE FUNCTION catalogue_category_counts_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_category_counts AS counts (category, products)
  SELECT added.category, count(*) FROM added WHERE added.is_active
  GROUP BY added.category ORDER BY added.category
  ON CONFLICT (category) DO UPDATE SET products = counts.products + EXCLUDED.products;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalogue_category_counts_add ON dropshipping_products;
--> statement-breakpoint
CREATE TRIGGER catalogue_category_counts_add
AFTER INSERT ON dropshipping_products REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_category_counts_add();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_category_counts_remove() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_category_counts AS counts (category, products)
  SELECT removed.category, -count(*) FROM removed WHERE removed.is_active
  GROUP BY removed.category ORDER BY removed.category
  ON CONFLICT (category) DO UPDATE SET products = counts.products + EXCLUDED.products;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalogue_category_counts_remove ON dropshipping_products;
--> statement-breakpoint
CREATE TRIGGER catalogue_category_counts_remove
AFTER DELETE ON dropshipping_products REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_category_counts_remove();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_category_counts_move() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_category_counts AS counts (category, products)
  SELECT moved.category, sum(moved.products) FROM (
    SELECT OLD.category, -1 WHERE OLD.is_active
    UNION ALL
    SELECT NEW.category, 1 WHERE NEW.is_active
  ) AS moved (category, products)
  GROUP BY moved.category ORDER BY moved.category
  ON CONFLICT (category) DO UPDATE SET products = counts.products + EXCLUDED.products;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalogue_category_counts_move ON dropshipping_products;
--> statement-breakpoint
CREATE TRIGGER catalogue_category_counts_move
AFTER UPDATE ON dropshipping_products
FOR EACH ROW
WHEN ((OLD.is_active, OLD.category) IS DISTINCT FROM (NEW.is_active, NEW.category))
EXECUTE FUNCTION catalogue_category_counts_move();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_category_counts_empty() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalogue_category_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalogue_category_counts_empty ON dropshipping_products;
--> statement-breakpoint
CREATE TRIGGER catalogue_category_counts_empty
AFTER TRUNCATE ON dropshipping_products
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_category_counts_empty();
--> statement-breakpoint
INSERT INTO catalogue_category_counts (category, products)
SELECT category, count(*) FROM dropshipping_products WHERE is_active GROUP BY category
ON CONFLICT (category) DO UPDATE SET products = EXCLUDED.products;
