CREATE TABLE "cash_handins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"note" text,
	"admin_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_handins_amount_check" CHECK ("cash_handins"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "cash_handins" ADD CONSTRAINT "cash_handins_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handins" ADD CONSTRAINT "cash_handins_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_handins_rider_day_idx" ON "cash_handins" USING btree ("rider_id","day");