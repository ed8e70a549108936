ALTER TABLE "datasets" ADD COLUMN "refresh_interval_hours" integer;--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "last_refresh_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "last_refresh_error" jsonb;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_refresh_interval_check" CHECK ("datasets"."refresh_interval_hours" is null or ("datasets"."source" = 'url' and "datasets"."refresh_interval_hours" > 0));