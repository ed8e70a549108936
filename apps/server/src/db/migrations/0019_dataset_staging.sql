CREATE TABLE "dataset_staging" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" uuid,
	"bytes" bigint NOT NULL,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dataset_staging_id_check" CHECK ("dataset_staging"."id" ~ '^[a-f0-9]{32}$')
);
--> statement-breakpoint
CREATE TABLE "dataset_staging_chunks" (
	"staging_id" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "dataset_staging_chunks_staging_id_seq_pk" PRIMARY KEY("staging_id","seq")
);
--> statement-breakpoint
ALTER TABLE "dataset_staging" ADD CONSTRAINT "dataset_staging_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_staging_chunks" ADD CONSTRAINT "dataset_staging_chunks_staging_id_dataset_staging_id_fk" FOREIGN KEY ("staging_id") REFERENCES "public"."dataset_staging"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataset_staging_owner_idx" ON "dataset_staging" USING btree ("owner_id");