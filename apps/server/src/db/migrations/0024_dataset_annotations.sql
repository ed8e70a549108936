CREATE TABLE "dataset_annotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dataset_id" uuid NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dataset_annotations_range_check" CHECK ("dataset_annotations"."from_day" <= "dataset_annotations"."to_day")
);
--> statement-breakpoint
ALTER TABLE "dataset_annotations" ADD CONSTRAINT "dataset_annotations_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_annotations" ADD CONSTRAINT "dataset_annotations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataset_annotations_dataset_idx" ON "dataset_annotations" USING btree ("dataset_id");