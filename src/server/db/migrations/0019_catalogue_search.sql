CREATE TABLE "catalogue_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"is_active" boolean NOT NULL,
	"country" text NOT NULL,
	"category" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "dropshipping_products_search_idx";--> statement-breakpoint
ALTER TABLE "catalogue_search" ADD CONSTRAINT "catalogue_search_product_id_dropshipping_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."dropshipping_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_search_text_idx" ON "catalogue_search" USING gin ("search_text" gin_trgm_ops);