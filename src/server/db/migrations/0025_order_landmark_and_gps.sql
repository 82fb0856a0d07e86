ALTER TABLE "cart_checkouts" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "cart_checkouts" ADD COLUMN "gps_address" text;--> statement-breakpoint
ALTER TABLE "dropshipping_orders" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "dropshipping_orders" ADD COLUMN "gps_address" text;