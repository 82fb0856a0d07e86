-- The heads of the pool seeds' shuffles (hand-written; docs/decisions/045): for each seed of the
-- pool (0-99, CATALOGUE_SEED_POOL) the products whose rank uuid_hash_extended(id, seed) is in the
-- lowest sixteenth of the bigint range (below -2^63 + 2^60). The catalogue reads a shuffled page
-- from here when enough of them match, so this set must be complete: every insert adds its rows
-- (one statement-level pass, so the 50,000-product seed is one INSERT … SELECT), ids never change,
-- and a deleted product's rows go by the foreign key.
CREATE OR REPLACE FUNCTION catalogue_shuffle_heads_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_shuffle_heads (seed, rank, product_id)
  SELECT pool.seed, uuid_hash_extended(added.id, pool.seed), added.id
  FROM added CROSS JOIN generate_series(0, 99) AS pool(seed)
  WHERE uuid_hash_extended(added.id, pool.seed) < -8070450532247928832;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS catalogue_shuffle_heads_add ON dropshipping_products;
--> statement-breakpoint
CREATE TRIGGER catalogue_shuffle_heads_add
AFTER INSERT ON dropshipping_products REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_shuffle_heads_add();
--> statement-breakpoint
INSERT INTO catalogue_shuffle_heads (seed, rank, product_id)
SELECT pool.seed, uuid_hash_extended(p.id, pool.seed), p.id
FROM dropshipping_products p CROSS JOIN generate_series(0, 99) AS pool(seed)
WHERE uuid_hash_extended(p.id, pool.seed) < -8070450532247928832
ON CONFLICT DO NOTHING;
