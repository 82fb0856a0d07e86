CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"amount_pesewas" bigint NOT NULL,
	"currency" text DEFAULT 'GHS' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_status" text,
	"failure_message" text,
	"authorization_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_attempts_amount_check" CHECK ("payment_attempts"."amount_pesewas" > 0)
);
--> statement-breakpoint
CREATE TABLE "simulated_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount_pesewas" bigint NOT NULL,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"callback_url" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dropshipping_orders" ADD COLUMN "resume_token_hash" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_dropshipping_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."dropshipping_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "dropshipping_orders" ADD CONSTRAINT "dropshipping_orders_quantity_check" CHECK ("dropshipping_orders"."quantity" > 0);