CREATE TABLE "delivery_job_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"status" text NOT NULL,
	"rider_id" uuid,
	"admin_id" text,
	"note" text,
	"latitude" double precision,
	"longitude" double precision,
	"happened_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_reference" text NOT NULL,
	"status" text DEFAULT 'unassigned' NOT NULL,
	"rider_id" uuid,
	"assigned_at" timestamp with time zone,
	"pickup_address" text NOT NULL,
	"pickup_city" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"dropoff_region" text DEFAULT '' NOT NULL,
	"dropoff_city" text NOT NULL,
	"dropoff_address" text NOT NULL,
	"landmark" text,
	"gps_address" text,
	"cash_due" numeric(12, 2) DEFAULT '0' NOT NULL,
	"window_start" timestamp with time zone,
	"window_end" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cash_collected" numeric(12, 2),
	"cash_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_jobs_cash_due_check" CHECK ("delivery_jobs"."cash_due" >= 0)
);
--> statement-breakpoint
CREATE TABLE "riders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"application_reference" text,
	"status" text DEFAULT 'active' NOT NULL,
	"phone" text NOT NULL,
	"vehicle" text NOT NULL,
	"region" text NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "riders_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "riders_application_reference_unique" UNIQUE("application_reference")
);
--> statement-breakpoint
CREATE TABLE "vendor_members" (
	"vendor_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_members_vendor_id_user_id_pk" PRIMARY KEY("vendor_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "vendor_id" uuid;--> statement-breakpoint
ALTER TABLE "dropshipping_orders" ADD COLUMN "vendor_id" uuid;--> statement-breakpoint
ALTER TABLE "dropshipping_products" ADD COLUMN "vendor_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vendor_id" uuid;--> statement-breakpoint
ALTER TABLE "delivery_job_events" ADD CONSTRAINT "delivery_job_events_job_id_delivery_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."delivery_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_job_events" ADD CONSTRAINT "delivery_job_events_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_job_events" ADD CONSTRAINT "delivery_job_events_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD CONSTRAINT "delivery_jobs_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_members" ADD CONSTRAINT "vendor_members_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_members" ADD CONSTRAINT "vendor_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_job_events_job_idx" ON "delivery_job_events" USING btree ("job_id","happened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_jobs_subject_idx" ON "delivery_jobs" USING btree ("kind","subject_reference");--> statement-breakpoint
CREATE INDEX "delivery_jobs_status_idx" ON "delivery_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "delivery_jobs_rider_idx" ON "delivery_jobs" USING btree ("rider_id","status");--> statement-breakpoint
CREATE INDEX "riders_region_idx" ON "riders" USING btree ("region","status");--> statement-breakpoint
CREATE INDEX "vendor_members_user_idx" ON "vendor_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dropshipping_orders" ADD CONSTRAINT "dropshipping_orders_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dropshipping_products" ADD CONSTRAINT "dropshipping_products_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_vendor_idx" ON "deals" USING btree ("vendor_id") WHERE "deals"."vendor_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "dropshipping_orders_vendor_created_idx" ON "dropshipping_orders" USING btree ("vendor_id","created_at" DESC NULLS LAST) WHERE "dropshipping_orders"."vendor_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "dropshipping_products_vendor_idx" ON "dropshipping_products" USING btree ("vendor_id") WHERE "dropshipping_products"."vendor_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_vendor_created_idx" ON "orders" USING btree ("vendor_id","created_at" DESC NULLS LAST) WHERE "orders"."vendor_id" IS NOT NULL;