CREATE TABLE "review_helpful_votes" (
	"review_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"order_kind" text NOT NULL,
	"order_line_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_invitations_order_kind_order_line_id_pk" PRIMARY KEY("order_kind","order_line_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_kind" text NOT NULL,
	"deal_id" uuid,
	"product_id" uuid,
	"order_line_id" uuid,
	"user_id" text,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"photo_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"moderated_at" timestamp with time zone,
	"reply" text,
	"reply_by" text,
	"replied_at" timestamp with time zone,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_listing_check" CHECK (("reviews"."listing_kind" = 'deal' AND "reviews"."deal_id" IS NOT NULL AND "reviews"."product_id" IS NULL) OR ("reviews"."listing_kind" = 'dropshipping' AND "reviews"."product_id" IS NOT NULL AND "reviews"."deal_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "deals" ALTER COLUMN "rating" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "dropshipping_products" ALTER COLUMN "rating" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_dropshipping_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."dropshipping_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_line_idx" ON "reviews" USING btree ("listing_kind","order_line_id") WHERE "reviews"."order_line_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_deal_newest_idx" ON "reviews" USING btree ("deal_id","created_at" DESC NULLS LAST) WHERE "reviews"."status" = 'approved' AND "reviews"."deal_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_product_newest_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS LAST) WHERE "reviews"."status" = 'approved' AND "reviews"."product_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_deal_helpful_idx" ON "reviews" USING btree ("deal_id","helpful_count" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "reviews"."status" = 'approved' AND "reviews"."deal_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_product_helpful_idx" ON "reviews" USING btree ("product_id","helpful_count" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "reviews"."status" = 'approved' AND "reviews"."product_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dropshipping_products_active_rating_idx" ON "dropshipping_products" USING btree ("rating" DESC NULLS LAST,"reviews" DESC NULLS LAST,"id") WHERE "dropshipping_products"."is_active";