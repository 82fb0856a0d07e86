ALTER TABLE "dropshipping_orders" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "dropshipping_orders" ADD CONSTRAINT "dropshipping_orders_reference_unique" UNIQUE("reference");