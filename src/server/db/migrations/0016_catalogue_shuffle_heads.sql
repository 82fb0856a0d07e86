CREATE TABLE "catalogue_shuffle_heads" (
	"seed" integer NOT NULL,
	"rank" bigint NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "catalogue_shuffle_heads_seed_rank_product_id_pk" PRIMARY KEY("seed","rank","product_id")
);
--> statement-breakpoint
ALTER TABLE "catalogue_shuffle_heads" ADD CONSTRAINT "catalogue_shuffle_heads_product_id_dropshipping_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."dropshipping_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_shuffle_heads_product_idx" ON "catalogue_shuffle_heads" USING btree ("product_id");