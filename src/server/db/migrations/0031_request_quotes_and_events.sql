CREATE TABLE "request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_reference" text NOT NULL,
	"type" text NOT NULL,
	"stage" text,
	"body" text,
	"admin_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_reference" text NOT NULL,
	"request_kind" text NOT NULL,
	"item_cost_pesewas" bigint NOT NULL,
	"freight_pesewas" bigint NOT NULL,
	"duty_and_levies_pesewas" bigint NOT NULL,
	"service_fee_pesewas" bigint NOT NULL,
	"delivery_pesewas" bigint NOT NULL,
	"total_pesewas" bigint NOT NULL,
	"currency" text DEFAULT 'GHS' NOT NULL,
	"valid_until" date NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"stage" text,
	"decline_reason" text,
	"paid_at" timestamp with time zone,
	"payment_reference" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_quotes_total_check" CHECK ("request_quotes"."total_pesewas" = "request_quotes"."item_cost_pesewas" + "request_quotes"."freight_pesewas" + "request_quotes"."duty_and_levies_pesewas" + "request_quotes"."service_fee_pesewas" + "request_quotes"."delivery_pesewas" AND "request_quotes"."total_pesewas" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_one_order_check";--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_quotes" ADD CONSTRAINT "request_quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_events_request_idx" ON "request_events" USING btree ("request_reference","created_at");--> statement-breakpoint
CREATE INDEX "request_quotes_request_idx" ON "request_quotes" USING btree ("request_reference","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "request_quotes_one_live_idx" ON "request_quotes" USING btree ("request_reference") WHERE "request_quotes"."status" IN ('open', 'paid');--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_quote_id_request_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."request_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_quote_idx" ON "payment_attempts" USING btree ("quote_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_one_owner_check" CHECK (num_nonnulls("payment_attempts"."order_id", "payment_attempts"."cart_checkout_id", "payment_attempts"."quote_id") = 1);