CREATE TABLE "dataset_version_sources" (
	"dataset_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "dataset_version_sources_dataset_id_version_seq_pk" PRIMARY KEY("dataset_id","version","seq")
);
--> statement-breakpoint
ALTER TABLE "dataset_versions" ADD COLUMN "quality" jsonb;--> statement-breakpoint
ALTER TABLE "dataset_version_sources" ADD CONSTRAINT "dataset_version_sources_version_fk" FOREIGN KEY ("dataset_id","version") REFERENCES "public"."dataset_versions"("dataset_id","version") ON DELETE cascade ON UPDATE no action;