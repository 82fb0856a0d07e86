ALTER TABLE "delivery_job_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "delivery_job_events" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "proof_kind" text;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "proof_photo_url" text;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "proof_latitude" double precision;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "proof_longitude" double precision;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "on_the_way_sms_at" timestamp with time zone;