ALTER TABLE "charts" ADD COLUMN "derived" jsonb;--> statement-breakpoint
ALTER TABLE "charts" ADD COLUMN "kpi" jsonb;