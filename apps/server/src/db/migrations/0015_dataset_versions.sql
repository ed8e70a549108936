CREATE TABLE "dataset_versions" (
	"dataset_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"origin" text NOT NULL,
	"table_name" text,
	"row_count" integer NOT NULL,
	"columns" jsonb NOT NULL,
	"changes" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dataset_versions_dataset_id_version_pk" PRIMARY KEY("dataset_id","version"),
	CONSTRAINT "dataset_versions_origin_check" CHECK ("dataset_versions"."origin" in ('import', 'upload', 'refresh')),
	CONSTRAINT "dataset_versions_table_name_check" CHECK ("dataset_versions"."table_name" is null or "dataset_versions"."table_name" ~ '^ds_[0-9a-f]{32}$')
);
--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "key_columns" text[];--> statement-breakpoint
ALTER TABLE "dataset_versions" ADD CONSTRAINT "dataset_versions_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_versions" ADD CONSTRAINT "dataset_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every data set imported before versions existed has its rows as version 1.
INSERT INTO "dataset_versions" ("dataset_id", "version", "origin", "table_name", "row_count", "columns", "created_by", "created_at") SELECT "id", 1, 'import', "table_name", "row_count", "columns", "created_by", coalesce("imported_at", "created_at") FROM "datasets";
