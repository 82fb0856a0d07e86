DROP INDEX "dropshipping_products_search_idx";--> statement-breakpoint
ALTER TABLE "dropshipping_products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || description || ' ' || category)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "dropshipping_products_search_idx" ON "dropshipping_products" USING gin ("search_text" gin_trgm_ops);