CREATE TABLE "commission_rates" (
	"category" text PRIMARY KEY NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_range" CHECK ("commission_rates"."rate_basis_points" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "vendor_commission_overrides" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_commission_overrides_range" CHECK ("vendor_commission_overrides"."rate_basis_points" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "vendor_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_pesewas" bigint NOT NULL,
	"line_kind" text,
	"line_id" uuid,
	"order_reference" text,
	"payout_id" uuid,
	"gross_pesewas" bigint,
	"commission_pesewas" bigint,
	"rate_basis_points" integer,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_payout_accounts" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"recipient_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"amount_pesewas" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"recipient_code" text NOT NULL,
	"destination" text NOT NULL,
	"transfer_code" text,
	"failure_reason" text,
	"admin_id" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_payouts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "vendor_payouts_amount_check" CHECK ("vendor_payouts"."amount_pesewas" > 0)
);
--> statement-breakpoint
ALTER TABLE "vendor_commission_overrides" ADD CONSTRAINT "vendor_commission_overrides_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ledger_entries" ADD CONSTRAINT "vendor_ledger_entries_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ledger_entries" ADD CONSTRAINT "vendor_ledger_entries_payout_id_vendor_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."vendor_payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payout_accounts" ADD CONSTRAINT "vendor_payout_accounts_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payouts" ADD CONSTRAINT "vendor_payouts_vendor_id_vendor_profiles_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payouts" ADD CONSTRAINT "vendor_payouts_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_ledger_vendor_created_idx" ON "vendor_ledger_entries" USING btree ("vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_ledger_line_kind_idx" ON "vendor_ledger_entries" USING btree ("line_kind","line_id","kind") WHERE "vendor_ledger_entries"."line_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_ledger_payout_kind_idx" ON "vendor_ledger_entries" USING btree ("payout_id","kind") WHERE "vendor_ledger_entries"."payout_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "vendor_payouts_vendor_created_idx" ON "vendor_payouts" USING btree ("vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_payouts_one_pending_idx" ON "vendor_payouts" USING btree ("vendor_id") WHERE "vendor_payouts"."status" = 'pending';