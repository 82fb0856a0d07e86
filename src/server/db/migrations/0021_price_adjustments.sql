CREATE TABLE "price_adjustment_items" (
	"adjustment_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"old_price" numeric(12, 2) NOT NULL,
	"old_original_price" numeric(12, 2) NOT NULL,
	"old_discount" integer NOT NULL,
	"new_price" numeric(12, 2) NOT NULL,
	"new_original_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "price_adjustment_items_adjustment_id_product_id_pk" PRIMARY KEY("adjustment_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "price_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"direction" text NOT NULL,
	"percentage" numeric(4, 1) NOT NULL,
	"product_count" integer NOT NULL,
	"admin_username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" text
);
--> statement-breakpoint
ALTER TABLE "price_adjustment_items" ADD CONSTRAINT "price_adjustment_items_adjustment_id_price_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."price_adjustments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_adjustment_items" ADD CONSTRAINT "price_adjustment_items_product_id_dropshipping_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."dropshipping_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_adjustment_items_product_idx" ON "price_adjustment_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_adjustments_country_created_idx" ON "price_adjustments" USING btree ("country","created_at" DESC NULLS LAST);