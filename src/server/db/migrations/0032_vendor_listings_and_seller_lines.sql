CREATE TABLE "listing_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"listing_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"fields" jsonb NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_settings" (
	"id" text PRIMARY KEY DEFAULT 'current' NOT NULL,
	"ready_within_hours" integer DEFAULT 48 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_settings_one_row" CHECK ("seller_settings"."id" = 'current'),
	CONSTRAINT "seller_settings_hours_check" CHECK ("seller_settings"."ready_within_hours" BETWEEN 1 AND 720)
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "seller_slug" text;--> statement-breakpoint
ALTER TABLE "dropshipping_orders" ADD COLUMN "seller_status" text;--> statement-breakpoint
ALTER TABLE "dropshipping_orders" ADD COLUMN "seller_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dropshipping_orders" ADD COLUMN "seller_ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dropshipping_products" ADD COLUMN "seller_slug" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_revisions_vendor_idx" ON "listing_revisions" USING btree ("vendor_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_revisions_queue_idx" ON "listing_revisions" USING btree ("submitted_at") WHERE "listing_revisions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "listing_revisions_listing_idx" ON "listing_revisions" USING btree ("listing_id","updated_at" DESC NULLS LAST) WHERE "listing_revisions"."listing_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_revisions_open_idx" ON "listing_revisions" USING btree ("kind","listing_id") WHERE "listing_revisions"."listing_id" IS NOT NULL AND "listing_revisions"."status" <> 'approved';--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD CONSTRAINT "vendor_profiles_slug_unique" UNIQUE("slug");