CREATE TABLE "catalogue_category_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dropshipping_products_active_category_created_idx" ON "dropshipping_products" USING btree ("category","created_at","id") WHERE "dropshipping_products"."is_active";