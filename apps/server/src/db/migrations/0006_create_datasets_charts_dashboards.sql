CREATE TABLE "charts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dataset_id" uuid NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"x_column" text NOT NULL,
	"y_columns" text[] DEFAULT '{}'::text[] NOT NULL,
	"series_column" text,
	"series_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"aggregation" text DEFAULT 'none' NOT NULL,
	"range_from" text,
	"range_to" text,
	"unit" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboards_slug_key" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "dataset_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dataset_id" uuid,
	"status" text DEFAULT 'running' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"error" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "dataset_imports_status_check" CHECK ("dataset_imports"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "datasets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"source_url" text,
	"licence" text DEFAULT '' NOT NULL,
	"citation" text DEFAULT '' NOT NULL,
	"missing_markers" text[] DEFAULT '{}'::text[] NOT NULL,
	"columns" jsonb NOT NULL,
	"table_name" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"imported_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "datasets_slug_key" UNIQUE("slug"),
	CONSTRAINT "datasets_source_check" CHECK ("datasets"."source" in ('upload', 'url')),
	CONSTRAINT "datasets_table_name_check" CHECK ("datasets"."table_name" ~ '^ds_[0-9a-f]{32}$')
);
--> statement-breakpoint
ALTER TABLE "charts" ADD CONSTRAINT "charts_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charts" ADD CONSTRAINT "charts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_imports" ADD CONSTRAINT "dataset_imports_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charts_dataset_id_idx" ON "charts" USING btree ("dataset_id");--> statement-breakpoint
CREATE INDEX "dataset_imports_started_at_idx" ON "dataset_imports" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "datasets_created_at_idx" ON "datasets" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);