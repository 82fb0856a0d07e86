CREATE TABLE "cart_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"region" text NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"delivery_fee" numeric(12, 2) NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"payment_method" text NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_checkouts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "cart_checkouts_total_check" CHECK ("cart_checkouts"."total_amount" = "cart_checkouts"."subtotal" + "cart_checkouts"."delivery_fee")
);
--> statement-breakpoint
CREATE TABLE "delivery_fees" (
	"region" text PRIMARY KEY NOT NULL,
	"fee" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_fees_fee_check" CHECK ("delivery_fees"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "cart_checkout_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_checkouts" ADD CONSTRAINT "cart_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_checkouts_user_idx" ON "cart_checkouts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_cart_checkout_id_cart_checkouts_id_fk" FOREIGN KEY ("cart_checkout_id") REFERENCES "public"."cart_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_cart_checkout_idx" ON "payment_attempts" USING btree ("cart_checkout_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_one_order_check" CHECK (("payment_attempts"."order_id" IS NULL) <> ("payment_attempts"."cart_checkout_id" IS NULL));