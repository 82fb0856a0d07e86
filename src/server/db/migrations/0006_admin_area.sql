CREATE TABLE "order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"admin_id" text,
	"admin_username" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_requests" ALTER COLUMN "status" SET DEFAULT 'received';--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "admin_note" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "refund_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "admin_note" text;--> statement-breakpoint
ALTER TABLE "simulated_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "simulated_payments" ADD COLUMN "refunded_pesewas" bigint;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_kind","order_id","created_at");--> statement-breakpoint
CREATE INDEX "dropshipping_orders_status_created_idx" ON "dropshipping_orders" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dropshipping_products_created_id_idx" ON "dropshipping_products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "dropshipping_products_name_idx" ON "dropshipping_products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "dropshipping_products_price_idx" ON "dropshipping_products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_attempts_refund_due_idx" ON "payment_attempts" USING btree ("created_at" DESC NULLS LAST) WHERE "payment_attempts"."status" = 'refund_due';--> statement-breakpoint
CREATE INDEX "service_requests_created_idx" ON "service_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_profiles_status_created_idx" ON "vendor_profiles" USING btree ("status","created_at" DESC NULLS LAST);