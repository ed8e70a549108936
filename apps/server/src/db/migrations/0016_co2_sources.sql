CREATE TABLE "co2_sources" (
	"role" text PRIMARY KEY NOT NULL,
	"dataset_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "co2_sources_role_check" CHECK ("co2_sources"."role" in ('monthly', 'annual', 'growth', 'emissions'))
);
--> statement-breakpoint
ALTER TABLE "co2_sources" ADD CONSTRAINT "co2_sources_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The page found its data sets by these slugs until now: an existing install keeps what it showed.
INSERT INTO "co2_sources" ("role", "dataset_id") SELECT "r"."role", "d"."id" FROM (VALUES ('monthly', 'noaa-co2-monthly-mlo'), ('annual', 'noaa-co2-annual-mlo'), ('growth', 'noaa-co2-growth-mlo'), ('emissions', 'owid-co2-emissions')) AS "r" ("role", "slug") JOIN "datasets" "d" ON "d"."slug" = "r"."slug";
