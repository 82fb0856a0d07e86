CREATE TABLE "landed_cost_rates" (
	"id" text PRIMARY KEY DEFAULT 'current' NOT NULL,
	"rates" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landed_cost_rates_one_row" CHECK ("landed_cost_rates"."id" = 'current')
);
