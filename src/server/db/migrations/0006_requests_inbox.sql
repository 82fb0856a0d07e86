ALTER TABLE "delivery_requests" ALTER COLUMN "status" SET DEFAULT 'received';--> statement-breakpoint
ALTER TABLE "delivery_requests" ADD COLUMN "admin_note" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "admin_note" text;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "service_requests_created_idx" ON "service_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_profiles_status_created_idx" ON "vendor_profiles" USING btree ("status","created_at" DESC NULLS LAST);