CREATE INDEX "dropshipping_products_created_id_idx" ON "dropshipping_products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "dropshipping_products_name_idx" ON "dropshipping_products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "dropshipping_products_price_idx" ON "dropshipping_products" USING btree ("price","id");