CREATE TABLE "mail_copy_labels" (
	"user_id" uuid NOT NULL,
	"mail_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	CONSTRAINT "mail_copy_labels_user_id_mail_id_label_id_pk" PRIMARY KEY("user_id","mail_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "mail_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"to" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"cc" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply_to_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_notices" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_team_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'default' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offset_retirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"vintage" integer NOT NULL,
	"tonnes" double precision NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"serial_numbers" text DEFAULT '' NOT NULL,
	"retired_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_copy_labels" ADD CONSTRAINT "mail_copy_labels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_copy_labels" ADD CONSTRAINT "mail_copy_labels_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_copy_labels" ADD CONSTRAINT "mail_copy_labels_label_id_mail_team_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."mail_team_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_drafts" ADD CONSTRAINT "mail_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_drafts" ADD CONSTRAINT "mail_drafts_reply_to_id_mails_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offset_retirements" ADD CONSTRAINT "offset_retirements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offset_retirements" ADD CONSTRAINT "offset_retirements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_copy_labels_label_idx" ON "mail_copy_labels" USING btree ("label_id","user_id");--> statement-breakpoint
CREATE INDEX "mail_drafts_user_idx" ON "mail_drafts" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_team_labels_name_idx" ON "mail_team_labels" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "offset_retirements_date_idx" ON "offset_retirements" USING btree ("retired_on");